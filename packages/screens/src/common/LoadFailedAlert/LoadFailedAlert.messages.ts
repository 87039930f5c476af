import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.common.LoadFailedAlert', {
  retry: 'Try again',
});
