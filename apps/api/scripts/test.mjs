#!/usr/bin/env node
// The API suite on both drivers: the embedded PGlite, then a throwaway PostgreSQL 15 server
// (started and stopped by the suite's global setup). Reports go to
// test-results/api-pglite.json and test-results/api-postgres.json at the repository root.
// Extra arguments go to vitest (e.g. a test file filter).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const drivers = (process.env.DB_DRIVERS ?? 'pglite,postgres').split(',').filter(Boolean);
const failed = [];

for (const driver of drivers) {
  console.log(`\n── API tests on ${driver} ──`);
  const result = spawnSync(
    'pnpm',
    ['exec', 'vitest', 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)],
    {
      cwd: apiDir,
      stdio: 'inherit',
      env: { ...process.env, DB_DRIVER: driver },
    },
  );
  if (result.status !== 0) failed.push(driver);
}

if (failed.length > 0) {
  console.error(`\nAPI tests failed on: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAPI tests passed on: ${drivers.join(', ')}`);
