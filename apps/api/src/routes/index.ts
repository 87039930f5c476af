import { apiKeyRoutes } from './api-keys';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { checkoutRoutes } from './checkout';
import { companyRoutes } from './company';
import { dashboardRoutes } from './dashboard';
import type { ServerRoute } from './define';
import { eventRoutes } from './events';
import { integrationRoutes } from './integrations';
import { inviteRoutes } from './invites';
import { memberRoutes } from './members';
import { notificationRoutes } from './notifications';
import { onrampRoutes } from './onramp';
import { paymentLinkRoutes } from './payment-links';
import { paymentRoutes } from './payments';
import { publicRoutes } from './public';
import { publicWebhookRoutes } from './public-webhooks';
import { refundRoutes } from './refunds';
import { systemRoutes } from './system';
import { userInviteRoutes } from './user-invites';
import { userRoutes } from './user';
import { verificationRoutes } from './verification';
import { walletRoutes } from './wallets';
import { webhookRoutes } from './webhooks';

/** The route table: registration and /openapi.json both read it. */
export const serverRoutes: readonly ServerRoute[] = [
  ...authRoutes,
  ...userRoutes,
  ...companyRoutes,
  ...memberRoutes,
  ...inviteRoutes,
  ...userInviteRoutes,
  ...walletRoutes,
  ...paymentLinkRoutes,
  ...checkoutRoutes,
  ...onrampRoutes,
  ...paymentRoutes,
  ...refundRoutes,
  ...dashboardRoutes,
  ...billingRoutes,
  ...integrationRoutes,
  ...eventRoutes,
  ...notificationRoutes,
  ...webhookRoutes,
  ...apiKeyRoutes,
  ...publicRoutes,
  ...publicWebhookRoutes,
  ...verificationRoutes,
  ...systemRoutes,
];
