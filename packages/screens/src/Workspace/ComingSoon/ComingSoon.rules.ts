/** The pages of the shell that are not built yet. */
export const COMING_SOON_PAGES = ['customers', 'billing', 'integrations', 'apiKeys', 'verification'] as const;
export type ComingSoonPage = (typeof COMING_SOON_PAGES)[number];
