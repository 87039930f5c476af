export { BusinessDetails, type BusinessDetailsProps } from './BusinessDetails';
export { businessDetailsToastMessages } from './BusinessDetails.messages';
export { txtRecordValue, type DomainCheckResult, type DomainVerificationState } from './BusinessDetailsDomain';
export { type CompanyEmailVerificationState } from './BusinessDetailsEmail';
export {
  isValidWebsite,
  normalizeWebsite,
  toBusinessDetailsUpdate,
  validateBusinessDetails,
  type BusinessDetailsErrorKey,
  type BusinessDetailsUpdate,
  type BusinessDetailsValues,
  type StructuredAddress,
} from './BusinessDetails.rules';
export type { ActionResult } from '../../common/usePendingAction';
