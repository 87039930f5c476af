import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import {
  apiUrl,
  chainPort,
  chainUrl,
  ports,
  repoRoot,
  scratch,
  sessionRefreshGraceMs,
  squarespaceKey,
  squarespaceUrl,
  testWalletAccounts,
  webUrl,
} from './support/environment';

/**
 * End-to-end: the real API (fresh database, mail through a real SMTP server on loopback, text
 * messages kept in its SMS outbox) and the built dashboard behind its preview server, which
 * forwards /api to the API as in development. Each test runs in the language its tag names
 * (`@en`, `@es`, `@fr`, `@pt`; support/fixtures.ts), and the tests share the four languages between
 * them, so that the built app is driven in every language without running every flow four times.
 * One project for all of them: a project per language would start a worker and a browser of its
 * own for each.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a test that fails is run once more: one that then passes is reported as flaky, not passed.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['dot'], ['json', { outputFile: '../../test-results/e2e.json' }]]
    : [['line'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: webUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    // A test that fails is recorded on its retry: recording every run cost a third of the suite's CPU.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      // The local test chain (chain 1281) the API reads and the test wallets sign through; first,
      // so that it answers before the API starts.
      name: 'chain',
      command: 'node apps/api/scripts/local-chain.mjs',
      cwd: repoRoot,
      url: chainUrl,
      env: { CHAIN_PORT: String(chainPort) },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // A fake of Squarespace's Commerce API (products, orders, keys and their permissions) that
      // the API calls instead of Squarespace's, first so that it answers before the API starts.
      name: 'squarespace',
      command: 'node --import tsx test/support/fake-squarespace-server.ts',
      cwd: join(repoRoot, 'apps/api'),
      url: `${squarespaceUrl}/health`,
      env: { FAKE_SQUARESPACE_PORT: String(ports.squarespace), FAKE_SQUARESPACE_KEY: squarespaceKey },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'api',
      command: 'pnpm --silent --filter @meridian/api start',
      cwd: repoRoot,
      url: `${apiUrl}/health`,
      env: {
        NODE_ENV: 'test',
        // The suite reads texts at GET /dev/sms-outbox.
        DEV_ROUTES: '1',
        PORT: String(ports.api),
        HOST: '127.0.0.1',
        DATA_DIR: join(scratch, 'data'),
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        PUBLIC_URL: webUrl,
        ALLOWED_ORIGINS: webUrl,
        LOG_LEVEL: process.env.E2E_API_LOG ?? 'warn',
        CHAIN_RPC_1281: chainUrl,
        // The checkout flows wait for the watcher to see their payments: it looks twice a second.
        WATCHER_POLL_MS: '500',
        SQUARESPACE_API_URL: squarespaceUrl,
        SESSION_REFRESH_GRACE_MS: String(sessionRefreshGraceMs),
        // A store's webhook receiver in the suite listens on loopback (the WooCommerce flow).
        WEBHOOK_ALLOW_PRIVATE_URLS: '1',
        // The browser reaches the API through the dashboard's proxy, which names loopback as the
        // client: the suite makes more workspaces and checkouts than one address may in a day.
        RATE_LIMIT_SCALE: '10',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'dashboard',
      // Its own build, not the run's shared one (DASHBOARD_BUILD_DIR): the end-to-end build carries
      // the local chain's address and the test wallets, which a production build must not.
      command:
        'pnpm --silent --filter @meridian/dashboard build --logLevel warn && pnpm --silent --filter @meridian/dashboard preview',
      cwd: repoRoot,
      url: webUrl,
      env: {
        API_URL: apiUrl,
        DASHBOARD_PORT: String(ports.web),
        DASHBOARD_OUT_DIR: join(scratch, 'dashboard'),
        // The wallet pages reach the local chain, and the build offers its test wallets.
        VITE_CHAIN_RPC_1281: chainUrl,
        VITE_WALLET_MOCK: testWalletAccounts.join(','),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
