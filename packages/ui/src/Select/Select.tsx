import { messagesIn } from '../i18n';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { I18nProvider, ListBox, Select as RACSelect, type SelectProps as RACSelectProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { FieldRoot } from '../Field/Field.styles';
import { listBoxStyles, ListPopover, SelectTrigger, StyledSelectValue } from './Select.styles';
import { renderOption, type SelectOption } from './SelectItem';

const messages = messagesIn('ui.Select', {
  placeholder: 'Select an option',
});

export interface SelectProps
  extends
    Omit<
      RACSelectProps<SelectOption, 'single'>,
      'children' | 'className' | 'style' | 'selectionMode' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
    >,
    FieldProps {
  /** The options as data. Use either `items` or `SelectItem` children. */
  items?: Iterable<SelectOption>;
  /** `SelectItem` elements, when the options are not given as `items`. */
  children?: ReactNode;
  /** Shown while nothing is selected; defaults to "Select an option". */
  placeholder?: string;
  /** Lets the field grow past the usual field width. */
  fullWidth?: boolean;
}

/**
 * Picks one option from a short list. The value is the chosen option's `id`
 * (`value`/`defaultValue`, `onChange`).
 */
export function Select({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  fullWidth,
  ...props
}: SelectProps) {
  const intl = useIntl();
  return (
    // React Aria's own strings (the hidden dismiss button, list formatting) follow the interface locale.
    <I18nProvider locale={intl.locale}>
      <RACSelect
        {...props}
        placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
        className={FieldRoot({ fullWidth: fullWidth || undefined }).className}
      >
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        <SelectTrigger>
          <StyledSelectValue>
            {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
          </StyledSelectValue>
          <ChevronDown aria-hidden="true" />
        </SelectTrigger>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <ListPopover placement="bottom start">
          {items ? (
            <ListBox className={listBoxStyles()} items={items}>
              {renderOption}
            </ListBox>
          ) : (
            <ListBox className={listBoxStyles()}>{children}</ListBox>
          )}
        </ListPopover>
      </RACSelect>
    </I18nProvider>
  );
}
