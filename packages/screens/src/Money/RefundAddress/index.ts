export { RefundAddress, type RefundAddressProps, type RefundAddressView } from './RefundAddress';
