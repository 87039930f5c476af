import { messagesIn } from '@meridian/ui';

/** What the API keys page says in toasts and in the password dialog. */
export const apiKeyMessages = messagesIn<{
  created: { label: string };
  renamed: { label: string };
  rolled: { label: string };
  revoked: { label: string };
  reauthDescription: { label: string };
}>('app.apiKeys', {
  created: 'API key “{label}” created',
  renamed: 'API key renamed to “{label}”',
  rolled: 'A new key replaces “{label}”',
  revoked: 'API key “{label}” revoked',
  reauthDescription: 'Changing the API key “{label}” needs your password, since you logged in a while ago.',
});
