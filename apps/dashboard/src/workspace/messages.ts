import { defineMessages } from 'react-intl';

/** Texts the workspace pages add around the screens: toasts and errors. */
export const workspaceMessages = defineMessages({
  inviteNotAllowed: {
    id: 'app.workspace.inviteNotAllowed',
    defaultMessage: 'Only owners and admins can invite members.',
  },
  lastOwner: {
    id: 'errors.workspace.lastOwner',
    defaultMessage: 'A workspace always keeps at least one owner.',
  },
  notAllowed: {
    id: 'errors.workspace.notAllowed',
    defaultMessage: 'Your role in this workspace does not allow this.',
  },
  inviteRefused: { id: 'app.invites.refused', defaultMessage: 'Invite refused' },
  phoneCodeSent: { id: 'app.account.phoneCodeSent', defaultMessage: 'Verification code sent' },
  phoneCodeFailed: {
    id: 'errors.account.phoneCodeFailed',
    defaultMessage: 'Failed to send verification code, please try again later',
  },
  phoneCodeOnItsWay: {
    id: 'app.account.phoneCodeOnItsWay',
    defaultMessage: 'A code is already on its way to this number',
  },
  phoneVerified: { id: 'app.account.phoneVerified', defaultMessage: 'Phone number verified' },
  phoneVerifyFailed: { id: 'errors.account.phoneVerifyFailed', defaultMessage: 'Failed to verify the phone number' },
  phoneCodeExpired: {
    id: 'errors.account.phoneCodeExpired',
    defaultMessage: 'This code has expired. Send a new code to try again.',
  },
  phoneCodeAttempts: {
    id: 'errors.account.phoneCodeAttempts',
    defaultMessage: 'Too many wrong codes: this one no longer works. Send a new code to try again.',
  },
  domainNeedsWebsite: {
    id: 'errors.businessDetails.domainNeedsWebsite',
    defaultMessage: 'Save a website first: its domain is the one we verify.',
  },
  emailNeedsAddress: {
    id: 'errors.businessDetails.emailNeedsAddress',
    defaultMessage: 'Save a company email first: the link goes to it.',
  },
});

export const workspaceValueMessages = defineMessages<{
  roleChanged: { email: string; role: string };
  memberRemoved: { email: string };
  inviteRescinded: { email: string };
  reauthDescription: { email: string };
  joined: { workspace: string };
  retryIn: { seconds: number };
  phoneCodeDailyLimit: { hours: number };
  pictureRules: { megabytes: number; pixels: number };
}>({
  pictureRules: {
    id: 'errors.account.pictureRules',
    defaultMessage:
      'Use a PNG, JPEG or WebP image of at most {megabytes, plural, other {# MB}} and {pixels, plural, other {# × # pixels}}.',
  },

  roleChanged: { id: 'app.members.roleChanged', defaultMessage: '{email} is now {role}' },
  memberRemoved: { id: 'app.members.memberRemoved', defaultMessage: '{email} no longer has access to this workspace' },
  inviteRescinded: { id: 'app.members.inviteRescinded', defaultMessage: 'The invite to {email} was rescinded' },
  reauthDescription: {
    id: 'app.members.reauthDescription',
    defaultMessage: 'Making {email} an owner needs your password, since you logged in a while ago.',
  },
  joined: { id: 'app.invites.joined', defaultMessage: 'You joined {workspace}' },
  retryIn: {
    id: 'errors.workspace.retryIn',
    defaultMessage: '{seconds, plural, one {Try again in # second.} other {Try again in # seconds.}}',
  },
  phoneCodeDailyLimit: {
    id: 'errors.account.phoneCodeDailyLimit',
    defaultMessage:
      'Too many codes were sent to this account today. Try again in {hours, plural, one {# hour} other {# hours}}.',
  },
});
