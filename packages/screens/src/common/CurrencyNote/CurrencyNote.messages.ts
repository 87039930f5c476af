import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ note: { currencyName: string; currency: string } }>({
  note: {
    id: 'screens.common.CurrencyNote.note',
    defaultMessage:
      'Amounts in {currencyName} ({currency}), each payment at the exchange rate locked when it was made.',
  },
});
