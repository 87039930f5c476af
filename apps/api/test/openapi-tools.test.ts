// The OpenAPI document as other tools read it: openapi-typescript generates a client's types
// from it, and Redocly's linter finds no error in it (the public API's routes, tagged
// "Public API", each with an example, included).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi, PUBLIC_API_TAG } from '../src/openapi';
import { serverRoutes } from '../src/routes';
import { scratchDir } from './support/scratch';

const run = promisify(execFile);
const document = buildOpenApi(serverRoutes, { version: '0.1.0', serverUrl: 'http://127.0.0.1:8080' });
const dir = mkdtempSync(join(scratchDir(), 'meridian-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const apiDir = join(import.meta.dirname, '..');

type Operation = { tags?: string[]; responses: Record<string, { content?: Record<string, { example?: unknown }> }> };

describe('the OpenAPI document, read by other tools', () => {
  it('documents every public route under its tag, with an example answer', () => {
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const publicPaths = Object.keys(paths).filter((path) => path.startsWith('/v1/'));
    expect(publicPaths.sort()).toEqual([
      '/v1/checkouts',
      '/v1/checkouts/{id}',
      '/v1/checkouts/{id}/expire',
      '/v1/events',
      '/v1/payment-links',
      '/v1/payments',
      '/v1/payments/{id}',
      '/v1/webhook-endpoints',
      '/v1/webhook-endpoints/{id}',
      '/v1/webhook-endpoints/{id}/rotate-secret',
      '/v1/woocommerce/pair',
    ]);
    for (const path of publicPaths) {
      for (const operation of Object.values(paths[path] ?? {})) {
        expect(operation.tags).toEqual([PUBLIC_API_TAG]);
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
        expect(success?.content?.['application/json']?.example, path).toBeDefined();
      }
    }
  });

  it('gives openapi-typescript a client with the public routes', { timeout: 120_000 }, async () => {
    const out = join(dir, 'client.d.ts');
    await run('pnpm', ['exec', 'openapi-typescript', file, '-o', out], { cwd: apiDir });
    const types = readFileSync(out, 'utf8');
    expect(types).toContain('"/v1/checkouts": {');
    expect(types).toContain('"/v1/payments": {');
    expect(types).toMatch(/\bCheckout: \{/);
    expect(types).toMatch(/PublicPayment: \{/);
  });

  it('passes redocly lint without an error', async () => {
    const { stdout } = await run('pnpm', ['exec', 'redocly', 'lint', file, '--format=json'], {
      cwd: apiDir,
      maxBuffer: 32 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { message: string; severity: string }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 120_000);
});
