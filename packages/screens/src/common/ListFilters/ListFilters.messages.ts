import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ toggle: { count: number } }>({
  toggle: {
    id: 'screens.common.ListFilters.toggle',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
  },
});
