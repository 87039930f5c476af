import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PGLITE_SUITE } from './test/support/pglite-suite.mjs';

// API tests: the real server over HTTP on loopback, in Node, against the driver named by
// DB_DRIVER (pglite, the default, or postgres). `pnpm --filter @meridian/api test` (scripts/test.mjs)
// runs every file on PostgreSQL, then with API_SUITE=pglite-listed the files whose outcome can
// differ on PGlite (test/support/pglite-suite.mjs).
const driver = process.env.DB_DRIVER ?? 'pglite';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiDir = fileURLToPath(new URL('.', import.meta.url));

function testFiles(): string[] {
  if (process.env.API_SUITE !== 'pglite-listed') return ['test/**/*.test.ts'];
  const files = Object.keys(PGLITE_SUITE).map((file) => `test/${file}`);
  const missing = files.filter((file) => !existsSync(`${apiDir}${file}`));
  // A renamed or deleted file would silently leave the list shorter.
  if (missing.length) throw new Error(`test/support/pglite-suite.mjs lists missing files: ${missing.join(', ')}`);
  return files;
}

export default defineConfig({
  resolve: { conditions: ['@meridian/source', 'node', 'import', 'default'] },
  test: {
    name: `api-${driver}`,
    root: apiDir,
    environment: 'node',
    include: testFiles(),
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Test files share nothing but the worker: reusing it saves loading PGlite's WebAssembly per file.
    isolate: false,
    maxWorkers: 2,
    // A hang guard, not a measure: on a loaded machine (the suite shares two cores with the browser
    // suites, and with whatever else runs) a test of many requests can take several times its
    // usual time. Waits inside a test (`eventually`) are bounded by this alone.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: [
      process.env.CI ? 'dot' : 'default',
      ['json', { outputFile: `${repoRoot}test-results/api-${driver}.json` }],
    ],
  },
});
