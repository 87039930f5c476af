export { RefundDialog, type RefundDialogProps } from './RefundDialog';
export { readRefund, type NewRefund, type RefundValues } from './RefundDialog.rules';
