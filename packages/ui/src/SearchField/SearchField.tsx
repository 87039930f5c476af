import { messagesIn } from '../i18n';
import { Search, X } from 'lucide-react';
import type { SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { useValidationMessage } from '../Form/useValidationMessage';
import { InputFrame, StartIcon } from '../TextField/TextField.styles';
import { ClearButton, SearchInput, StyledSearchField } from './SearchField.styles';

const messages = messagesIn('ui.SearchField', {
  clear: 'Clear search',
});

export interface SearchFieldProps
  extends Omit<RACSearchFieldProps, 'className' | 'style' | 'children' | 'render'>, FieldProps {
  /** Example text shown while empty, e.g. "Search payments". */
  placeholder?: string;
  /** Stretch to the container's width instead of the standard field width. */
  fullWidth?: boolean;
}

/**
 * A search input with a search icon and a clear button. Escape also clears; Enter calls
 * `onSubmit`. Without a visible `label`, give it an `aria-label`.
 */
export function SearchField({ label, description, errorMessage, placeholder, fullWidth, ...props }: SearchFieldProps) {
  const intl = useIntl();
  const error = useValidationMessage(errorMessage);
  return (
    <StyledSearchField {...props} fullWidth={fullWidth ? true : undefined}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <InputFrame>
        <StartIcon aria-hidden>
          <Search />
        </StartIcon>
        <SearchInput placeholder={placeholder} start end />
        <ClearButton aria-label={intl.formatMessage(messages.clear)}>
          <X aria-hidden />
        </ClearButton>
      </InputFrame>
      <FieldHelp description={description} errorMessage={error} />
    </StyledSearchField>
  );
}
