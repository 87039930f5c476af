// The public API of @meridian/ui: every export is named here on purpose (see index.test.ts).
export { ThemeProvider, useThemeName, lightTheme, darkTheme } from './theme';
export type { ThemeProviderProps, ThemeClass, ThemeName } from './theme';
export { Button, type ButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { FieldLabel, FieldDescription, FieldErrorText, FieldHelp, type FieldProps } from './Field';
