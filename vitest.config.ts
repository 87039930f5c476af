import { defineConfig } from 'vitest/config';

// Unit and component tests (jsdom). API tests live in apps/api and run their own config;
// story, visual and end-to-end suites run in Chromium through Playwright.
export default defineConfig({
  resolve: { conditions: ['@meridian/source', 'module', 'browser', 'development|production'] },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/dashboard/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    pool: 'threads',
    reporters: process.env.CI
      ? ['dot', ['json', { outputFile: 'test-results/unit.json' }]]
      : ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
