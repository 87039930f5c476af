import { messagesIn } from '@meridian/ui';

export const messages = messagesIn<{ note: { currencyName: string; currency: string } }>(
  'screens.common.CurrencyNote',
  {
    note: 'Amounts in {currencyName} ({currency}), each payment at the exchange rate locked when it was made.',
  },
);
