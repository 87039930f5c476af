export { PaymentLinks, type PaymentLinksProps, type PaymentLinkFilters } from './PaymentLinks';
export { defaultLinkFilters } from './PaymentLinks.rules';
