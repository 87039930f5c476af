export {
  ResetPassword,
  type ResetPasswordProps,
  type ResetPasswordValues,
  type ResetPasswordFields,
} from './ResetPassword';
