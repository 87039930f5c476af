import type { Currency } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Text } from '@meridian/ui';
import { messages } from './CurrencyNote.messages';

/**
 * The line under a page of figures that says which currency they are in: the workspace's, each
 * payment re-expressed from the exchange rate locked when it was made (never the day's rate).
 */
export function CurrencyNote({ currency }: { currency: Currency }) {
  const intl = useIntl();
  const currencyName = intl.formatDisplayName(currency, { type: 'currency' }) ?? currency;
  return (
    <Text size="sm" tone="muted">
      {intl.formatMessage(messages.note, { currencyName, currency })}
    </Text>
  );
}
