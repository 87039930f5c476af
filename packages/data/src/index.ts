// The public API of @meridian/data: the session-aware client, session facts and SWR hooks.
export { createApiClient } from './client/api-client';
export type { ApiClient } from './client/api-client';
export { ApiError, clientErrorCodes, isApiError, sessionExpiredError } from './client/api-error';
export type { ApiErrorCode } from './client/api-error';

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

export { DataProvider, useApiClient } from './swr/DataProvider';
export { QueryProvider } from './swr/QueryProvider';

export { retryDelay } from './swr/retry';

export type { QueryOptions } from './swr/api-query';

export { login, useLogin } from './auth/login-mutation';
export { signup, useSignup } from './auth/signup-mutation';
export { confirmCode, useConfirmCode } from './auth/confirm-code-mutation';
export { resendCode, useResendCode } from './auth/resend-code-mutation';
export { forgotPassword, useForgotPassword } from './auth/forgot-password-mutation';
export { changePassword, useChangePassword } from './auth/change-password-mutation';
export { logout, useLogout } from './auth/logout-mutation';

export { userKeys } from './user/keys';
export { useUserInfo } from './user/user-info-query';
export { useUpdateInfoSettings } from './user/user-settings-update-mutation';
export { uploadProfileImage, useUploadProfileImage } from './user/user-profile-image-upload-mutation';
export { refreshStorageLinks } from './user/user-storage-links-refresh-mutation';
export { useFreshStorageLinks } from './user/storage-links-freshness';
export { sendPhoneCode, useSendPhoneCode } from './user/user-phone-code-send-mutation';
export { verifyPhone, useVerifyPhone } from './user/user-phone-verify-mutation';
export {
  confirmEmailChange,
  startEmailChange,
  useConfirmEmailChange,
  useStartEmailChange,
} from './user/user-email-change-mutations';

export { companyKeys } from './company/keys';

export { getCompany, useCompany } from './company/company-get-query';
export { useSelectedWorkspace } from './company/company-selected-query';
export { createCompany, useCreateCompany } from './company/company-create-mutation';
export { updateCompany, useUpdateCompany } from './company/company-update-mutation';
export { sendEmailVerificationLink, useSendEmailVerificationLink } from './company/company-email-link-send-mutation';
export { verifyEmail, useVerifyEmail } from './company/company-email-verify-mutation';
export { verifyDomainName, useVerifyDomainName } from './company/company-domain-verify-mutation';

export {
  startVerification,
  useEligibleCountries,
  useStartVerification,
  useVerification,
  useVerificationHandoff,
  type StartVerification,
} from './verification/verification-hooks';
export { selectWorkspace } from './company/selected-workspace';

export { memberKeys } from './members/keys';
export { listMembers, useMembers } from './members/members-list-query';
export { setPrivilege, useSetPrivilege } from './members/member-set-privilege-mutation';
export { removeMember, useRemoveMember } from './members/member-remove-mutation';
export { listCompanyInvites, useCompanyInvites } from './members/member-invites-list-query';
export { createInvite, useCreateInvite } from './members/member-invite-create-mutation';
export { rescindInvite, useRescindInvite } from './members/member-invite-rescind-mutation';

export { listApiKeys, useApiKeys } from './api-keys/api-keys-list-query';
export { createApiKey, useCreateApiKey } from './api-keys/api-key-create-mutation';
export { useRenameApiKey, useRollApiKey } from './api-keys/api-key-update-mutation';
export { revokeApiKey, useRevokeApiKey } from './api-keys/api-key-revoke-mutation';

export { listWallets, useWallets } from './wallets/wallets-list-query';
export { createWallet, type NewWallet, useCreateWallet } from './wallets/wallet-create-mutation';
export { updateWallet, useUpdateWallet } from './wallets/wallet-update-mutation';
export { removeWallet, useRemoveWallet } from './wallets/wallet-remove-mutation';
export { useWalletChallenge } from './wallets/wallet-verify-challenge-mutation';
export { useVerifyWallet, verifyWallet } from './wallets/wallet-verify-mutation';

export { usePaymentLinks } from './payment-links/payment-links-list-query';
export { usePaymentLink } from './payment-links/payment-link-get-query';
export {
  createStaticLink,
  type NewStaticLink,
  useCreateStaticLink,
} from './payment-links/payment-link-static-create-mutation';
export {
  createDynamicLink,
  type NewDynamicLink,
  useCreateDynamicLink,
} from './payment-links/payment-link-dynamic-create-mutation';
export { useUpdatePaymentLink } from './payment-links/payment-link-update-mutation';
export { useChangePaymentLinkStatus } from './payment-links/payment-link-status-mutation';

export { type PaymentListFilters } from './payments/keys';
export { type CursorPaging, type CursorPosition, useCursorPages } from './paging/cursor-pages';
export { listPayments, usePayments } from './payments/payments-list-query';
export { listUnmatchedPayments, useUnmatchedPayments } from './payments/unmatched-payments-query';
export { listLinkPayments, useLinkPayments } from './payments/link-payments-query';
export { listAssignableSessions, useAssignableSessions } from './payments/assignable-sessions-query';
export { assignPayment, useAssignPayment } from './payments/payment-assign-mutation';
export { getPayment, usePayment } from './payments/payment-query';
export { refundKeys, type RefundMutation } from './refunds/keys';
export { listPaymentRefunds, usePaymentRefunds } from './refunds/payment-refunds-query';
export { createRefund, useCreateRefund } from './refunds/refund-create-mutation';
export { cancelRefund, refundsOf, useCancelRefund } from './refunds/refund-cancel-mutation';
export { markRefundSent, useMarkRefundSent } from './refunds/refund-sent-mutation';
export { createRefundPayerLink, useCreateRefundPayerLink } from './refunds/refund-payer-link-mutation';
export { getRefundRequest, useRefundRequest } from './refunds/refund-request-query';
export { submitRefundAddress, useSubmitRefundAddress } from './refunds/refund-address-submit-mutation';

export { useRevenue } from './dashboard/dashboard-revenue-query';
export { useRecentPayments } from './dashboard/dashboard-recent-payments-query';
export { paymentsExportUrl } from './dashboard/payments-export-url';

export { useBilling } from './billing/billing-query';
export { statementCsvUrl, useStatement } from './billing/billing-statement-query';

export { customersExportUrl, listCustomers, useCustomers } from './customers/customers-list-query';
export { useCustomer } from './customers/customer-query';
export { eraseCustomer, useEraseCustomer } from './customers/customer-erase-mutation';

export { listNotifications, useNotificationList } from './notifications/notifications-list-query';
export { markNotificationsRead } from './notifications/notifications-mark-read-mutation';
export { useUnreadNotificationCount } from './notifications/notifications-unread-count-query';
export { reloadNotifications } from './notifications/notifications-reload-signal';
export { useNotificationPreferences } from './notifications/notification-preferences-query';
export {
  updateNotificationPreference,
  useUpdateNotificationPreference,
} from './notifications/notification-preference-update-mutation';

export { useUserInvites } from './invites/invites-list-query';
export { acceptInvite, useAcceptInvite } from './invites/invite-accept-mutation';
export { refuseInvite, useRefuseInvite } from './invites/invite-refuse-mutation';

export { getCheckoutLink, useCheckoutLink } from './checkout/checkout-link-query';
export { getCheckoutSession, isFinalSession, useCheckoutSession } from './checkout/checkout-session-query';
export { openCheckoutSession, useOpenCheckoutSession } from './checkout/checkout-session-open-mutation';
export {
  submitCheckoutTransaction,
  useSubmitCheckoutTransaction,
} from './checkout/checkout-transaction-submit-mutation';

export { useLiveChannel } from './live/live-channel-hook';

export { deliveriesOf } from './webhooks/keys';
export { listWebhookEndpoints, useWebhookEndpoints } from './webhooks/webhooks-list-query';
export { listWebhookDeliveries, useWebhookDeliveries } from './webhooks/webhook-deliveries-query';
export { getWebhookDelivery, useWebhookDelivery } from './webhooks/webhook-delivery-query';
export { createWebhookEndpoint, useCreateWebhookEndpoint } from './webhooks/webhook-create-mutation';
export { updateWebhookEndpoint, useUpdateWebhookEndpoint } from './webhooks/webhook-update-mutation';
export { useRemoveWebhookEndpoint } from './webhooks/webhook-remove-mutation';
export { rotateWebhookSecret, useRotateWebhookSecret } from './webhooks/webhook-rotate-mutation';
export { sendWebhookTest, useSendWebhookTest } from './webhooks/webhook-test-mutation';
export { replayWebhooks, useReplayWebhooks } from './webhooks/webhook-replay-mutation';
export { sendPendingWebhooks, useSendPendingWebhooks } from './webhooks/webhook-send-pending-mutation';
export { redeliverWebhook, useRedeliverWebhook } from './webhooks/webhook-redeliver-mutation';

export { getSquarespace, listIntegrations, useIntegrations, useSquarespace } from './integrations/integration-queries';
export {
  createSquarespace,
  removeIntegration,
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
export { checkWooCommerce, useWooCommerceStatus } from './integrations/woocommerce-check-query';

export { issueWooCommerceCode, useIssueWooCommerceCode } from './integrations/woocommerce-code-mutation';
export {
  updateWooCommerce,
  useUpdateWooCommerce,
  type WooCommerceSettings,
} from './integrations/woocommerce-update-mutation';
export {
  getCheckoutOnramp,
  setLinkOnramp,
  startCheckoutOnramp,
  useCheckoutOnramp,
  useCompanyOnramp,
  useLinkOnramp,
  useStartCheckoutOnramp,
  useUpdateCompanyOnramp,
  useUpdateLinkOnramp,
} from './onramp/onramp-hooks';
export { onrampKeys } from './onramp/keys';
