export { CountryComboBox, type CountryComboBoxProps } from './CountryComboBox';
export { countryCodes, type CountryCode } from './countries';
