import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Account.heading', defaultMessage: 'Account' },
  description: {
    id: 'screens.Workspace.Account.description',
    defaultMessage:
      'Your personal profile, login details and preferences. They apply in every workspace you belong to.',
  },
  // Picture.
  pictureSection: { id: 'screens.Workspace.Account.pictureSection', defaultMessage: 'Profile picture' },
  uploadPicture: { id: 'screens.Workspace.Account.uploadPicture', defaultMessage: 'Upload picture' },
  changePicture: { id: 'screens.Workspace.Account.changePicture', defaultMessage: 'Change picture' },
  removePicture: { id: 'screens.Workspace.Account.removePicture', defaultMessage: 'Remove' },
  removeTitle: { id: 'screens.Workspace.Account.removeTitle', defaultMessage: 'Remove your profile picture?' },
  removeMessage: {
    id: 'screens.Workspace.Account.removeMessage',
    defaultMessage: 'Your initials will show instead. You can upload a new picture at any time.',
  },
  removeConfirm: { id: 'screens.Workspace.Account.removeConfirm', defaultMessage: 'Remove picture' },
  uploading: { id: 'screens.Workspace.Account.uploading', defaultMessage: 'Uploading picture' },
  pictureType: {
    id: 'screens.Workspace.Account.pictureType',
    defaultMessage: 'Choose a PNG, JPEG or WebP image.',
  },
  // Details.
  detailsSection: { id: 'screens.Workspace.Account.detailsSection', defaultMessage: 'Personal details' },
  name: { id: 'screens.Workspace.Account.name', defaultMessage: 'Name' },
  email: { id: 'screens.Workspace.Account.email', defaultMessage: 'Email' },
  emailNote: {
    id: 'screens.Workspace.Account.emailNote',
    defaultMessage: 'You log in with this address, so it cannot be changed here. Contact support to change it.',
  },
  saveDetails: { id: 'screens.Workspace.Account.saveDetails', defaultMessage: 'Save details' },
  // Phone.
  phoneSection: { id: 'screens.Workspace.Account.phoneSection', defaultMessage: 'Phone number' },
  phoneDescription: {
    id: 'screens.Workspace.Account.phoneDescription',
    defaultMessage: 'We confirm the number with a 6-digit code sent by text message.',
  },
  phone: { id: 'screens.Workspace.Account.phone', defaultMessage: 'Phone number' },
  phoneHelp: {
    id: 'screens.Workspace.Account.phoneHelp',
    defaultMessage: 'Include the country code, like +44.',
  },
  verified: { id: 'screens.Workspace.Account.verified', defaultMessage: 'Verified' },
  notVerified: { id: 'screens.Workspace.Account.notVerified', defaultMessage: 'Not verified' },
  sendCode: { id: 'screens.Workspace.Account.sendCode', defaultMessage: 'Send code' },
  sendNewCode: { id: 'screens.Workspace.Account.sendNewCode', defaultMessage: 'Send a new code' },
  code: { id: 'screens.Workspace.Account.code', defaultMessage: 'Verification code' },
  codeRequired: { id: 'screens.Workspace.Account.codeRequired', defaultMessage: 'Enter the 6-digit code' },
  wrongCode: {
    id: 'screens.Workspace.Account.wrongCode',
    defaultMessage: 'This code is not correct. Check the text message and try again.',
  },
  verifyPhone: { id: 'screens.Workspace.Account.verifyPhone', defaultMessage: 'Verify number' },
  phoneVerified: { id: 'screens.Workspace.Account.phoneVerified', defaultMessage: 'Phone number verified' },
  sendCodeFailed: {
    id: 'screens.Workspace.Account.sendCodeFailed',
    defaultMessage: 'Failed to send the code. Check the number and try again.',
  },
  verifyPhoneFailed: {
    id: 'screens.Workspace.Account.verifyPhoneFailed',
    defaultMessage: 'Failed to verify the phone number. Try again in a moment.',
  },
  // Password.
  passwordSection: { id: 'screens.Workspace.Account.passwordSection', defaultMessage: 'Password' },
  currentPassword: { id: 'screens.Workspace.Account.currentPassword', defaultMessage: 'Current password' },
  updatePassword: { id: 'screens.Workspace.Account.updatePassword', defaultMessage: 'Update password' },
  passwordFillAll: {
    id: 'screens.Workspace.Account.passwordFillAll',
    defaultMessage: 'Please fill all password fields',
  },
  passwordMismatch: { id: 'screens.Workspace.Account.passwordMismatch', defaultMessage: 'New passwords do not match' },
  currentPasswordWrong: {
    id: 'screens.Workspace.Account.currentPasswordWrong',
    defaultMessage: 'The current password is not correct',
  },
  passwordTooCommon: {
    id: 'screens.Workspace.Account.passwordTooCommon',
    defaultMessage: 'This password is too common. Choose one that is harder to guess.',
  },
  // Language.
  languageSection: { id: 'screens.Workspace.Account.languageSection', defaultMessage: 'Display language' },
  languageDescription: {
    id: 'screens.Workspace.Account.languageDescription',
    defaultMessage: 'The language Meridian is shown in on every device you log in on.',
  },
  language: { id: 'screens.Workspace.Account.language', defaultMessage: 'Language' },
  tryAgain: { id: 'screens.Workspace.Account.tryAgain', defaultMessage: 'Try again' },
});

/**
 * The outcomes that the app announces with a toast; the screen shows the
 * same outcomes inline, next to the section they concern.
 */
export const accountToastMessages = defineMessages({
  pictureUpdated: { id: 'screens.Workspace.Account.pictureUpdated', defaultMessage: 'Profile picture updated' },
  pictureUpdateFailed: {
    id: 'screens.Workspace.Account.pictureUpdateFailed',
    defaultMessage: 'Failed to update profile picture',
  },
  pictureRemoved: { id: 'screens.Workspace.Account.pictureRemoved', defaultMessage: 'Profile picture removed' },
  pictureRemoveFailed: {
    id: 'screens.Workspace.Account.pictureRemoveFailed',
    defaultMessage: 'Failed to remove profile picture',
  },
  detailsUpdated: { id: 'screens.Workspace.Account.detailsUpdated', defaultMessage: 'Account details updated' },
  detailsUpdateFailed: {
    id: 'screens.Workspace.Account.detailsUpdateFailed',
    defaultMessage: 'Failed to update account details',
  },
  passwordUpdated: { id: 'screens.Workspace.Account.passwordUpdated', defaultMessage: 'Password updated' },
  passwordUpdateFailed: {
    id: 'screens.Workspace.Account.passwordUpdateFailed',
    defaultMessage: 'Failed to update password',
  },
  languageUpdated: { id: 'screens.Workspace.Account.languageUpdated', defaultMessage: 'Language updated' },
  languageUpdateFailed: {
    id: 'screens.Workspace.Account.languageUpdateFailed',
    defaultMessage: 'Failed to update language',
  },
});

/** Messages with arguments. */
export const valueMessages = defineMessages<{
  codeSentTo: { phone: string };
  pictureHelp: { megabytes: number };
  pictureTooLarge: { megabytes: number };
}>({
  pictureHelp: {
    id: 'screens.Workspace.Account.pictureHelp',
    defaultMessage: 'PNG, JPEG or WebP, up to {megabytes, plural, other {# MB}}. A square picture looks best.',
  },
  pictureTooLarge: {
    id: 'screens.Workspace.Account.pictureTooLarge',
    defaultMessage: 'This image is larger than {megabytes, plural, other {# MB}}. Choose a smaller one.',
  },
  codeSentTo: {
    id: 'screens.Workspace.Account.codeSentTo',
    defaultMessage: 'Enter the 6-digit code we sent to {phone}.',
  },
});

/** A new password's limits, the contract's (`PASSWORD_MIN_LENGTH`, `PASSWORD_MAX_LENGTH`), passed as numbers. */
export const passwordLimitMessages = defineMessages<{
  passwordTooShort: { min: number };
  passwordTooLong: { max: number };
}>({
  passwordTooShort: {
    id: 'screens.Workspace.Account.passwordTooShort',
    defaultMessage: '{min, plural, one {Use at least # character} other {Use at least # characters}}',
  },
  passwordTooLong: {
    id: 'screens.Workspace.Account.passwordTooLong',
    defaultMessage: '{max, plural, one {Use no more than # character} other {Use no more than # characters}}',
  },
});
