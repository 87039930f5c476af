import { messagesIn } from '@meridian/ui';

/** Toasts the auth flows raise; the screens themselves show the inline error texts. */
export const authToasts = messagesIn('app.toasts', {
  sessionExpired: 'Session expired',
  sessionExpiredHelp: 'Log in again to continue.',
  loggedOut: 'You have logged out',
  logoutFailed: 'Failed to log out. Please try again.',
  accountConfirmed: 'Your account is confirmed',
  passwordUpdated: 'Password updated',
});
