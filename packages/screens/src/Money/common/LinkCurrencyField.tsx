import type { Currency } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { CurrencySelect } from '../../common/CurrencySelect';
import { linkFormMessages } from './link-form.messages';

/**
 * A link's price currency (the workspace's by default): chosen when the link is made, shown but
 * fixed once it exists (its amounts and payments are in it).
 */
export function LinkCurrencyField({
  value,
  onChange,
  isFixed = false,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
  isFixed?: boolean;
}) {
  const intl = useIntl();
  return (
    <CurrencySelect
      label={intl.formatMessage(linkFormMessages.currency)}
      description={intl.formatMessage(linkFormMessages.currencyHelp)}
      value={value}
      onChange={onChange}
      isDisabled={isFixed}
    />
  );
}
