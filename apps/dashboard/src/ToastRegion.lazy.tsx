// The toast region's own chunk (RootLayout loads it lazily): its landmark, tooltips and icons
// are not needed to show the first page. The shared queue comes with it.
export { ToastRegion as default, toast } from '@meridian/ui';
