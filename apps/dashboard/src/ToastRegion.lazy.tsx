// The toast region's own chunk (RootLayout loads it lazily): its landmark, tooltips and icons
// are not needed to show the first page.
export { ToastRegion as default } from '@meridian/ui';
