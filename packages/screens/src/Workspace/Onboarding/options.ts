/** The company sizes offered at onboarding, in employees; `other` asks for a description. */
export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+', 'other'] as const;
export type CompanySize = (typeof companySizes)[number];

/** What a workspace means to use Meridian for; `other` asks for a description. */
export const useCaseOptions = [
  'online_store',
  'invoices_payment_links',
  'donations',
  'subscriptions',
  'marketplace',
  'other',
] as const;
export type UseCase = (typeof useCaseOptions)[number];

/** The longest workspace name accepted. */
export const WORKSPACE_NAME_MAX_LENGTH = 100;
