export {
  WalletSignatureDialog,
  type WalletSignatureDialogProps,
  type WalletSignatureError,
} from './WalletSignatureDialog';
