// @vitest-environment node
// The dashboard's production build, made once for this file: what each route downloads before
// it shows stays within its budget, and no route but the wallet and checkout ones loads wallet
// libraries up front. The same checks run on hand-made manifests, to show that they can fail.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetKiB,
  buildDashboard,
  chunkModules,
  measureRoutes,
  overBudget,
  readManifest,
  routes,
  walletLeaks,
} from './bundle-size.mjs';

const out = mkdtempSync(join(tmpdir(), 'bundle-size-'));

describe('the dashboard production build', { timeout: 60_000 }, () => {
  beforeAll(() => buildDashboard(out), 240_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it(`asks at most ${budgetKiB.login} KiB of JavaScript (gzip) before the login page shows, ${budgetKiB.dashboard} KiB before the dashboard home does`, () => {
    const measured = measureRoutes(out);
    expect(measured.map((row) => row.route)).toEqual(routes.map((route) => route.name));
    expect(overBudget(measured)).toEqual([]);
  });

  it('loads no wallet library before a page other than the wallet and checkout ones shows', () => {
    const manifest = readManifest(out);
    const modulesOf = (file: string) => chunkModules(out, file);
    // The source maps list every chunk's modules: an empty list would make the check vacuous.
    expect(modulesOf(manifest['index.html'].file).length).toBeGreaterThan(0);
    expect(walletLeaks(manifest, modulesOf)).toEqual([]);
  });
});

describe('the checks on a hand-made build', () => {
  // login's chunk imports a chunk holding viem; members reaches a WalletConnect chunk only
  // through import(), which loads later; the wallet route may load wagmi up front.
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_viem.js': { file: 'assets/viem.js' },
    '_walletconnect.js': { file: 'assets/walletconnect.js' },
    'src/routes/LoginRoute.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_viem.js'] },
    'src/routes/MembersRoute.tsx': {
      file: 'assets/members.js',
      isDynamicEntry: true,
      dynamicImports: ['_walletconnect.js'],
    },
    'src/routes/WalletRoute.tsx': { file: 'assets/wallet.js', isDynamicEntry: true, imports: ['_viem.js'] },
  };
  const modules: Record<string, string[]> = {
    'assets/index.js': ['../../apps/dashboard/src/main.tsx'],
    'assets/react.js': ['../../node_modules/react/index.js'],
    'assets/viem.js': ['../../node_modules/.pnpm/viem@2.0.0/node_modules/viem/_esm/index.js'],
    'assets/walletconnect.js': ['../../node_modules/@walletconnect/core/dist/index.js'],
    'assets/login.js': ['../../apps/dashboard/src/routes/LoginRoute.tsx'],
    'assets/members.js': ['../../apps/dashboard/src/routes/MembersRoute.tsx'],
    'assets/wallet.js': ['../../apps/dashboard/src/routes/WalletRoute.tsx'],
  };
  const measured = [
    { name: 'login', path: '/auth/login', chunks: ['src/routes/LoginRoute.tsx'] },
    { name: 'members', path: '/settings/members', chunks: ['src/routes/MembersRoute.tsx'] },
    { name: 'wallets', path: '/wallets', chunks: ['src/routes/WalletRoute.tsx'] },
  ];

  it('finds a wallet library a route imports statically, and only there', () => {
    expect(walletLeaks(manifest, (file: string) => modules[file] ?? [], measured)).toEqual([
      { route: 'login', file: 'assets/viem.js', module: modules['assets/viem.js']![0] },
    ]);
  });

  it('finds a route over its budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-size-fixture-'));
    try {
      mkdirSync(join(dir, 'assets'));
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
      // Bytes that gzip cannot shrink, the same on every run: 200 KiB for login's chunk.
      const noise = (size: number) =>
        Buffer.concat(Array.from({ length: size / 32 }, (_, i) => createHash('sha256').update(String(i)).digest()));
      for (const file of Object.keys(modules)) {
        writeFileSync(join(dir, file), file === 'assets/login.js' ? noise(200 * 1024) : 'export {};');
      }
      const over = overBudget(measureRoutes(dir, measured));
      expect(over.map((row) => row.route)).toEqual(['login']);
      expect(over[0]!.kib).toBeGreaterThan(budgetKiB.login);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
