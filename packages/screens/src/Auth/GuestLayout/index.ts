export { GuestLayout, type GuestLayoutProps } from './GuestLayout';
export { LanguagePicker, LanguagePickerContext, type LanguagePickerProps } from './LanguagePicker';
