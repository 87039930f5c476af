export { NewPasswordFields, type NewPasswordFieldsProps, type PasswordFieldState } from './NewPasswordFields';
