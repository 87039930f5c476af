export { LinkPayments, type LinkPaymentsProps } from './LinkPayments';
