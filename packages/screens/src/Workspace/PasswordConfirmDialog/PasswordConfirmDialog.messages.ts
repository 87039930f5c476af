import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.PasswordConfirmDialog', {
  title: 'Confirm your password',
  password: 'Password',
  confirm: 'Confirm',
  cancel: 'Cancel',
});

/** The dialog's errors, by key. */
export const errorMessages = messagesIn('errors.members.reauth', {
  required: 'Enter your password',
  wrong: 'The password is not correct',
});
