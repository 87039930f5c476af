import { messagesIn } from '@meridian/ui';

export const assignToastMessages = messagesIn<{ assigned: { target: string } }>('app.payments', {
  assigned: 'Payment assigned to {target}',
});
