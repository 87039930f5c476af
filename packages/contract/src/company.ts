import { array, boolean, enums, integer, object, refine, string, type Infer, type Struct } from 'superstruct';
import { Country, Email } from './rules';
import { annotate, nullable, optional } from './schema';
import { optionalText, OptionalPhone, Phone, requiredText } from './phone';
import { passwordText, singleLineText } from './text';
import { TimeZoneName } from './time-zone';
import { CurrencyStruct } from './currencies';
import {
  COMPANY_SIZES,
  DETAIL_MAX_LENGTH,
  isWebsiteUrl,
  normalizeWebsiteUrl,
  ROLES,
  TIERS,
  USE_CASES,
  WORKSPACE_NAME_MAX_LENGTH,
} from './workspace-rules';
import { DateTime, Uuid, UuidField } from './ids';

export { OptionalPhone, Phone, PHONE_MAX_LENGTH } from './phone';

export const Role = annotate(enums(ROLES), { description: 'owner, admin, developer or viewer' });
export const CompanySizeStruct = enums(COMPANY_SIZES);
export const UseCaseStruct = enums(USE_CASES);
export const TierStruct = enums(TIERS);

export const WorkspaceName = requiredText(WORKSPACE_NAME_MAX_LENGTH);

/** A website as typed: `https://` is put in front when no scheme is given. */
export const WebsiteUrl = annotate(
  refine(singleLineText(), 'invalid', (value) => {
    const normalized = normalizeWebsiteUrl(value);
    return normalized === undefined || isWebsiteUrl(normalized) || 'Enter a web address such as acme.example';
  }),
  { format: 'uri', examples: ['https://acme.example'], description: 'https:// is added when no scheme is given' },
);

/** An e-mail address that may be cleared with an empty string. */
export const OptionalEmail = annotate(
  refine(
    singleLineText(),
    'invalid',
    (value) => value.trim() === '' || Email.is(value.trim()) || 'Enter a valid e-mail address',
  ),
  { format: 'email' },
);

/** The company's address; sent only when a street is given. */
export const StructuredAddress = object({
  street: requiredText(DETAIL_MAX_LENGTH),
  city: optionalText(DETAIL_MAX_LENGTH),
  state: optionalText(DETAIL_MAX_LENGTH),
  postalCode: optionalText(32),
  country: Country,
});
export type StructuredAddress = Infer<typeof StructuredAddress>;

/** The saved address as the API answers it (stored text, not checked again). */
const StructuredAddressView = object({
  street: string(),
  city: string(),
  state: string(),
  postalCode: string(),
  country: Country,
});

/** `sizeOther` is required when the size is `other`, `useCaseOther` when the use cases include `other`. */
function otherAnswers<T extends { size?: string; sizeOther?: string; useCases?: string[]; useCaseOther?: string }>(
  struct: Struct<T, unknown>,
): Struct<T, unknown> {
  return refine(struct, 'required', (value) => {
    const failures: { path: string[]; message: string }[] = [];
    if (value.size === 'other' && !value.sizeOther?.trim())
      failures.push({ path: ['sizeOther'], message: 'Describe the company size' });
    if (value.useCases?.includes('other') && !value.useCaseOther?.trim())
      failures.push({ path: ['useCaseOther'], message: 'Describe the use case' });
    return failures.length === 0 ? true : failures;
  });
}

/** POST /company: the workspace created at onboarding. The creator becomes its owner. */
export const CreateCompanyRequest = otherAnswers(
  object({
    name: WorkspaceName,
    size: CompanySizeStruct,
    sizeOther: optional(optionalText(DETAIL_MAX_LENGTH)),
    country: Country,
    websiteUrl: optional(WebsiteUrl),
    useCases: annotate(
      refine(array(UseCaseStruct), 'required', (value) => value.length > 0 || 'Choose at least one use case'),
      { minItems: 1 },
    ),
    useCaseOther: optional(optionalText(DETAIL_MAX_LENGTH)),
    phone: Phone,
    /** The workspace's time zone (the browser's at onboarding); UTC when left out. */
    timeZone: optional(TimeZoneName),
    /** The pricing currency; the country's own (`currencyForCountry`) when left out. */
    currency: optional(CurrencyStruct),
  }),
);
export type CreateCompanyRequest = Infer<typeof CreateCompanyRequest>;

/**
 * PATCH /company/{id}: only the fields sent change. Empty strings and `null` clear a field;
 * the website is normalised as at onboarding.
 */
export const UpdateCompanyRequest = otherAnswers(
  object({
    name: optional(WorkspaceName),
    legalName: optional(optionalText(DETAIL_MAX_LENGTH)),
    registrationNumber: optional(optionalText(64)),
    websiteUrl: optional(nullable(WebsiteUrl)),
    email: optional(nullable(OptionalEmail)),
    phone: optional(nullable(OptionalPhone)),
    structuredAddress: optional(nullable(StructuredAddress)),
    country: optional(Country),
    size: optional(CompanySizeStruct),
    sizeOther: optional(optionalText(DETAIL_MAX_LENGTH)),
    useCases: optional(
      refine(array(UseCaseStruct), 'required', (value) => value.length > 0 || 'Choose at least one use case'),
    ),
    useCaseOther: optional(optionalText(DETAIL_MAX_LENGTH)),
    timeZone: optional(TimeZoneName),
    /** Owners and admins: the pricing currency of new links and sessions (existing links keep theirs). */
    currency: optional(CurrencyStruct),
  }),
);
export type UpdateCompanyRequest = Infer<typeof UpdateCompanyRequest>;

/** The outcome of a domain check: the right record, no record, a record with another value, or no answer. */
export const DOMAIN_CHECK_RESULTS = ['verified', 'notFound', 'wrongValue', 'error'] as const;
export type DomainCheckResult = (typeof DOMAIN_CHECK_RESULTS)[number];

export const DomainVerification = object({
  /** Where the TXT record goes (the website's host, without `www.`). */
  host: string(),
  /** The record's value is `meridian-verification=<token>`. */
  token: string(),
  verified: boolean(),
  verifiedAt: nullable(DateTime),
  lastCheck: nullable(object({ result: enums(DOMAIN_CHECK_RESULTS), checkedAt: DateTime })),
});
export type DomainVerification = Infer<typeof DomainVerification>;

export const EmailVerification = object({
  /** The company e-mail address the link goes to. */
  address: string(),
  verified: boolean(),
  verifiedAt: nullable(DateTime),
  /** When the last link was sent. */
  lastSentAt: nullable(DateTime),
});
export type EmailVerification = Infer<typeof EmailVerification>;

/** A workspace as a member sees it (GET /company/{id}). */
export const Company = object({
  id: Uuid,
  name: string(),
  /** The caller's role in it. */
  role: Role,
  memberCount: integer(),
  tier: TierStruct,
  size: CompanySizeStruct,
  sizeOther: nullable(string()),
  useCases: array(UseCaseStruct),
  useCaseOther: nullable(string()),
  country: Country,
  websiteUrl: nullable(string()),
  legalName: nullable(string()),
  registrationNumber: nullable(string()),
  email: nullable(string()),
  phone: nullable(string()),
  structuredAddress: nullable(StructuredAddressView),
  /** Null while no website is saved. */
  domainVerification: nullable(DomainVerification),
  /** Null while no company e-mail is saved. */
  emailVerification: nullable(EmailVerification),
  /** Its IANA time zone: the dashboard's days, hours and months. */
  timeZone: string(),
  /** The pricing currency of new links and sessions. */
  currency: CurrencyStruct,
  createdAt: DateTime,
});
export type Company = Infer<typeof Company>;

/** One of the caller's workspaces (GET /user/companies). */
export const CompanySummary = object({
  id: Uuid,
  name: string(),
  role: Role,
  memberCount: integer(),
  tier: TierStruct,
  /** The pricing currency of new links and sessions. */
  currency: CurrencyStruct,
});
export type CompanySummary = Infer<typeof CompanySummary>;

export const CompanyListResponse = object({ companies: array(CompanySummary) });
export type CompanyListResponse = Infer<typeof CompanyListResponse>;

export const Member = object({
  memberId: Uuid,
  email: string(),
  name: nullable(string()),
  username: string(),
  privilege: Role,
  joinedAt: DateTime,
});
export type Member = Infer<typeof Member>;

export const MemberListResponse = object({ members: array(Member) });
export type MemberListResponse = Infer<typeof MemberListResponse>;

/** PATCH /company/{id}/members/set-privilege. `password` is asked for when making an owner after 15 minutes. */
export const SetPrivilegeRequest = object({
  memberId: UuidField,
  privilege: Role,
  password: optional(annotate(passwordText(), { format: 'password' })),
});
export type SetPrivilegeRequest = Infer<typeof SetPrivilegeRequest>;

/** An invitation as the workspace sees it. */
export const CompanyInvite = object({
  id: Uuid,
  email: string(),
  privilege: Role,
  invitedAt: DateTime,
  /** The inviter's name, or username. */
  invitedBy: string(),
});
export type CompanyInvite = Infer<typeof CompanyInvite>;

export const CompanyInviteListResponse = object({ invites: array(CompanyInvite) });
export type CompanyInviteListResponse = Infer<typeof CompanyInviteListResponse>;

/** POST /company/{id}/members/invites */
export const CreateInviteRequest = object({ email: Email, privilege: Role });
export type CreateInviteRequest = Infer<typeof CreateInviteRequest>;

/** PATCH /company/{id}/members/invites/rescind */
export const RescindInviteRequest = object({ email: Email });
export type RescindInviteRequest = Infer<typeof RescindInviteRequest>;

/** An invitation as its invitee sees it (GET /company/invites). */
export const UserInvite = object({
  id: Uuid,
  companyId: Uuid,
  companyName: string(),
  privilege: Role,
  invitedBy: string(),
  invitedAt: DateTime,
});
export type UserInvite = Infer<typeof UserInvite>;

export const UserInviteListResponse = object({ invites: array(UserInvite) });
export type UserInviteListResponse = Infer<typeof UserInviteListResponse>;

/** PATCH /company/invites/accept and /refuse */
export const InviteAnswerRequest = object({ inviteId: UuidField });
export type InviteAnswerRequest = Infer<typeof InviteAnswerRequest>;

/** POST /company/{id}/send-email-verification-link */
export const EmailLinkSentResponse = object({ sentTo: string(), sentAt: DateTime });
export type EmailLinkSentResponse = Infer<typeof EmailLinkSentResponse>;

/** POST /company/{id}/verify-domain-name: the check's outcome, also recorded on the company. */
export const DomainCheckResponse = DomainVerification;
export type DomainCheckResponse = Infer<typeof DomainCheckResponse>;

/** How long a company e-mail verification link works. */
export const EMAIL_VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How recent the last login must be to make someone an owner without the password. */
export const REAUTHENTICATION_WINDOW_MS = 15 * 60 * 1000;
/** Pending invitations expire after this long. */
export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** At most this many invitations wait for an answer in one workspace. */
export const MAX_PENDING_INVITES_PER_COMPANY = 100;
