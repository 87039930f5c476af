import { COMPANY_SIZES, USE_CASES } from '@meridian/contract';

// The option lists are the contract's, so that the form offers exactly what the API accepts.
export { WORKSPACE_NAME_MAX_LENGTH, type CompanySize, type UseCase } from '@meridian/contract';

/** The company sizes offered at onboarding, in employees; `other` asks for a description. */
export const companySizes = COMPANY_SIZES;

/** What a workspace means to use Meridian for; `other` asks for a description. */
export const useCaseOptions = USE_CASES;
