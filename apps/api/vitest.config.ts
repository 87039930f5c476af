import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests: the real server over HTTP on loopback, in Node, against the driver named by
// DB_DRIVER (pglite, the default, or postgres). `pnpm --filter @meridian/api test` runs both.
const driver = process.env.DB_DRIVER ?? 'pglite';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  resolve: { conditions: ['@meridian/source', 'node', 'import', 'default'] },
  test: {
    name: `api-${driver}`,
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Test files share nothing but the worker: reusing it saves loading PGlite's WebAssembly per file.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: [
      process.env.CI ? 'dot' : 'default',
      ['json', { outputFile: `${repoRoot}test-results/api-${driver}.json` }],
    ],
  },
});
