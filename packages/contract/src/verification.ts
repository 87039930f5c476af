// Tier verification (Silver, Gold) through an identity provider: the states a request goes
// through, the jurisdictions a business may be verified in, and the structs of the
// verification routes (verification-routes.ts). docs/product.md, "Tier verification".
import { array, boolean, enums, object, string, type Infer } from 'superstruct';
import { Country } from './rules';
import { annotate, nullable, optional } from './schema';
import { requiredText } from './phone';
import { TierStruct } from './company';
import { DETAIL_MAX_LENGTH } from './workspace-rules';
import { DateTime, Uuid } from './ids';

/** The tier a verification lifts the workspace to. */
export const VERIFICATION_LEVELS = ['silver', 'gold'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/** Who is checked: a person (Silver by identity) or the business (Silver, and Gold's enhanced check). */
export const VERIFICATION_SUBJECTS = ['individual', 'business'] as const;
export type VerificationSubject = (typeof VERIFICATION_SUBJECTS)[number];

/**
 * Every provider's outcome, normalised: not started, in progress (the person is filling it in),
 * under review, approved, action required (resubmission asked), rejected (final), expired
 * (start again).
 */
export const VERIFICATION_STATES = [
  'not_started',
  'in_progress',
  'under_review',
  'approved',
  'action_required',
  'rejected',
  'expired',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What the merchant is shown: Active, In Progress, Rejected, and Pending for an enhanced check in review. */
export const MERCHANT_VERIFICATION_STATUSES = ['active', 'in_progress', 'pending', 'rejected'] as const;
export type MerchantVerificationStatus = (typeof MERCHANT_VERIFICATION_STATUSES)[number];

/** The status a merchant sees for a request in `state`; null when there is none to show (not started, expired). */
export function merchantVerificationStatus(
  level: VerificationLevel,
  state: VerificationState,
): MerchantVerificationStatus | null {
  switch (state) {
    case 'approved':
      return 'active';
    case 'rejected':
    case 'action_required':
      return 'rejected';
    case 'in_progress':
      return 'in_progress';
    case 'under_review':
      return level === 'gold' ? 'pending' : 'in_progress';
    default:
      return null;
  }
}

/** Whether a request in `state` is still open (the person or the provider has something to do). */
export function verificationOpen(state: VerificationState): boolean {
  return state === 'in_progress' || state === 'under_review';
}

/** How long a handoff address (continue on a phone) works, once. */
export const VERIFICATION_HANDOFF_MINUTES = 10;

/** The registration number of a business (enhanced verification). */
export const REGISTRATION_NUMBER_MAX_LENGTH = 64;

/** A state or province, by the part of its ISO 3166-2 code after the country (`CA` for US-CA). */
export const Region = annotate(requiredText(8), { description: 'ISO 3166-2 subdivision code without the country' });

/** POST /company/{id}/verify-identity: Silver by verifying a person (the caller). */
export const VerifyIdentityRequest = object({
  /** Where the person's documents come from, when they say. */
  country: optional(Country),
});
export type VerifyIdentityRequest = Infer<typeof VerifyIdentityRequest>;

/** POST /company/{id}/verify-business: Silver by verifying the business in its jurisdiction. */
export const VerifyBusinessRequest = object({
  legalName: requiredText(DETAIL_MAX_LENGTH),
  country: Country,
  /** Required where the country's businesses are registered by state or province (US, CA, AU...). */
  region: optional(Region),
});
export type VerifyBusinessRequest = Infer<typeof VerifyBusinessRequest>;

/** POST /company/{id}/verify-business-enhanced: Gold, once Silver; registration number and country required. */
export const VerifyBusinessEnhancedRequest = object({
  registrationNumber: requiredText(REGISTRATION_NUMBER_MAX_LENGTH),
  country: Country,
  region: optional(Region),
});
export type VerifyBusinessEnhancedRequest = Infer<typeof VerifyBusinessEnhancedRequest>;

/** Where a verification request stands: the fields its object and its `verification.updated` event share. */
export const verificationDecisionFields = {
  level: enums(VERIFICATION_LEVELS),
  subject: enums(VERIFICATION_SUBJECTS),
  state: enums(VERIFICATION_STATES),
  /** What the merchant is shown: null before the provider decided, and when nothing is under way (expired). */
  status: nullable(enums(MERCHANT_VERIFICATION_STATUSES)),
  /** The provider's reasons for its decision (resubmission asked, rejected). */
  reasons: array(string()),
  /** Whether a new request may be started after this decision. */
  retryable: boolean(),
};

/** A verification request as the workspace's members see it: the decision, never the provider's data. */
export const Verification = object({
  id: Uuid,
  ...verificationDecisionFields,
  country: nullable(Country),
  region: nullable(string()),
  legalName: nullable(string()),
  registrationNumber: nullable(string()),
  expiresAt: DateTime,
  decidedAt: nullable(DateTime),
  createdAt: DateTime,
  /** The provider's page, while the request is open, for the members who may complete it (owners, admins). */
  continueUrl: nullable(string()),
});
export type Verification = Infer<typeof Verification>;

/** GET /company/{id}/verification: the tier and the latest request of each level. */
export const VerificationOverview = object({
  tier: TierStruct,
  domainVerified: boolean(),
  silver: nullable(Verification),
  gold: nullable(Verification),
});
export type VerificationOverview = Infer<typeof VerificationOverview>;

/** A request just started: where the person completes it on this device. */
export const VerificationStarted = object({
  verification: Verification,
  /** The provider's hosted page. */
  hostedUrl: string(),
});
export type VerificationStarted = Infer<typeof VerificationStarted>;

/** POST /company/{id}/verification/{verificationId}/handoff: a single-use address for a phone, also mailed. */
export const VerificationHandoff = object({
  url: string(),
  expiresAt: DateTime,
  /** Where the instructions were mailed. */
  mailedTo: string(),
});
export type VerificationHandoff = Infer<typeof VerificationHandoff>;

export const EligibleRegion = object({ code: string(), name: string() });
export const EligibleCountry = object({
  code: Country,
  /** The states or provinces to choose from; empty when the country needs none. */
  regions: array(EligibleRegion),
});
export type EligibleCountry = Infer<typeof EligibleCountry>;

/** GET /company/verification/eligible-(enhanced-)kyb-countries */
export const EligibleCountriesResponse = object({ countries: array(EligibleCountry) });
export type EligibleCountriesResponse = Infer<typeof EligibleCountriesResponse>;
