export { Link, type LinkProps } from './Link';
// The app's router adapter for every RAC link (Link, menu items, tabs): re-exported so that
// the app and ui share one react-aria-components instance.
export { RouterProvider } from 'react-aria-components';
