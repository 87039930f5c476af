export { PaymentDone, type PaymentDoneProps, type PaymentReceipt } from './PaymentDone';
