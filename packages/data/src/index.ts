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
  getSessionDraft,
  setSessionDraft,
} from './session/session-storage';

export { DataProvider, useApiClient, type DataProviderProps } from './swr/DataProvider';
export { QueryProvider } from './swr/QueryProvider';
export { createSwrConfig } from './swr/swr-config';
export { createExpiringCache, cacheLifetime, type ExpiringCache } from './swr/expiring-cache';
export { isRetryable, maxRetries, retryDelay } from './swr/retry';
export { clearCache } from './swr/cache-reset';
export type { QueryOptions, QueryResult } from './swr/api-query';
export type { MutationResult } from './swr/api-mutation';

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
export { updateInfoSettings, useUpdateInfoSettings } from './user/user-settings-update-mutation';
export {
  uploadProfileImage,
  useUploadProfileImage,
  type UploadOptions,
} from './user/user-profile-image-upload-mutation';
export { refreshStorageLinks, useRefreshStorageLinks } from './user/user-storage-links-refresh-mutation';
export { STORAGE_LINK_RENEWAL_LEAD_MS, storageLinkExpiry, useFreshStorageLinks } from './user/storage-links-freshness';
export { sendPhoneCode, useSendPhoneCode } from './user/user-phone-code-send-mutation';
export { verifyPhone, useVerifyPhone } from './user/user-phone-verify-mutation';
export {
  confirmEmailChange,
  startEmailChange,
  useConfirmEmailChange,
  useStartEmailChange,
} from './user/user-email-change-mutations';

export { companyKeys } from './company/keys';
export { listUserCompanies, useUserCompanies } from './company/companies-list-query';
export { getCompany, useCompany } from './company/company-get-query';
export { useSelectedWorkspace } from './company/company-selected-query';
export { createCompany, useCreateCompany } from './company/company-create-mutation';
export { updateCompany, useUpdateCompany } from './company/company-update-mutation';
export { sendEmailVerificationLink, useSendEmailVerificationLink } from './company/company-email-link-send-mutation';
export { verifyEmail, useVerifyEmail } from './company/company-email-verify-mutation';
export { verifyDomainName, useVerifyDomainName } from './company/company-domain-verify-mutation';
export { verificationKeys } from './verification/keys';
export {
  createVerificationHandoff,
  getVerification,
  startVerification,
  useEligibleCountries,
  useStartVerification,
  useVerification,
  useVerificationHandoff,
  type StartVerification,
} from './verification/verification-hooks';
export {
  selectWorkspace,
  readSelectedWorkspaceId,
  notifySelectedWorkspaceChanged,
  useSelectedWorkspaceId,
  pickWorkspace,
} from './company/selected-workspace';
export { ensureWorkspaceCookie } from './company/session-cookies';

export { memberKeys } from './members/keys';
export { listMembers, useMembers } from './members/members-list-query';
export { setPrivilege, useSetPrivilege } from './members/member-set-privilege-mutation';
export { removeMember, useRemoveMember } from './members/member-remove-mutation';
export { listCompanyInvites, useCompanyInvites } from './members/member-invites-list-query';
export { createInvite, useCreateInvite } from './members/member-invite-create-mutation';
export { rescindInvite, useRescindInvite } from './members/member-invite-rescind-mutation';
export { apiKeyKeys, type ApiKeyMutation } from './api-keys/keys';
export { listApiKeys, useApiKeys } from './api-keys/api-keys-list-query';
export { createApiKey, useCreateApiKey } from './api-keys/api-key-create-mutation';
export {
  type ApiKeyLabelChange,
  type ApiKeyRoll,
  renameApiKey,
  rollApiKey,
  useRenameApiKey,
  useRollApiKey,
} from './api-keys/api-key-update-mutation';
export { type ApiKeyRevocation, revokeApiKey, useRevokeApiKey } from './api-keys/api-key-revoke-mutation';
export { walletKeys, type WalletMutation } from './wallets/keys';
export { listWallets, useWallets } from './wallets/wallets-list-query';
export { createWallet, type NewWallet, useCreateWallet } from './wallets/wallet-create-mutation';
export { updateWallet, useUpdateWallet, type WalletUpdate } from './wallets/wallet-update-mutation';
export { removeWallet, useRemoveWallet, type WalletRemoval } from './wallets/wallet-remove-mutation';
export { requestWalletChallenge, useWalletChallenge } from './wallets/wallet-verify-challenge-mutation';
export { useVerifyWallet, verifyWallet, type WalletSignature } from './wallets/wallet-verify-mutation';
export { type LinkListFilters, paymentLinkKeys, type PaymentLinkMutation } from './payment-links/keys';
export { listPaymentLinks, usePaymentLinks } from './payment-links/payment-links-list-query';
export { getPaymentLink, usePaymentLink } from './payment-links/payment-link-get-query';
export {
  createStaticLink,
  type NewStaticLink,
  paymentLinksOf,
  useCreateStaticLink,
} from './payment-links/payment-link-static-create-mutation';
export {
  createDynamicLink,
  type NewDynamicLink,
  useCreateDynamicLink,
} from './payment-links/payment-link-dynamic-create-mutation';
export {
  type PaymentLinkUpdate,
  updatePaymentLink,
  useUpdatePaymentLink,
} from './payment-links/payment-link-update-mutation';
export {
  changePaymentLinkStatus,
  type PaymentLinkStatusChange,
  useChangePaymentLinkStatus,
} from './payment-links/payment-link-status-mutation';

export {
  type PaymentListFilters,
  type PaymentMutation,
  type PaymentPage,
  paymentKeys,
  paymentsOf,
} from './payments/keys';
export {
  CursorBook,
  cursorBook,
  type CursorPageAnswer,
  type CursorPages,
  type CursorPagesOptions,
  type CursorPaging,
  type CursorPosition,
  useCursorPages,
} from './paging/cursor-pages';
export { listPayments, usePayments } from './payments/payments-list-query';
export { listUnmatchedPayments, useUnmatchedPayments } from './payments/unmatched-payments-query';
export { listLinkPayments, useLinkPayments } from './payments/link-payments-query';
export { listAssignableSessions, useAssignableSessions } from './payments/assignable-sessions-query';
export { assignPayment, type PaymentAssignment, useAssignPayment } from './payments/payment-assign-mutation';
export { dashboardKeys, dashboardOf } from './dashboard/keys';
export { getRevenue, useRevenue } from './dashboard/dashboard-revenue-query';
export { listRecentPayments, useRecentPayments } from './dashboard/dashboard-recent-payments-query';
export { paymentsExportUrl } from './dashboard/payments-export-url';
export { billingKeys } from './billing/keys';
export { getBilling, useBilling } from './billing/billing-query';
export { getStatement, statementCsvUrl, useStatement } from './billing/billing-statement-query';
export { customerKeys, customersOf, type CustomerMutation } from './customers/keys';
export { customersExportUrl, listCustomers, useCustomers } from './customers/customers-list-query';
export { getCustomer, useCustomer } from './customers/customer-query';
export { eraseCustomer, useEraseCustomer } from './customers/customer-erase-mutation';

export { notificationKeys, type NotificationMutation } from './notifications/keys';
export {
  listNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  useNotificationList,
  type NotificationList,
  type NotificationListFailure,
  type NotificationListOptions,
  type NotificationListState,
  type NotificationListStatus,
} from './notifications/notifications-list-query';
export { markNotificationsRead } from './notifications/notifications-mark-read-mutation';
export { countUnreadNotifications, useUnreadNotificationCount } from './notifications/notifications-unread-count-query';
export {
  notificationsReloadSignal,
  onNotificationsReload,
  reloadNotifications,
} from './notifications/notifications-reload-signal';
export { getNotificationPreferences, useNotificationPreferences } from './notifications/notification-preferences-query';
export {
  updateNotificationPreference,
  useUpdateNotificationPreference,
} from './notifications/notification-preference-update-mutation';

export { inviteKeys } from './invites/keys';
export { listUserInvites, useUserInvites } from './invites/invites-list-query';
export { acceptInvite, useAcceptInvite } from './invites/invite-accept-mutation';
export { refuseInvite, useRefuseInvite } from './invites/invite-refuse-mutation';

export { checkoutKeys, type CheckoutMutation } from './checkout/keys';
export { getCheckoutLink, useCheckoutLink } from './checkout/checkout-link-query';
export {
  getCheckoutSession,
  isFinalSession,
  SESSION_REFRESH_MS,
  useCheckoutSession,
} from './checkout/checkout-session-query';
export { openCheckoutSession, useOpenCheckoutSession } from './checkout/checkout-session-open-mutation';
export {
  submitCheckoutTransaction,
  useSubmitCheckoutTransaction,
} from './checkout/checkout-transaction-submit-mutation';
export { getExchangeRate, useExchangeRate } from './checkout/exchange-rate-query';

export {
  LIVE_MAX_RECONNECTS,
  LIVE_OPEN_DELAY_MS,
  LIVE_RECONNECT_DELAY_MS,
  LiveChannel,
  liveUrl,
  SignedOutError,
  type LiveChannelOptions,
  type LiveSocket,
  type LiveSocketFactory,
  type LiveState,
} from './live/live-channel';
export { changedKeys } from './live/changed-keys';
export { prepareSession, useLiveChannel, type LiveChannelHookOptions } from './live/live-channel-hook';

export { deliveriesOf, webhookKeys, type WebhookMutation } from './webhooks/keys';
export { listWebhookEndpoints, useWebhookEndpoints } from './webhooks/webhooks-list-query';
export { listWebhookDeliveries, useWebhookDeliveries } from './webhooks/webhook-deliveries-query';
export { getWebhookDelivery, useWebhookDelivery } from './webhooks/webhook-delivery-query';
export { createWebhookEndpoint, useCreateWebhookEndpoint } from './webhooks/webhook-create-mutation';
export {
  updateWebhookEndpoint,
  useUpdateWebhookEndpoint,
  type WebhookEndpointUpdate,
} from './webhooks/webhook-update-mutation';
export { removeWebhookEndpoint, useRemoveWebhookEndpoint } from './webhooks/webhook-remove-mutation';
export { rotateWebhookSecret, useRotateWebhookSecret } from './webhooks/webhook-rotate-mutation';
export { sendWebhookTest, useSendWebhookTest } from './webhooks/webhook-test-mutation';
export { replayWebhooks, useReplayWebhooks, type WebhookReplay } from './webhooks/webhook-replay-mutation';
export { sendPendingWebhooks, useSendPendingWebhooks } from './webhooks/webhook-send-pending-mutation';
export { redeliverWebhook, useRedeliverWebhook, type WebhookRedelivery } from './webhooks/webhook-redeliver-mutation';
export { integrationKeys, type IntegrationMutation } from './integrations/keys';
export { getSquarespace, listIntegrations, useIntegrations, useSquarespace } from './integrations/integration-queries';
export {
  createSquarespace,
  removeIntegration,
  type SquarespaceKey,
  type SquarespaceSettings,
  syncSquarespace,
  updateSquarespace,
  useCreateSquarespace,
  useRemoveIntegration,
  useSyncSquarespace,
  useUpdateSquarespace,
  useVerifySquarespace,
  verifySquarespace,
} from './integrations/integration-mutations';
export {
  checkWooCommerce,
  useWooCommerceStatus,
  WOOCOMMERCE_DELIVERY_FOLLOW_MS,
  WOOCOMMERCE_DELIVERY_POLL_MS,
} from './integrations/woocommerce-check-query';
export { createWooCommerce } from './integrations/integration-made';
export { issueWooCommerceCode, useIssueWooCommerceCode } from './integrations/woocommerce-code-mutation';
export {
  updateWooCommerce,
  useUpdateWooCommerce,
  type WooCommerceSettings,
} from './integrations/woocommerce-update-mutation';
