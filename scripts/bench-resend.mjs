#!/usr/bin/env node
// Runs the resend-code timing benchmark of the API (apps/api/bench/resend.ts) with the API's
// source conditions; extra arguments (--requests N, --warmup N) are passed on.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');
const result = spawnSync(
  process.execPath,
  ['--conditions=@meridian/source', '--import', 'tsx', 'bench/resend.ts', ...process.argv.slice(2)],
  { cwd: api, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
