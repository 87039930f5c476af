import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  retry: { id: 'screens.common.LoadFailedAlert.retry', defaultMessage: 'Try again' },
});
