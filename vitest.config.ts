import { defineConfig } from 'vitest/config';

// Unit and component tests (jsdom). API tests live in apps/api and run their own config;
// story, visual and end-to-end suites run in Chromium through Playwright.
export default defineConfig({
  resolve: { conditions: ['@meridian/source', 'module', 'browser', 'development|production'] },
  // Files that run in the node environment (lint, tokens and catalog checks, the browser suites'
  // Chromium flags) resolve the workspace packages from source too: the setup file imports
  // @meridian/ui.
  ssr: { resolve: { conditions: ['@meridian/source', 'module', 'node', 'development|production'] } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/dashboard/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    pool: 'threads',
    // Test files share their worker's module registry and jsdom window instead of loading React,
    // react-aria-components, lucide-react, jsdom and the workspace packages again for each file:
    // that loading, not the tests, was most of the suite's time. vitest.setup.ts resets what a
    // file may leave behind (DOM, storage, cookies, toasts, timers, spies).
    isolate: false,
    // One timeout for every test, a hang guard rather than a measure, and the bound of every wait
    // in a test (vitest.setup.ts): under `npm test` this suite shares two cores with the browser
    // suites, and on a loaded machine a route's test that takes 6 s alone took over 60 s.
    testTimeout: 120_000,
    reporters: process.env.CI
      ? ['dot', ['json', { outputFile: 'test-results/unit.json' }]]
      : ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
