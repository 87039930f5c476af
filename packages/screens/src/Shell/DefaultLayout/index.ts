export {
  DefaultLayout,
  type DefaultLayoutProps,
  type DefaultLayoutLinks,
  type NavigationKey,
  type ShellUser,
  type ShellWorkspace,
} from './DefaultLayout';
