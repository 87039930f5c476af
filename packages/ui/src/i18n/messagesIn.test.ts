import { createIntl } from 'react-intl';
import { expect, it } from 'vitest';
import { messagesIn } from './messagesIn';

it('gives each message the id <scope>.<key> and its English text', () => {
  const messages = messagesIn('ui.Example', { title: 'Title', count: '{count, plural, one {# row} other {# rows}}' });
  expect(messages).toEqual({
    title: { id: 'ui.Example.title', defaultMessage: 'Title' },
    count: { id: 'ui.Example.count', defaultMessage: '{count, plural, one {# row} other {# rows}}' },
  });
});

it('formats through react-intl: the catalog text by id, the English text when the catalog lacks it', () => {
  const messages = messagesIn<{ shown: { count: number } }>('ui.Example', {
    shown: '{count, plural, one {# row} other {# rows}}',
  });
  const fr = createIntl({
    locale: 'fr',
    messages: { 'ui.Example.shown': '{count, plural, one {# ligne} other {# lignes}}' },
  });
  expect(fr.formatMessage(messages.shown, { count: 2 })).toBe('2 lignes');
  const en = createIntl({ locale: 'en', messages: {}, onError: () => {} });
  expect(en.formatMessage(messages.shown, { count: 1 })).toBe('1 row');
});
