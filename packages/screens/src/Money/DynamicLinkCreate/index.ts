export { DynamicLinkCreate, type DynamicLinkCreateProps } from './DynamicLinkCreate';
export type {
  DynamicLinkErrorKey,
  DynamicLinkStep,
  DynamicLinkSubmission,
  DynamicLinkValues,
} from './DynamicLinkCreate.rules';
