// The OpenAPI documents as other tools read them, from the running API: `redocly lint` with
// redocly.yaml (the recommended rules and more) finds nothing at all in the public document, and
// with the recommended rules no error in the whole one (its warnings are the dashboard routes'
// paths, such as /payment-link/static/{id} beside /payment-link/{id}/payments).
import { ApiPath } from '@meridian/contract';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, startApi, type TestApi } from './support/harness';
import { scratchDir } from './support/scratch';

const run = promisify(execFile);
const apiDir = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(scratchDir(), 'meridian-openapi-'));

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; severity: string; location: { pointer?: string }[] }[];
}

/** `redocly lint` on the document the API serves at `path`: with the API's redocly.yaml, or the recommended rules. */
async function lint(path: string, rules: 'redocly.yaml' | 'recommended'): Promise<LintReport> {
  const response = await new Agent(api.url, {}).get(path);
  expect(response.status).toBe(200);
  const file = join(dir, `${path.replace(/\W+/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(response.body));
  const { stdout } = await run(
    join(apiDir, 'node_modules', '.bin', 'redocly'),
    [
      'lint',
      file,
      '--format=json',
      '--max-problems=1000',
      ...(rules === 'redocly.yaml' ? ['--config', join(apiDir, 'redocly.yaml')] : []),
    ],
    {
      // Not the API's folder: without --config, its redocly.yaml would be read all the same.
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      // Offline and quiet: no usage report, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

const described = (report: LintReport) =>
  report.problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);

describe('redocly lint', () => {
  it('finds no error and no warning in the public document', { timeout: 120_000 }, async () => {
    const report = await lint(ApiPath.publicOpenapi, 'redocly.yaml');
    expect(described(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('finds no error in the whole document', { timeout: 120_000 }, async () => {
    const report = await lint(ApiPath.openapi, 'recommended');
    expect(described({ ...report, problems: report.problems.filter(({ severity }) => severity === 'error') })).toEqual(
      [],
    );
  });
});
