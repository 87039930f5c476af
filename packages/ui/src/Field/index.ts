export { FieldLabel, FieldDescription, FieldErrorText, FieldHelp, type FieldProps } from './Field';
