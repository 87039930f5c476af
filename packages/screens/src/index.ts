// The public API of @meridian/screens: every export is named here on purpose (see index.test.ts).
export {
  GuestLayout,
  LanguagePicker,
  LanguagePickerContext,
  type GuestLayoutProps,
  type LanguagePickerProps,
} from './Auth/GuestLayout';
export { Login, type LoginProps, type LoginValues } from './Auth/Login';
export { Signup, type SignupProps, type SignupValues } from './Auth/Signup';
export { ConfirmCode, type ConfirmCodeProps, type ConfirmCodeValues, type ResendStatus } from './Auth/ConfirmCode';
export { ForgotPassword, type ForgotPasswordProps, type ForgotPasswordValues } from './Auth/ForgotPassword';
export {
  UpdatePassword,
  type UpdatePasswordProps,
  type UpdatePasswordValues,
  type UpdatePasswordFields,
} from './Auth/UpdatePassword';
export {
  ResetPassword,
  type ResetPasswordProps,
  type ResetPasswordValues,
  type ResetPasswordFields,
} from './Auth/ResetPassword';
export { NotFound, type NotFoundProps } from './Auth/NotFound';
export { ServerError, type ServerErrorProps } from './Auth/ServerError';
export { authErrorKeys, type AuthErrorKey, type FieldErrors } from './Auth/authErrors';
export type { ActionResult, SubmitStatus } from './common/usePendingAction';
export { holdUntilPageSettled, whenPageSettled } from './common/pageSettled';
export type { TypedTexts } from './common/useFormSteps';
export {
  BusinessDetails,
  businessDetailsToastMessages,
  isValidWebsite,
  normalizeWebsite,
  toBusinessDetailsUpdate,
  txtRecordValue,
  validateBusinessDetails,
  type BusinessDetailsErrorKey,
  type BusinessDetailsProps,
  type BusinessDetailsUpdate,
  type BusinessDetailsValues,
  type CompanyEmailVerificationState,
  type DomainCheckResult,
  type DomainVerificationState,
  type StructuredAddress,
} from './Workspace/BusinessDetails';
export {
  OnrampSettings,
  onrampSettingsToastMessages,
  type OnrampSettingsProps,
  type OnrampSettingsView,
} from './Workspace/OnrampSettings';
export { VerifyCompanyEmail, type VerifyCompanyEmailProps } from './Workspace/VerifyCompanyEmail';
export {
  Account,
  AccountAppearance,
  AccountNotifications,
  notificationToastMessages,
  appearanceToastMessages,
  accountToastMessages,
  checkPasswordChange,
  checkPictureFile,
  displayLanguages,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  type AccountDetailsValues,
  type AccountProps,
  type AccountAppearanceProps,
  type AccountNotificationsProps,
  type AccountSaveStatus,
  type AccountTheme,
  type AccountUser,
  type DisplayLanguage,
  type PasswordChangeFields,
  type PasswordChangeProblem,
  type PasswordChangeValues,
  type PasswordFieldErrors,
  type AccountEmailProps,
  type EmailChangeStatus,
  type EmailChangeValues,
  type PhoneStatus,
  type PhoneVerificationValues,
  type PictureStatus,
} from './Workspace/Account';
export {
  foldForSearch,
  Help,
  matchesQuery,
  type HelpLinks,
  type HelpProps,
  type HelpTestNetwork,
} from './Workspace/Help';
export * from './Shell/DefaultLayout';
export { OnboardingLayout, type OnboardingLayoutProps } from './Shell/OnboardingLayout';
export {
  NotificationsPanel,
  type NotificationsPanelProps,
  type NotificationsPanelStatus,
} from './Shell/NotificationsPanel';
export {
  Onboarding,
  normalizeWebsiteUrl,
  isWebsiteUrl,
  companySizes,
  useCaseOptions,
  type OnboardingProps,
  type CompanySize,
  type UseCase,
  type CreateWorkspaceValues,
  type OnboardingValues,
  type OnboardingStep,
  type OnboardingErrorKey,
  type OnboardingErrors,
} from './Workspace/Onboarding';
export {
  PendingInvites,
  PendingInvitesList,
  type PendingInvitesProps,
  type PendingInvitesListProps,
  type PendingInvite,
  type InviteAction,
  type InviteActionState,
} from './Workspace/PendingInvites';
export { Settings, type SettingsProps, type SettingsLinks } from './Workspace/Settings';
export { Integrations, type IntegrationsProps } from './Workspace/Integrations';
export {
  Squarespace,
  type SquarespaceKeyError,
  type SquarespaceLinkSettings,
  type SquarespaceProps,
  type SquarespaceWallet,
} from './Workspace/Squarespace';
export {
  WooCommerce,
  type WooCommerceProps,
  type WooCommerceState,
  type WooCommerceStoreSettings,
  type WooCommerceWallet,
} from './Workspace/WooCommerce';
export {
  Billing,
  BillingStatement,
  type BillingProps,
  type BillingStatementProps,
  type BillingView,
  type StatementView,
} from './Workspace/Billing';
export {
  CustomerDetail,
  Customers,
  customerLabel,
  type CustomerDetailProps,
  type CustomerRefundView,
  type CustomersProps,
} from './Money/Customers';
export {
  CHECKLIST_STEPS,
  Dashboard,
  DashboardLoading,
  type ChecklistStep,
  type ChecklistStepId,
  type DashboardProps,
  type RecentPaymentView,
  type RevenueBucket,
  type RevenueFigures,
  type RevenueView,
} from './Workspace/Dashboard';
export {
  PasswordConfirmDialog,
  type PasswordConfirmDialogProps,
  type PasswordConfirmErrorKey,
} from './Workspace/PasswordConfirmDialog';
export {
  Members,
  type MembersProps,
  type WorkspaceMember,
  type MemberInvite,
  type MembersErrorKey,
} from './Workspace/Members';
export { ApiKeys, type ApiKeysProps, type ApiKeyItem, type ApiKeysErrorKey, type NewApiKey } from './Workspace/ApiKeys';
export {
  InviteMember,
  type InviteMemberProps,
  type InviteMemberValues,
  type InviteMemberErrorKey,
} from './Workspace/InviteMember';
export {
  workspaceRoles,
  assignableRoles,
  canManageMembers,
  isRoleWithin,
  useRoleText,
  type WorkspaceRole,
} from './common/roles';
export { accountTiers, nextTier, useTierText, type AccountTier } from './common/tiers';
export { phoneErrorKey, phoneErrorKeyOfCode, phoneErrorMessages, type PhoneErrorKey } from './common/phone';
export type { WalletView, PaymentLinkView } from './Money/common/views';
export type { WalletDetailsValues } from './Money/common/WalletDetailsFields';
export {
  WalletManagement,
  type WalletEditValues,
  type WalletManagementProps,
  type WalletManagementErrorKey,
} from './Money/WalletManagement';
export {
  WalletSignatureDialog,
  type WalletSignatureDialogProps,
  type WalletSignatureError,
} from './Money/WalletSignatureDialog';
export {
  AddWallet,
  type AddWalletProps,
  type AddWalletStep,
  type AddWalletValues,
  type NewWallet,
  type WalletConnection,
  type WalletConnector,
  useWalletErrorText,
} from './Money/AddWallet';
export {
  PaymentLinks,
  defaultLinkFilters,
  paymentLinksToastMessages,
  type PaymentLinksProps,
  type PaymentLinkFilters,
  type PaymentLinkSort,
  type NewLinkHrefs,
} from './Money/PaymentLinks';
export {
  StaticLinkForm,
  type StaticLinkFormProps,
  type StaticLinkErrorKey,
  type StaticLinkStep,
  type StaticLinkSubmission,
  type StaticLinkValues,
} from './Money/StaticLinkForm';
export {
  DynamicLinkCreate,
  type DynamicLinkCreateProps,
  type DynamicLinkErrorKey,
  type DynamicLinkStep,
  type DynamicLinkSubmission,
  type DynamicLinkValues,
} from './Money/DynamicLinkCreate';
export {
  DynamicLinkView,
  type DynamicLinkViewProps,
  type DynamicLinkDetails,
  type DynamicLinkPayment,
} from './Money/DynamicLinkView';
export {
  DonationLinkForm,
  type DonationLinkFormProps,
  type DonationLinkErrorKey,
  type DonationLinkSubmission,
  type DonationLinkValues,
} from './Money/DonationLinkForm';
export {
  Checkout,
  CheckoutLayout,
  CheckoutNotFound,
  loadSessionSteps,
  paymentRequestUri,
  type CheckoutProps,
  type CheckoutLayoutProps,
  type CheckoutNotFoundProps,
  type CheckoutStartValues,
  type CheckoutStartSubmission,
  type CheckoutCollect,
  type CheckoutConfirmations,
  type CheckoutConnector,
  type CheckoutDetails,
  type CheckoutLink,
  type CheckoutNetwork,
  type CheckoutQuote,
  type CheckoutState,
  type CheckoutStateName,
  type CheckoutToken,
  type TokenAmount,
  type CheckoutOnrampOffer,
  type CheckoutOnrampProps,
  type CheckoutOnrampMethod,
} from './Money/Checkout';
export { PaymentDone, type PaymentDoneProps, type PaymentReceipt } from './Money/PaymentDone';
export { LinkPayments, type LinkPaymentsLink, type LinkPaymentsProps } from './Money/LinkPayments';
export { UnmatchedPayments, type UnmatchedPaymentsProps, type AssignTarget } from './Money/UnmatchedPayments';
export {
  PaymentDetail,
  type PaymentDetailProps,
  type PaymentDetailView,
  type RefundActions,
  type RefundHashErrorKey,
  type RefundSendErrorKey,
} from './Money/PaymentDetail';
export {
  RefundDialog,
  readRefund,
  type NewRefund,
  type RefundDialogProps,
  type RefundValues,
} from './Money/RefundDialog';
export { RefundAddress, type RefundAddressProps, type RefundAddressView } from './Money/RefundAddress';
export {
  formatPrice,
  unitsLeft,
  type RateView,
  type RefundNetwork,
  type RefundView,
  type RefundViewState,
} from './Money/common/refunds';
export { PAYMENT_STATUSES, type MoneyAmount, type PaymentStatus, type PaymentView } from './Money/common/payments';
export { formatTokenAmount, tokenDecimal } from './Money/common/tokenAmount';
export {
  urlErrorKey,
  Webhooks,
  type WebhookActionErrorKey,
  type WebhookCreateErrors,
  type WebhookCreateValues,
  type WebhookEndpointView,
  type WebhooksErrorKey,
  type WebhooksProps,
  type WebhookUrlErrorKey,
} from './Workspace/Webhooks';
export {
  REPLAY_WINDOWS,
  WebhookDeliveries,
  type ReplayWindow,
  type WebhookAttemptView,
  type WebhookDeliveriesErrorKey,
  type WebhookDeliveriesProps,
  type WebhookDeliveryDetailView,
  type WebhookDeliveryView,
} from './Workspace/WebhookDeliveries';
export {
  Verification,
  type VerificationErrorKey,
  type VerificationFieldError,
  type VerificationFieldErrors,
  type VerificationFormValues,
  type VerificationProps,
  type VerificationStartValues,
} from './Workspace/Verification';
