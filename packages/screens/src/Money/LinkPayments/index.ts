export { LinkPayments, type LinkPaymentsLink, type LinkPaymentsProps } from './LinkPayments';
