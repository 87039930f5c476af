// The public API of @meridian/data: the session-aware client, session facts and SWR hooks.
export { createApiClient, isAuthPath } from './client/api-client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  HttpMethod,
  RouteCall,
  UploadCall,
  UploadProgress,
} from './client/api-client';
export { ApiError, clientErrorCodes, isApiError, sessionExpiredError } from './client/api-error';
export type { ApiErrorCode, ApiErrorOptions } from './client/api-error';

export { readSessionFacts, readDocumentCookies, signedOutFacts, type SessionFacts } from './session/cookies';
export { isSessionActive, isSessionRefreshable, isSessionValid } from './session/session-state';
export {
  getStoredUsername,
  setStoredUsername,
  getViewedInvites,
  markInvitesViewed,
  unseenInvites,
} from './session/session-storage';

export { DataProvider, useApiClient, type DataProviderProps } from './swr/DataProvider';
export { createSwrConfig } from './swr/swr-config';
export { createExpiringCache, cacheLifetime, type ExpiringCache } from './swr/expiring-cache';
export { isRetryable, maxRetries, retryDelay } from './swr/retry';
export { clearCache } from './swr/cache-reset';

export { authKeys } from './auth/keys';
export { login, useLogin } from './auth/login-mutation';
export { signup, useSignup } from './auth/signup-mutation';
export { confirmCode, useConfirmCode } from './auth/confirm-code-mutation';
export { resendCode, useResendCode } from './auth/resend-code-mutation';
export { forgotPassword, useForgotPassword } from './auth/forgot-password-mutation';
export { changePassword, useChangePassword } from './auth/change-password-mutation';
export { logout, useLogout } from './auth/logout-mutation';

export { userKeys } from './user/keys';
export { getUserInfo, useUserInfo } from './user/user-info-query';
export {
  updateInfoSettings,
  uploadProfileImage,
  refreshStorageLinks,
  useUpdateInfoSettings,
  useUploadProfileImage,
  useRefreshStorageLinks,
  type UploadOptions,
} from './user/user-settings';
export { sendPhoneCode, verifyPhone, useSendPhoneCode, useVerifyPhone } from './user/phone-verification';

export { companyKeys } from './company/keys';
export {
  getCompany,
  listUserCompanies,
  useCompany,
  useUserCompanies,
  useSelectedWorkspace,
} from './company/company-queries';
export {
  createCompany,
  updateCompany,
  sendEmailVerificationLink,
  verifyEmail,
  verifyDomainName,
  useCreateCompany,
  useUpdateCompany,
  useSendEmailVerificationLink,
  useVerifyEmail,
  useVerifyDomainName,
} from './company/company-mutations';
export {
  selectWorkspace,
  readSelectedWorkspaceId,
  notifySelectedWorkspaceChanged,
  useSelectedWorkspaceId,
  pickWorkspace,
} from './company/selected-workspace';
export { ensureWorkspaceCookie } from './company/session-cookies';

export { memberKeys } from './members/keys';
export {
  listMembers,
  removeMember,
  setPrivilege,
  listCompanyInvites,
  createInvite,
  rescindInvite,
  useMembers,
  useCompanyInvites,
  useSetPrivilege,
  useRemoveMember,
  useCreateInvite,
  useRescindInvite,
} from './members/members';

export { inviteKeys } from './invites/keys';
export {
  listUserInvites,
  acceptInvite,
  refuseInvite,
  useUserInvites,
  useAcceptInvite,
  useRefuseInvite,
} from './invites/user-invites';
