import { CodeSentResponse } from './auth';
import { RATE_LIMITS } from './limits';
import { activeSessionErrors, route } from './route-definition';
import {
  ConfirmEmailChangeRequest,
  InfoSettingsRequest,
  SendPhoneCodeRequest,
  StartEmailChangeRequest,
  StorageLinksResponse,
  UserInfo,
  VerifyPhoneRequest,
} from './user';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const userPaths = {
  userInfo: '/user/info',
  userInfoSettings: '/user/info-settings',
  uploadProfileImage: '/user/upload-profile-image',
  refreshStorageLinks: '/user/refresh-storage-links',
  sendPhoneCode: '/user/phone/send-code',
  verifyPhone: '/user/phone/verify',
  startEmailChange: '/user/email/change',
  confirmEmailChange: '/user/email/confirm',
} as const;

/** The signed-in user's own routes. */
export const userRoutes = {
  userInfo: route({
    method: 'GET',
    path: userPaths.userInfo,
    summary: 'The signed-in user',
    session: 'pending',
    status: 200,
    response: UserInfo,
    errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
  }),
  userInfoSettings: route({
    method: 'PATCH',
    path: userPaths.userInfoSettings,
    summary: 'Change the name, phone or display language, or remove the profile picture (multipart)',
    session: 'active',
    bodyType: 'multipart',
    request: InfoSettingsRequest,
    status: 200,
    response: UserInfo,
    errors: [...activeSessionErrors, 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  uploadProfileImage: route({
    method: 'POST',
    path: userPaths.uploadProfileImage,
    summary: 'Replace the profile picture: PNG, JPEG or WebP, at most 2 MiB and 4096x4096 (multipart field "file")',
    session: 'active',
    bodyType: 'multipart',
    status: 200,
    response: UserInfo,
    errors: [...activeSessionErrors, 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED'],
    limits: [RATE_LIMITS.profileImageUser, RATE_LIMITS.profileImageIp],
  }),
  refreshStorageLinks: route({
    method: 'GET',
    path: userPaths.refreshStorageLinks,
    summary: "Fresh signed links to the user's stored files",
    session: 'active',
    status: 200,
    response: StorageLinksResponse,
    errors: activeSessionErrors,
  }),
  sendPhoneCode: route({
    method: 'POST',
    path: userPaths.sendPhoneCode,
    summary: 'Text a 6-digit code to a phone number, to verify it (one code a minute)',
    session: 'active',
    request: SendPhoneCodeRequest,
    status: 200,
    response: CodeSentResponse,
    errors: [...activeSessionErrors, 'RESEND_COOLDOWN', 'SMS_UNAVAILABLE', 'RATE_LIMITED'],
    limits: [RATE_LIMITS.phoneCodeIp],
  }),
  verifyPhone: route({
    method: 'POST',
    path: userPaths.verifyPhone,
    summary: 'Check the texted code and save the number as the verified phone of the account',
    session: 'active',
    request: VerifyPhoneRequest,
    status: 200,
    response: UserInfo,
    errors: [...activeSessionErrors, 'CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'],
  }),
  startEmailChange: route({
    method: 'POST',
    path: userPaths.startEmailChange,
    summary:
      'Mail a 6-digit code to a new e-mail address for the account (one code a minute); the address changes only when the code is confirmed',
    session: 'active',
    request: StartEmailChangeRequest,
    status: 200,
    response: CodeSentResponse,
    errors: [...activeSessionErrors, 'RESEND_COOLDOWN', 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
    limits: [RATE_LIMITS.emailChangeUser, RATE_LIMITS.emailChangeIp],
  }),
  confirmEmailChange: route({
    method: 'POST',
    path: userPaths.confirmEmailChange,
    summary: "Check the code mailed to the new address and make it the account's e-mail address",
    session: 'active',
    request: ConfirmEmailChangeRequest,
    status: 200,
    response: UserInfo,
    errors: [...activeSessionErrors, 'CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'],
  }),
} as const;
