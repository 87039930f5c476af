import { messagesIn } from '@meridian/ui';

/** Texts the workspace pages add around the screens: toasts and errors. */
export const workspaceMessages = messagesIn('app.workspace', {
  inviteNotAllowed: 'Only owners and admins can invite members.',
  lastOwner: 'A workspace always keeps at least one owner.',
  notAllowed: 'Your role in this workspace does not allow this.',
  inviteRefused: 'Invite refused',
  phoneCodeSent: 'Verification code sent',
  phoneCodeFailed: 'Failed to send verification code, please try again later',
  phoneCodeOnItsWay: 'A code is already on its way to this number',
  phoneVerified: 'Phone number verified',
  phoneVerifyFailed: 'Failed to verify the phone number',
  phoneCodeExpired: 'This code has expired. Send a new code to try again.',
  phoneCodeAttempts: 'Too many wrong codes: this one no longer works. Send a new code to try again.',
  domainNeedsWebsite: 'Save a website first: its domain is the one we verify.',
  emailNeedsAddress: 'Save a company email first: the link goes to it.',
});

export const workspaceValueMessages = messagesIn<{
  roleChanged: { email: string; role: string };
  memberRemoved: { email: string };
  inviteRescinded: { email: string };
  reauthDescription: { email: string };
  joined: { workspace: string };
  retryIn: { seconds: number };
  phoneCodeDailyLimit: { hours: number };
  pictureRules: { megabytes: number; pixels: number };
}>('app.workspace', {
  pictureRules:
    'Use a PNG, JPEG or WebP image of at most {megabytes, plural, other {# MB}} and {pixels, plural, other {# × # pixels}}.',
  roleChanged: '{email} is now {role}',
  memberRemoved: '{email} no longer has access to this workspace',
  inviteRescinded: 'The invite to {email} was rescinded',
  reauthDescription: 'Making {email} an owner needs your password, since you logged in a while ago.',
  joined: 'You joined {workspace}',
  retryIn: '{seconds, plural, one {Try again in # second.} other {Try again in # seconds.}}',
  phoneCodeDailyLimit:
    'Too many codes were sent to this account today. Try again in {hours, plural, one {# hour} other {# hours}}.',
});
