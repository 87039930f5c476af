// The public API of @meridian/ui: every export is named on purpose, here or in the index of the
// component it comes from (`export *` from a component whose index lists several names); index.test.ts
// holds the whole list.
export { ThemeProvider, useThemeName, lightTheme, darkTheme } from './theme';
export { messagesIn, type ScopedMessage } from './i18n';
export type { ThemeProviderProps, ThemeClass, ThemeName, Tone, Size } from './theme';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { FieldLabel, FieldDescription, FieldErrorText, FieldHelp, type FieldProps } from './Field';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup';
export * from './ChoiceCards';
export { Switch, type SwitchProps } from './Switch';
export { Select, SelectItem, type SelectProps, type SelectItemProps, type SelectOption } from './Select';
export { ComboBox, ComboBoxItem, type ComboBoxProps, type ComboBoxItemProps } from './ComboBox';
export { CountryComboBox, type CountryComboBoxProps, type CountryCode } from './CountryComboBox';
export { Link, RouterProvider, type LinkProps } from './Link';
export { IconButton, type IconButtonProps } from './IconButton';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { Card, type CardProps } from './Card';
export { Alert, Banner, type AlertProps, type AlertTone, type BannerProps } from './Alert';
export { Avatar, type AvatarProps } from './Avatar';
export { Skeleton, SkeletonGroup, type SkeletonProps, type SkeletonGroupProps } from './Skeleton';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Stack, type StackProps, type Space } from './Layout';
export { Inline, type InlineProps } from './Layout';
export { Grid, type GridProps } from './Layout';
export { VisuallyHidden, type VisuallyHiddenProps } from './Layout';
export { Heading, type HeadingProps } from './Layout';
export { Text, type TextProps } from './Layout';
export { QRCode, type QRCodeProps } from './QRCode';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { AmountField, UNREADABLE_AMOUNT_ATTRIBUTE, type AmountFieldProps } from './AmountField';
export { TextArea, type TextAreaProps } from './TextArea';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Form, type FormProps } from './Form';
export { CodeInput, type CodeInputProps } from './CodeInput';
export { CursorPagination, type CursorPaginationProps, type CursorPaging } from './Pagination';
export { Stepper, type StepperProps, type StepperStep, type StepStatus } from './Stepper';
export * from './DataTable';
export { Dialog, type DialogProps, type DialogContent } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export * from './Menu';
export { Tooltip, type TooltipProps } from './Tooltip';
export * from './Tabs';
export * from './Popover';
export {
  ToastRegion,
  ToastProvider,
  toast,
  createToastQueue,
  TOAST_KIND_TONES,
  useToast,
  type ToastRegionProps,
  type ToastProviderProps,
  type ToastApi,
  type ToastQueue,
  type ToastQueueOptions,
  type ToastOptions,
  type ToastContent,
  type ToastKind,
  type ToastType,
} from './Toast';
export { CopyButton, type CopyButtonProps, type CopyFunction } from './CopyButton';
export { TokenIcon, TOKEN_ICON_SYMBOLS, type TokenIconProps, type TokenIconSymbol } from './TokenIcon';
