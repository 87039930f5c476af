#!/usr/bin/env node
// Production build: src/main.ts compiled to one ES module, dist/main.js, with the workspace
// packages it imports (@meridian/*) bundled in. Every other package stays an import resolved
// from node_modules at run time (native add-ons, WebAssembly and their own files included).
// Run with `NODE_ENV=production node dist/main.js`; migrations/ and data/ are read from the
// package folder, next to dist/.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@meridian/'),
);

rmSync(`${apiDir}dist`, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Workspace packages publish their TypeScript sources under this condition.
  conditions: ['@meridian/source'],
  // Subpaths too (drizzle-orm/pg-core, @electric-sql/pglite/nodefs).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`dist/main.js built in ${Date.now() - started} ms`);
