import { messagesIn } from '../i18n';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ComboBox as RACComboBox,
  I18nProvider,
  ListBox,
  useFilter,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { FieldRoot } from '../Field/Field.styles';
import { ListEmptyState, ListPopover, listBoxStyles } from '../Select/Select.styles';
import { renderOption, type SelectOption } from '../Select/SelectItem';
import { ComboBoxButton, ComboBoxGroup, ComboBoxInput } from './ComboBox.styles';

const messages = messagesIn('ui.ComboBox', {
  noResults: 'No results',
});

export interface ComboBoxProps
  extends
    Omit<
      RACComboBoxProps<SelectOption, 'single'>,
      | 'children'
      | 'className'
      | 'style'
      | 'items'
      | 'defaultItems'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'defaultFilter'
      | 'allowsEmptyCollection'
    >,
    FieldProps {
  /** Every option; the combo box filters them as the person types. Use either `items` or children. */
  items?: Iterable<SelectOption>;
  /** `ComboBoxItem` elements, when the options are not given as `items`. */
  children?: ReactNode;
  /** Text in the empty input. */
  placeholder?: string;
  /** Lets the field grow past the usual field width. */
  fullWidth?: boolean;
}

/**
 * A text input that filters a list of options: matching is "contains", ignoring case and
 * accents, by the rules of the interface locale. The value is the chosen option's `id`
 * (`value`/`defaultValue`, `onChange`); the typed text is `inputValue`.
 */
export function ComboBox(props: ComboBoxProps) {
  const intl = useIntl();
  return (
    // React Aria's matching, announcements and button label follow the interface locale.
    <I18nProvider locale={intl.locale}>
      <LocalizedComboBox {...props} />
    </I18nProvider>
  );
}

function LocalizedComboBox({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  fullWidth,
  ...props
}: ComboBoxProps) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <RACComboBox
      {...props}
      defaultItems={items}
      defaultFilter={contains}
      allowsEmptyCollection
      className={FieldRoot({ fullWidth: fullWidth || undefined }).className}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <ComboBoxGroup>
        <ComboBoxInput placeholder={placeholder} />
        <ComboBoxButton>
          <ChevronDown aria-hidden="true" />
        </ComboBoxButton>
      </ComboBoxGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ListPopover placement="bottom start">
        <ListBox<SelectOption>
          className={listBoxStyles()}
          renderEmptyState={() => <ListEmptyState>{intl.formatMessage(messages.noResults)}</ListEmptyState>}
        >
          {items ? renderOption : children}
        </ListBox>
      </ListPopover>
    </RACComboBox>
  );
}
