import { messagesIn } from '@meridian/ui';

/**
 * The page's heading, its sentence and its loading state's name: what `DashboardLoading` shows
 * before the content's code has arrived, apart from the content's own messages.
 */
export const headerMessages = messagesIn('screens.Workspace.Dashboard', {
  heading: 'Dashboard',
  description: 'What your payment links have taken, and the latest payments.',
  loading: 'Loading the dashboard',
});
