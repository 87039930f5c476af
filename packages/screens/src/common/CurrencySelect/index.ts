export { CurrencySelect, type CurrencySelectProps } from './CurrencySelect';
