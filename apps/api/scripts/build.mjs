#!/usr/bin/env node
// Production build: src/main.ts compiled to one ES module, dist/main.js, with the workspace
// packages it imports (@meridian/*) bundled in. Every other package stays an import resolved
// from node_modules at run time (native add-ons, WebAssembly and their own files included).
// Run with `NODE_ENV=production node dist/main.js`; migrations/ and data/ are read from the
// package folder, next to dist/. The API tests that start the API as a process run the same
// build, made once per run and driver into dist-test-<driver>/ (test/support/global-setup.ts).
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@meridian/'),
);

/**
 * Builds src/main.ts into `<folder>/main.js`. The folder must sit directly in the package folder:
 * the bundle finds migrations/ and data/ one level up, as src/ does.
 */
export async function buildApi(folder = 'dist') {
  if (folder.includes('/')) throw new Error(`the build's folder must be one level deep, not ${folder}`);
  rmSync(`${apiDir}${folder}`, { recursive: true, force: true });
  await build({
    absWorkingDir: apiDir,
    entryPoints: ['src/main.ts'],
    outfile: `${folder}/main.js`,
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
  return `${apiDir}${folder}/main.js`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildApi();
  console.log(`dist/main.js built in ${Date.now() - started} ms`);
}
