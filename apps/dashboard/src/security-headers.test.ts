// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { contentSecurityPolicy, firstPaintScriptHash, securityHeaders } from '../security-headers';

const dashboardRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(dashboardRoot, 'vite.config.ts');

/** What every page and file must carry, whichever server sends it. */
function expectSecurityHeaders(response: Response, label: string) {
  const policy = response.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources] as const),
  );
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(directives.get('script-src'), label).toContain("'self'");
  expect(directives.get('connect-src'), label).toContain("'self'");
  expect(directives.get('img-src'), label).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  return directives;
}

describe('the preview server (the built dashboard)', () => {
  let server: PreviewServer;
  let base: string;
  let outDir: string;
  beforeAll(async () => {
    // A stand-in for the build: the headers do not depend on what the files hold.
    outDir = mkdtempSync(join(tmpdir(), 'meridian-preview-'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(
      join(outDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
    );
    writeFileSync(join(outDir, 'assets', 'index.js'), 'console.log("dashboard");');
    server = await preview({
      configFile,
      root: dashboardRoot,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, strictPort: false, open: false },
    });
    base = server.resolvedUrls?.local[0] ?? '';
  });
  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it.each([
    ['the home page', '/'],
    ['a deep link', '/workspace/00000000-0000-4000-8000-000000000000/members'],
    ['an asset', '/assets/index.js'],
  ])('sends the security headers with %s', async (label, path) => {
    const response = await fetch(new URL(path, base));
    expect(response.status, label).toBe(200);
    const directives = expectSecurityHeaders(response, label);
    // Only the built files run, and the one inline script of the prerendered first paint, by its
    // hash (never 'unsafe-inline'); no web socket; requests go to the page's own origin and to
    // the local test chain (VITE_CHAIN_RPC_1281, else npm start's), which the wallet pages reach.
    expect(directives.get('script-src'), label).toEqual(["'self'", firstPaintScriptHash]);
    expect(directives.get('connect-src'), label).toEqual(["'self'", 'http://127.0.0.1:8545']);
  });
});

describe('the dev server', () => {
  let server: ViteDevServer;
  let base: string;
  beforeAll(async () => {
    server = await createServer({
      configFile,
      root: dashboardRoot,
      logLevel: 'silent',
      server: { port: 0, strictPort: false, open: false, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    base = server.resolvedUrls?.local[0] ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['the home page', '/'],
    ['a deep link', '/workspace/00000000-0000-4000-8000-000000000000/members'],
    ['an asset', '/favicon.svg'],
  ])('sends the security headers with %s', async (label, path) => {
    const response = await fetch(new URL(path, base));
    expect(response.status, label).toBe(200);
    expectSecurityHeaders(response, label);
  });
});

describe('production', () => {
  it('lets pages reach the origins given, and only in connect-src', () => {
    const policy = contentSecurityPolicy('production', { connectSources: ['https://rpc.example'] });
    expect(policy).toContain("connect-src 'self' https://rpc.example;");
    expect(policy.match(/https:\/\/rpc\.example/g)).toHaveLength(1);
    expect(contentSecurityPolicy('production')).toContain("connect-src 'self';");
  });

  it('adds HSTS, and the README gives the production server every header with its value', () => {
    const headers = securityHeaders('production');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    const readme = readFileSync(join(dashboardRoot, '..', '..', 'README.md'), 'utf8');
    for (const [name, value] of Object.entries(headers)) {
      expect(readme, name).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
