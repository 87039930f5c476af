export {
  PaymentLinks,
  type PaymentLinksProps,
  type PaymentLinkFilters,
  type PaymentLinkSort,
  type NewLinkHrefs,
} from './PaymentLinks';
export { defaultLinkFilters } from './PaymentLinks.rules';
export { paymentLinksToastMessages } from './PaymentLinks.messages';
