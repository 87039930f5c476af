export { PaymentDetail, type PaymentDetailProps, type PaymentDetailView } from './PaymentDetail';
export type { RefundActions, RefundHashErrorKey, RefundSendErrorKey } from './PaymentRefund';
