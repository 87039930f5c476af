export {
  PasswordConfirmDialog,
  type PasswordConfirmDialogProps,
  type PasswordConfirmErrorKey,
} from './PasswordConfirmDialog';
