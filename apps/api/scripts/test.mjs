#!/usr/bin/env node
// The API suite on both drivers: every file on a throwaway PostgreSQL 15 server (started and
// stopped by the suite's global setup), then on the embedded PGlite the files whose outcome can
// differ there (test/support/pglite-suite.mjs; API_PGLITE_ALL=1, a file filter or
// DB_DRIVERS=pglite runs every file on PGlite). Reports go to test-results/api-postgres.json
// and test-results/api-pglite.json at the repository root. Extra arguments go to vitest (e.g.
// a test file filter).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const drivers = (process.env.DB_DRIVERS ?? 'postgres,pglite').split(',').filter(Boolean);
// PGlite runs the listed files only when PostgreSQL runs them all, and without a file filter; or
// when asked alone (API_PGLITE_LISTED=1: `npm test` runs the two drivers as steps of their own).
const pgliteListed =
  process.env.API_PGLITE_LISTED === '1' ||
  (drivers.includes('postgres') && process.argv.length <= 2 && process.env.API_PGLITE_ALL !== '1');
const failed = [];

for (const driver of drivers) {
  console.log(`\n── API tests on ${driver} ──`);
  const result = spawnSync(
    'pnpm',
    ['exec', 'vitest', 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)],
    {
      cwd: apiDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        DB_DRIVER: driver,
        ...(driver === 'pglite' && pgliteListed ? { API_SUITE: 'pglite-listed' } : {}),
      },
    },
  );
  if (result.status !== 0) failed.push(driver);
}

if (failed.length > 0) {
  console.error(`\nAPI tests failed on: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAPI tests passed on: ${drivers.join(', ')}`);
