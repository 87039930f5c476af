export { AmountField, UNREADABLE_AMOUNT_ATTRIBUTE, type AmountFieldProps } from './AmountField';
