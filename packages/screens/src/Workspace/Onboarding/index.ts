export { Onboarding, type OnboardingProps } from './Onboarding';
export { normalizeWebsiteUrl, isWebsiteUrl } from '../../common/website';
export { companySizes, useCaseOptions, type CompanySize, type UseCase } from './Onboarding.rules';
export type {
  CreateWorkspaceValues,
  OnboardingValues,
  OnboardingStep,
  OnboardingErrorKey,
  OnboardingErrors,
} from './Onboarding.rules';
