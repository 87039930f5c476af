import { defineMessages } from 'react-intl';

/** What the API keys page says in toasts and in the password dialog. */
export const apiKeyMessages = defineMessages<{
  created: { label: string };
  renamed: { label: string };
  rolled: { label: string };
  revoked: { label: string };
  reauthDescription: { label: string };
}>({
  created: { id: 'app.apiKeys.created', defaultMessage: 'API key “{label}” created' },
  renamed: { id: 'app.apiKeys.renamed', defaultMessage: 'API key renamed to “{label}”' },
  rolled: { id: 'app.apiKeys.rolled', defaultMessage: 'A new key replaces “{label}”' },
  revoked: { id: 'app.apiKeys.revoked', defaultMessage: 'API key “{label}” revoked' },
  reauthDescription: {
    id: 'app.apiKeys.reauthDescription',
    defaultMessage: 'Changing the API key “{label}” needs your password, since you logged in a while ago.',
  },
});
