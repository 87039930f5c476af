import { messagesIn } from '@meridian/ui';
import { commonFieldMessages } from '../../common/fieldMessages';

/** The texts of the account page's e-mail change. */
export const emailMessages = {
  ...messagesIn('screens.Workspace.Account.emailChange', {
    section: 'Email address',
    description:
      'You log in with this address. A new address is used once you confirm it with the code we email to it.',
    current: 'Current email',
    change: 'Change email',
    cancel: 'Cancel',
    newEmail: 'New email',
    sendCode: 'Send code',
    sendNewCode: 'Send a new code',
    code: 'Verification code',
    confirm: 'Confirm new email',
    emailRequired: 'Enter the new email address',
    sameEmail: 'This is already the address of your account',
    codeRequired: 'Enter the 6-digit code',
    wrongCode: 'This code is not correct. Check the email and try again.',
    codeExpired: 'This code no longer works. Send a new code and enter it.',
    sendFailed: 'Failed to send the code. Try again in a moment.',
    confirmFailed: 'Failed to change the email address. Try again in a moment.',
  }),
  emailInvalid: commonFieldMessages.emailInvalid,
};

export const emailValueMessages = messagesIn<{
  codeSentTo: { email: string };
  changed: { email: string };
}>('screens.Workspace.Account.emailChange', {
  codeSentTo: 'Enter the 6-digit code we sent to {email}. Until then, your account keeps its current address.',
  changed: 'Your email address is now {email}. We told your previous address about the change.',
});
