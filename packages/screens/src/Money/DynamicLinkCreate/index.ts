export { DynamicLinkCreate, type DynamicLinkCreateProps } from './DynamicLinkCreate';
export type { DynamicLinkStep, DynamicLinkSubmission, DynamicLinkValues } from './DynamicLinkCreate.rules';
