export { StaticLinkForm, type StaticLinkFormProps } from './StaticLinkForm';
export type {
  StaticLinkErrorKey,
  StaticLinkStep,
  StaticLinkSubmission,
  StaticLinkValues,
} from './StaticLinkForm.rules';
