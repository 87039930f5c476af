import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.Account', {
  heading: 'Account',
  description: 'Your personal profile, login details and preferences. They apply in every workspace you belong to.',
  pictureSection: 'Profile picture',
  uploadPicture: 'Upload picture',
  changePicture: 'Change picture',
  removePicture: 'Remove',
  removeTitle: 'Remove your profile picture?',
  removeMessage: 'Your initials will show instead. You can upload a new picture at any time.',
  removeConfirm: 'Remove picture',
  uploading: 'Uploading picture',
  pictureType: 'Choose a PNG, JPEG or WebP image.',
  detailsSection: 'Personal details',
  name: 'Name',
  email: 'Email',
  emailNote: 'You log in with this address, so it cannot be changed here. Contact support to change it.',
  saveDetails: 'Save details',
  phoneSection: 'Phone number',
  phoneDescription: 'We confirm the number with a 6-digit code sent by text message.',
  phone: 'Phone number',
  phoneHelp: 'Include the country code, like +44.',
  verified: 'Verified',
  notVerified: 'Not verified',
  sendCode: 'Send code',
  sendNewCode: 'Send a new code',
  code: 'Verification code',
  codeRequired: 'Enter the 6-digit code',
  wrongCode: 'This code is not correct. Check the text message and try again.',
  verifyPhone: 'Verify number',
  phoneVerified: 'Phone number verified',
  sendCodeFailed: 'Failed to send the code. Check the number and try again.',
  verifyPhoneFailed: 'Failed to verify the phone number. Try again in a moment.',
  passwordSection: 'Password',
  currentPassword: 'Current password',
  updatePassword: 'Update password',
  passwordFillAll: 'Please fill all password fields',
  passwordMismatch: 'New passwords do not match',
  currentPasswordWrong: 'The current password is not correct',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  languageSection: 'Display language',
  languageDescription: 'The language Meridian is shown in on every device you log in on.',
  language: 'Language',
  tryAgain: 'Try again',
});

/**
 * The outcomes that the app announces with a toast; the screen shows the
 * same outcomes inline, next to the section they concern.
 */
export const accountToastMessages = messagesIn('screens.Workspace.Account', {
  pictureUpdated: 'Profile picture updated',
  pictureUpdateFailed: 'Failed to update profile picture',
  pictureRemoved: 'Profile picture removed',
  pictureRemoveFailed: 'Failed to remove profile picture',
  detailsUpdated: 'Account details updated',
  detailsUpdateFailed: 'Failed to update account details',
  passwordUpdated: 'Password updated',
  passwordUpdateFailed: 'Failed to update password',
  languageUpdated: 'Language updated',
  languageUpdateFailed: 'Failed to update language',
});

/** Messages with arguments. */
export const valueMessages = messagesIn<{
  codeSentTo: { phone: string };
  pictureHelp: { megabytes: number };
  pictureTooLarge: { megabytes: number };
}>('screens.Workspace.Account', {
  pictureHelp: 'PNG, JPEG or WebP, up to {megabytes, plural, other {# MB}}. A square picture looks best.',
  pictureTooLarge: 'This image is larger than {megabytes, plural, other {# MB}}. Choose a smaller one.',
  codeSentTo: 'Enter the 6-digit code we sent to {phone}.',
});

/** A new password's limits, the contract's (`PASSWORD_MIN_LENGTH`, `PASSWORD_MAX_LENGTH`), passed as numbers. */
export const passwordLimitMessages = messagesIn<{
  passwordTooShort: { min: number };
  passwordTooLong: { max: number };
}>('screens.Workspace.Account', {
  passwordTooShort: '{min, plural, one {Use at least # character} other {Use at least # characters}}',
  passwordTooLong: '{max, plural, one {Use no more than # character} other {Use no more than # characters}}',
});
