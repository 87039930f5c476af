// The public API of @meridian/screens: every export is named here on purpose (see index.test.ts).
export { GuestLayout, type GuestLayoutProps } from './Auth/GuestLayout';
export { Login, type LoginProps, type LoginValues } from './Auth/Login';
export { Signup, type SignupProps, type SignupValues } from './Auth/Signup';
export { ConfirmCode, type ConfirmCodeProps, type ConfirmCodeValues, type ResendStatus } from './Auth/ConfirmCode';
export { ForgotPassword, type ForgotPasswordProps, type ForgotPasswordValues } from './Auth/ForgotPassword';
export {
  UpdatePassword,
  type UpdatePasswordProps,
  type UpdatePasswordValues,
  type UpdatePasswordFields,
} from './Auth/UpdatePassword';
export {
  ResetPassword,
  type ResetPasswordProps,
  type ResetPasswordValues,
  type ResetPasswordFields,
} from './Auth/ResetPassword';
export { NotFound, type NotFoundProps } from './Auth/NotFound';
export { ServerError, type ServerErrorProps } from './Auth/ServerError';
export { authErrorKeys, type AuthErrorKey, type FieldErrors } from './Auth/authErrors';
export type { SubmitResult, SubmitStatus } from './Auth/useAuthForm';
