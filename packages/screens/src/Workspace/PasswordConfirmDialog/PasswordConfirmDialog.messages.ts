import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'screens.Workspace.PasswordConfirmDialog.title', defaultMessage: 'Confirm your password' },
  password: { id: 'screens.Workspace.PasswordConfirmDialog.password', defaultMessage: 'Password' },
  confirm: { id: 'screens.Workspace.PasswordConfirmDialog.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'screens.Workspace.PasswordConfirmDialog.cancel', defaultMessage: 'Cancel' },
});

/** The dialog's errors, by key. */
export const errorMessages = defineMessages({
  required: { id: 'errors.members.reauthRequired', defaultMessage: 'Enter your password' },
  wrong: { id: 'errors.members.reauthWrong', defaultMessage: 'The password is not correct' },
});
