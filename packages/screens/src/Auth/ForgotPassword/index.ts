export { ForgotPassword, type ForgotPasswordProps, type ForgotPasswordValues } from './ForgotPassword';
