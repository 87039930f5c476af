export { AmountField, type AmountFieldProps } from './AmountField';
export { UNREADABLE_AMOUNT_ATTRIBUTE } from './unreadable';
