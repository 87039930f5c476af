import type { RouteObject } from 'react-router';
import { page } from '../route-page';

/**
 * The signed-in pages, children of the `workspace` layout route (the sidebar shell). This table
 * is a module of its own, loaded on the first navigation into one of them (`deferredRoutes` in
 * router.tsx): the entry then carries neither these routes nor their chunks' file names, and
 * the login page does not grow with every signed-in page.
 */
export const routes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../routes/DashboardRoute')) },
  { path: 'pending-invites', lazy: page(() => import('../routes/PendingInvitesRoute')) },
  { path: 'account', lazy: page(() => import('../routes/AccountRoute')) },
  { path: 'settings', lazy: page(() => import('../routes/SettingsRoute')) },
  { path: 'settings/business-details', lazy: page(() => import('../routes/BusinessDetailsRoute')) },
  { path: 'settings/members', lazy: page(() => import('../routes/MembersRoute')) },
  { path: 'settings/members/invite', lazy: page(() => import('../routes/InviteMemberRoute')) },
  { path: 'settings/verification', lazy: page(() => import('../routes/VerificationRoute')) },
  { path: 'settings/webhooks', lazy: page(() => import('../routes/WebhooksRoute')) },
  { path: 'settings/webhooks/:endpointId', lazy: page(() => import('../routes/WebhookDeliveriesRoute')) },
  { path: 'settings/verify-company-email', lazy: page(() => import('../routes/VerifyCompanyEmailRoute')) },
  { path: 'help', lazy: page(() => import('../routes/HelpRoute')) },
  { path: 'wallet-management', lazy: page(() => import('../routes/WalletsRoute')) },
  { path: 'wallet-management/add', lazy: page(() => import('../routes/AddWalletRoute')) },
  { path: 'payment-links', lazy: page(() => import('../routes/PaymentLinksRoute')) },
  { path: 'payment-links/new/static', lazy: page(() => import('../routes/NewStaticLinkRoute')) },
  { path: 'payment-links/new/dynamic', lazy: page(() => import('../routes/NewDynamicLinkRoute')) },
  { path: 'payment-links/new/donation', lazy: page(() => import('../routes/NewDonationLinkRoute')) },
  { path: 'payment-links/static/:id/edit', lazy: page(() => import('../routes/EditLinkRoute')) },
  { path: 'payment-links/dynamic/:id', lazy: page(() => import('../routes/DynamicLinkRoute')) },
  { path: 'payment-links/:id', lazy: page(() => import('../routes/LinkPaymentsRoute')) },
  { path: 'payment-links/unmatched', lazy: page(() => import('../routes/UnmatchedPaymentsRoute')) },
  { path: 'settings/api-keys', lazy: page(() => import('../routes/ApiKeysRoute')) },
  { path: 'customers', lazy: page(() => import('../routes/CustomersRoute')) },
  { path: 'customers/:customerId', lazy: page(() => import('../routes/CustomerRoute')) },
  { path: 'payments/:paymentId', lazy: page(() => import('../routes/PaymentRoute')) },
  { path: 'billing', lazy: page(() => import('../routes/BillingRoute')) },
  { path: 'billing/statements/:month', lazy: page(() => import('../routes/BillingStatementRoute')) },
  { path: 'integrations', lazy: page(() => import('../routes/IntegrationsRoute')) },
  { path: 'integrations/squarespace', lazy: page(() => import('../routes/SquarespaceRoute')) },
  { path: 'integrations/woocommerce', lazy: page(() => import('../routes/WooCommerceRoute')) },
];
