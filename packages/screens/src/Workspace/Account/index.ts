export { Account, type AccountProps, type AccountUser } from './Account';
export { accountToastMessages } from './Account.messages';
export {
  AccountAppearance,
  appearanceToastMessages,
  type AccountAppearanceProps,
  type AccountTheme,
} from './AccountAppearance';
export type { AccountDetailsValues, AccountSaveStatus } from './AccountDetails';
export type { AccountEmailProps, EmailChangeStatus, EmailChangeValues } from './AccountEmail';
export type { PasswordFieldErrors } from './AccountPassword';
export type { PhoneStatus, PhoneVerificationValues } from './AccountPhone';
export type { PictureStatus } from './AccountPicture';
export {
  checkPasswordChange,
  checkPictureFile,
  displayLanguages,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  type DisplayLanguage,
  type PasswordChangeFields,
  type PasswordChangeProblem,
  type PasswordChangeValues,
} from './Account.rules';
export {
  AccountNotifications,
  notificationToastMessages,
  type AccountNotificationsProps,
} from './AccountNotifications';
