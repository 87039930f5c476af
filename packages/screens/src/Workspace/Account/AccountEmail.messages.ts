import { messagesIn } from '@meridian/ui';
import { defineMessages } from 'react-intl';
import { commonFieldMessages } from '../../common/fieldMessages';

/** The texts of the account page's e-mail change. */
export const emailMessages = defineMessages({
  section: { id: 'screens.Workspace.Account.emailChange.section', defaultMessage: 'Email address' },
  description: {
    id: 'screens.Workspace.Account.emailChange.description',
    defaultMessage:
      'You log in with this address. A new address is used once you confirm it with the code we email to it.',
  },
  current: { id: 'screens.Workspace.Account.emailChange.current', defaultMessage: 'Current email' },
  change: { id: 'screens.Workspace.Account.emailChange.change', defaultMessage: 'Change email' },
  cancel: { id: 'screens.Workspace.Account.emailChange.cancel', defaultMessage: 'Cancel' },
  newEmail: { id: 'screens.Workspace.Account.emailChange.newEmail', defaultMessage: 'New email' },
  sendCode: { id: 'screens.Workspace.Account.emailChange.sendCode', defaultMessage: 'Send code' },
  sendNewCode: { id: 'screens.Workspace.Account.emailChange.sendNewCode', defaultMessage: 'Send a new code' },
  code: { id: 'screens.Workspace.Account.emailChange.code', defaultMessage: 'Verification code' },
  confirm: { id: 'screens.Workspace.Account.emailChange.confirm', defaultMessage: 'Confirm new email' },
  emailRequired: {
    id: 'screens.Workspace.Account.emailChange.emailRequired',
    defaultMessage: 'Enter the new email address',
  },
  emailInvalid: commonFieldMessages.emailInvalid,
  sameEmail: {
    id: 'screens.Workspace.Account.emailChange.sameEmail',
    defaultMessage: 'This is already the address of your account',
  },
  codeRequired: { id: 'screens.Workspace.Account.emailChange.codeRequired', defaultMessage: 'Enter the 6-digit code' },
  wrongCode: {
    id: 'screens.Workspace.Account.emailChange.wrongCode',
    defaultMessage: 'This code is not correct. Check the email and try again.',
  },
  codeExpired: {
    id: 'screens.Workspace.Account.emailChange.codeExpired',
    defaultMessage: 'This code no longer works. Send a new code and enter it.',
  },
  sendFailed: {
    id: 'screens.Workspace.Account.emailChange.sendFailed',
    defaultMessage: 'Failed to send the code. Try again in a moment.',
  },
  confirmFailed: {
    id: 'screens.Workspace.Account.emailChange.confirmFailed',
    defaultMessage: 'Failed to change the email address. Try again in a moment.',
  },
});

export const emailValueMessages = messagesIn<{
  codeSentTo: { email: string };
  changed: { email: string };
}>('screens.Workspace.Account.emailChange', {
  codeSentTo: 'Enter the 6-digit code we sent to {email}. Until then, your account keeps its current address.',
  changed: 'Your email address is now {email}. We told your previous address about the change.',
});
