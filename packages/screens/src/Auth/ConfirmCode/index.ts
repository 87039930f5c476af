export { ConfirmCode, type ConfirmCodeProps, type ConfirmCodeValues, type ResendStatus } from './ConfirmCode';
