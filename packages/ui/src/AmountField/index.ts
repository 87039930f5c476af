export { AmountField, type AmountFieldProps } from './AmountField';
