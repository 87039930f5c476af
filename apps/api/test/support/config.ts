// The configuration as the server reads it on start, for the tests of what it refuses.
import { ConfigError, loadConfig } from '../../src/config';

/** The stores' secrets: production refuses to start without them. */
export const STORES = { INTEGRATION_SECRET: 'ab'.repeat(32), ADDRESS_HASH_SECRET: 'h'.repeat(32) };
/** A real identity provider: production refuses to start without one (verification.test.ts). */
export const IDENTITY = { IDENTITY_PROVIDER_URL: 'https://identity.example', IDENTITY_PROVIDER_SECRET: 'y'.repeat(32) };

/** Every setting production requires, each good: a production configuration that loads. */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  ...IDENTITY,
  ...STORES,
  STORAGE_SECRET: 'x'.repeat(32),
  API_KEY_PEPPER: 'p'.repeat(32),
};

/** What the configuration read from `env` is refused for, each problem as said on start; none when it loads. */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
