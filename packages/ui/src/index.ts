// The public API of @meridian/ui: every export is named here on purpose (see index.test.ts).
export { ThemeProvider, useThemeName, lightTheme, darkTheme } from './theme';
export type { ThemeProviderProps, ThemeClass, ThemeName } from './theme';
export { Button, type ButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { FieldLabel, FieldDescription, FieldErrorText, FieldHelp, type FieldProps } from './Field';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup';
export { ChoiceCards, ChoiceCard, type ChoiceCardsProps, type SingleChoiceCardsProps, type MultipleChoiceCardsProps, type ChoiceCardProps } from './ChoiceCards';
export { Switch, type SwitchProps } from './Switch';
export { Select, SelectItem, type SelectProps, type SelectItemProps, type SelectOption } from './Select';
export { ComboBox, ComboBoxItem, type ComboBoxProps, type ComboBoxItemProps } from './ComboBox';
export { CountryComboBox, type CountryComboBoxProps, type CountryCode } from './CountryComboBox';
