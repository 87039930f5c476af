export { CurrencyNote } from './CurrencyNote';
