import { defineMessages } from 'react-intl';

/**
 * The page's heading, its sentence and its loading state's name: what `DashboardLoading` shows
 * before the content's code has arrived, apart from the content's own messages.
 */
export const headerMessages = defineMessages({
  heading: { id: 'screens.Workspace.Dashboard.heading', defaultMessage: 'Dashboard' },
  description: {
    id: 'screens.Workspace.Dashboard.description',
    defaultMessage: 'What your payment links have taken, and the latest payments.',
  },
  loading: { id: 'screens.Workspace.Dashboard.loading', defaultMessage: 'Loading the dashboard' },
});
