import { defineMessages } from 'react-intl';

export const assignToastMessages = defineMessages<{ assigned: { target: string } }>({
  assigned: { id: 'app.payments.assigned', defaultMessage: 'Payment assigned to {target}' },
});
