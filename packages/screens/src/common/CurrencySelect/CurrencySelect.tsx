import { CURRENCIES, isCurrency, type Currency } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Select, SelectItem, messagesIn } from '@meridian/ui';

const messages = messagesIn('screens.common.CurrencySelect', {
  label: 'Pricing currency',
});

export interface CurrencySelectProps {
  value: Currency;
  onChange: (currency: Currency) => void;
  /** What the currency prices (its field's help). */
  description?: string;
  label?: string;
  name?: string;
  isDisabled?: boolean;
  fullWidth?: boolean;
}

/**
 * One of the currencies Meridian prices in, each named in the viewer's language with its code
 * ("EUR · euro"): the workspace's pricing currency, or a link's.
 */
export function CurrencySelect({ value, onChange, label, name = 'currency', ...props }: CurrencySelectProps) {
  const intl = useIntl();
  return (
    <Select
      {...props}
      name={name}
      label={label ?? intl.formatMessage(messages.label)}
      value={value}
      onChange={(next) => {
        if (isCurrency(next)) onChange(next);
      }}
    >
      {CURRENCIES.map((currency) => (
        <SelectItem key={currency} id={currency}>
          {`${currency} · ${intl.formatDisplayName(currency, { type: 'currency' }) ?? currency}`}
        </SelectItem>
      ))}
    </Select>
  );
}
