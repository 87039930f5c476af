import { authRoutes } from './auth';
import { checkoutRoutes } from './checkout';
import { companyRoutes } from './company';
import { dashboardRoutes } from './dashboard';
import type { ServerRoute } from './define';
import { eventRoutes } from './events';
import { integrationRoutes } from './integrations';
import { inviteRoutes } from './invites';
import { memberRoutes } from './members';
import { paymentLinkRoutes } from './payment-links';
import { paymentRoutes } from './payments';
import { systemRoutes } from './system';
import { userInviteRoutes } from './user-invites';
import { userRoutes } from './user';
import { walletRoutes } from './wallets';

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
  ...paymentRoutes,
  ...dashboardRoutes,
  ...integrationRoutes,
  ...eventRoutes,
  ...systemRoutes,
];
