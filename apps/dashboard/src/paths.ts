/** The query flag that asks onboarding for its create flow (`paths.createWorkspace`). */
export const createWorkspaceFlag = 'create';

/** The dashboard's client routes (docs/product.md). */
export const paths = {
  root: '/',
  login: '/auth/login',
  signup: '/auth/signup',
  confirmCode: '/auth/confirm-code',
  passwordResetStart: '/auth/password-reset-start',
  passwordResetComplete: '/auth/password-reset-complete',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  /**
   * Onboarding's create flow, asked for from the workspace menu: unlike plain `/onboarding`, it
   * stays open while the user already has workspaces (docs/decisions.md).
   */
  createWorkspace: `/onboarding?${createWorkspaceFlag}`,
  pendingInvites: '/pending-invites',
  account: '/account',
  settings: '/settings',
  businessDetails: '/settings/business-details',
  members: '/settings/members',
  inviteMember: '/settings/members/invite',
  verifyCompanyEmail: '/settings/verify-company-email',
  help: '/help',
  wallets: '/wallet-management',
  addWallet: '/wallet-management/add',
  paymentLinks: '/payment-links',
  newStaticLink: '/payment-links/new/static',
  newDynamicLink: '/payment-links/new/dynamic',
  newDonationLink: '/payment-links/new/donation',
  /** Payments no checkout session claimed, to assign by hand. */
  unmatchedPayments: '/payment-links/unmatched',
  /** The payers who left an e-mail or billing details through a link. */
  customers: '/customers',
  /** The tier, its limit and this month's use, fees and statements. */
  billing: '/billing',
  /** The workspace's API keys, test and live. */
  apiKeys: '/settings/api-keys',
  /** A workspace's webhook endpoints; an endpoint's deliveries under it (`webhookPath`). */
  webhooks: '/settings/webhooks',
  /** Identity and business verification, which raises the tier. */
  verification: '/settings/verification',
  /** The store integrations, each with its health. */
  integrations: '/integrations',
  squarespace: '/integrations/squarespace',
  /** Linking a WooCommerce store with its connection code, and the link's settings. */
  woocommerce: '/integrations/woocommerce',
  terms: '/legal/terms',
  privacy: '/legal/privacy',
} as const;

/** An endpoint's deliveries page. */
export const webhookPath = (endpointId: string) => `/settings/webhooks/${encodeURIComponent(endpointId)}`;

/** The payment link pages, those of one link included. */
export const linkPaths = {
  list: paths.paymentLinks,
  newStatic: paths.newStaticLink,
  newDynamic: paths.newDynamicLink,
  newDonation: paths.newDonationLink,
  /** A static or donation link's form. */
  edit: (linkId: string) => `/payment-links/static/${encodeURIComponent(linkId)}/edit`,
  /** A dynamic link's page. */
  dynamic: (linkId: string) => `/payment-links/dynamic/${encodeURIComponent(linkId)}`,
  /** A link's payments. */
  payments: (linkId: string) => `/payment-links/${encodeURIComponent(linkId)}`,
  unmatched: paths.unmatchedPayments,
};

/** Billing's pages. */
export const billingPaths = {
  /** A month's statement (`2026-06`). */
  statement: (month: string) => `/billing/statements/${encodeURIComponent(month)}`,
};

/** The customer pages. */
export const customerPaths = {
  list: paths.customers,
  detail: (customerId: string) => `/customers/${encodeURIComponent(customerId)}`,
};

/** A payment's page, and where it was reached from (its back link). */
export const paymentPaths = {
  detail: (paymentId: string, from?: { link?: boolean; customerId?: string }) => {
    const query = from?.customerId
      ? `?customer=${encodeURIComponent(from.customerId)}`
      : from?.link
        ? '?from=link'
        : '';
    return `/payments/${encodeURIComponent(paymentId)}${query}`;
  },
};

/** Pages anyone may open without a session. */
export const publicAuthPages: readonly string[] = [
  paths.login,
  paths.signup,
  paths.confirmCode,
  paths.passwordResetStart,
  paths.passwordResetComplete,
];

/** `/dashboard/` and `/dashboard` are the same page; `/` stays `/`. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The `redirect` query of the login page, when it is safe to follow: a path on this site
 * (starting with one `/`, not `//` or `/\`, which browsers treat as another host) and not an
 * auth page (which would only bounce back).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = normalizePath(value.split(/[?#]/)[0] ?? '/');
  if (publicAuthPages.includes(path)) return null;
  return value;
}

/** The login page, remembering where to return (nothing to remember for `/`). */
export function loginWithRedirect(target: string): string {
  if (target === '/' || target === '') return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirect: target })}`;
}
