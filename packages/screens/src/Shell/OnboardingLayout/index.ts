export { OnboardingLayout, type OnboardingLayoutProps } from './OnboardingLayout';
