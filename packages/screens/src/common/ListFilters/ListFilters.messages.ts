import { messagesIn } from '@meridian/ui';

export const messages = messagesIn<{ toggle: { count: number } }>('screens.common.ListFilters', {
  toggle: '{count, plural, =0 {Filters} other {Filters (#)}}',
});
