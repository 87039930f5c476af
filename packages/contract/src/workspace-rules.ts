/**
 * Workspace rules shared by the client and the server: roles and what each may do
 * (docs/product.md, "Roles and permissions"), the onboarding option lists, and the
 * website and address rules of docs/product.md ("Codes and limits").
 */

export const ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Higher ranks include everything lower ranks may do. */
const ROLE_RANK: Readonly<Record<Role, number>> = { viewer: 0, developer: 1, admin: 2, owner: 3 };

/** What a role may do in its workspace. */
export const Permission = {
  /** See the dashboard, payments, links, wallets and members. */
  view: 'view',
  /** Create, edit, disable, enable and archive payment links. */
  manageLinks: 'manageLinks',
  /** API keys and integrations. */
  manageDeveloper: 'manageDeveloper',
  /** Assign an unmatched payment to a checkout session. */
  managePayments: 'managePayments',
  /** Add, edit and remove wallets. */
  manageWallets: 'manageWallets',
  /** Invite, rescind and remove members; set privileges up to one's own role. */
  manageMembers: 'manageMembers',
  /** Business details, domain and e-mail verification, tier verification. */
  manageBusiness: 'manageBusiness',
  /** Erase a customer's personal details on request. */
  manageCustomers: 'manageCustomers',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/** The lowest role that has each permission (the matrix of docs/product.md). */
const LOWEST_ROLE: Readonly<Record<Permission, Role>> = {
  view: 'viewer',
  manageLinks: 'developer',
  manageDeveloper: 'developer',
  managePayments: 'developer',
  manageWallets: 'admin',
  manageMembers: 'admin',
  manageBusiness: 'admin',
  manageCustomers: 'admin',
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[LOWEST_ROLE[permission]];
}

/**
 * The rank rule: nobody acts on a role above their own. Someone with `actorRole` may give
 * `role` (invite with it, set a member to it) and act on a member who holds it (change their
 * role, remove them) only when `role` is at or below their own.
 */
export function withinRank(actorRole: Role, role: Role): boolean {
  return ROLE_RANK[role] <= ROLE_RANK[actorRole];
}

/** The roles a caller may give, highest first. */
export function grantableRoles(callerRole: Role): Role[] {
  return ROLES.filter((role) => withinRank(callerRole, role));
}

/** Company sizes offered at onboarding, in employees; `other` asks for a description. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+', 'other'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** What a workspace means to use Meridian for; `other` asks for a description. */
export const USE_CASES = [
  'online_store',
  'invoices_payment_links',
  'donations',
  'subscriptions',
  'marketplace',
  'other',
] as const;
export type UseCase = (typeof USE_CASES)[number];

export const WORKSPACE_NAME_MAX_LENGTH = 100;
/** Free-text answers (other size, other use case), legal name, registration number, address lines. */
export const DETAIL_MAX_LENGTH = 200;

/** Verification tiers and their payment limits (docs/product.md, "Tier limits"). */
export const TIERS = ['notVerified', 'basic', 'basicPlus', 'silver', 'gold'] as const;
export type Tier = (typeof TIERS)[number];

/** A scheme at the start of a URL, as in `https://` or `ftp://`. */
const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The website address as the workspace stores it (docs/product.md): trimmed, with
 * `https://` put in front when no scheme was typed (`example.com`, `//example.com`);
 * `undefined` when nothing was typed, so the field is left out.
 */
export function normalizeWebsiteUrl(input: string): string | undefined {
  const value = input.trim();
  if (value === '') return undefined;
  if (SCHEME.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}

export const WEBSITE_MAX_LENGTH = 2048;

/**
 * Whether `url` is a web address on a named host (a dot in the host), with one of `protocols`,
 * no spaces and at most `maxLength` characters.
 */
export function isWebAddress(url: string, protocols: readonly string[], maxLength: number): boolean {
  if (/\s/.test(url) || url.length > maxLength) return false;
  try {
    const parsed = new URL(url);
    return protocols.includes(parsed.protocol) && /^[^.]+(\.[^.]+)+$/.test(parsed.hostname);
  } catch {
    return false;
  }
}

/** Whether a normalised address is a web page on a named host: http(s), a dot in the host, no spaces. */
export function isWebsiteUrl(url: string): boolean {
  return isWebAddress(url, ['https:', 'http:'], WEBSITE_MAX_LENGTH);
}

/** The host name whose TXT record proves the domain (`www.` left out), or null for no website. */
export function websiteHost(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The value of the TXT record that proves a domain belongs to the workspace. */
export function domainRecordValue(token: string): string {
  return `meridian-verification=${token}`;
}
