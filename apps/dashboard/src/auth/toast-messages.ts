import { defineMessages } from 'react-intl';

/** Toasts the auth flows raise; the screens themselves show the inline error texts. */
export const authToasts = defineMessages({
  sessionExpired: { id: 'errors.session.expired', defaultMessage: 'Session expired' },
  sessionExpiredHelp: { id: 'app.toasts.sessionExpiredHelp', defaultMessage: 'Log in again to continue.' },
  loggedOut: { id: 'app.toasts.loggedOut', defaultMessage: 'You have logged out' },
  logoutFailed: { id: 'errors.logout.failed', defaultMessage: 'Failed to log out. Please try again.' },
  accountConfirmed: { id: 'app.toasts.accountConfirmed', defaultMessage: 'Your account is confirmed' },
  passwordUpdated: { id: 'app.toasts.passwordUpdated', defaultMessage: 'Password updated' },
});
