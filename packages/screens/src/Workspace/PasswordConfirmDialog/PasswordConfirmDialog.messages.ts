import { messagesIn } from '@meridian/ui';
import { defineMessages } from 'react-intl';

export const messages = messagesIn('screens.Workspace.PasswordConfirmDialog', {
  title: 'Confirm your password',
  password: 'Password',
  confirm: 'Confirm',
  cancel: 'Cancel',
});

/** The dialog's errors, by key. */
export const errorMessages = defineMessages({
  required: { id: 'errors.members.reauthRequired', defaultMessage: 'Enter your password' },
  wrong: { id: 'errors.members.reauthWrong', defaultMessage: 'The password is not correct' },
});
