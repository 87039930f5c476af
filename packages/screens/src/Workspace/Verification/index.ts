export { Verification, type VerificationProps } from './Verification';
export type { VerificationErrorKey, VerificationFieldError } from './Verification.messages';
export type { VerificationFieldErrors, VerificationFormValues, VerificationStartValues } from './Verification.rules';
