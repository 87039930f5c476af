#!/usr/bin/env node
// Builds @meridian/ui for publishing: ESM + declarations through tsc (one file per module, so
// every component is its own subpath), the fonts stylesheet, and the package's message
// catalogs (the `ui.*` messages of each locale) for partners' IntlProviders.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const here = new URL('.', import.meta.url).pathname;
const require = createRequire(import.meta.url);
rmSync(`${here}dist`, { recursive: true, force: true });
// TypeScript 7, the native compiler (the package `typescript-7`; docs/decisions.md): a quarter of
// TypeScript 5's CPU for the same modules and declarations. One thread: `npm test` runs this beside
// other suites.
const tsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${here}tsconfig.build.json`, '--singleThreaded'], { stdio: 'inherit' });
addExtensions(`${here}dist`);
copyFileSync(`${here}src/fonts.css`, `${here}dist/fonts.css`);
mkdirSync(`${here}dist/locales`, { recursive: true });
for (const locale of Object.keys(JSON.parse(readFileSync(`${here}../../locales/locales.json`, 'utf8')))) {
  const catalog = JSON.parse(readFileSync(`${here}../../locales/${locale}.json`, 'utf8'));
  const own = Object.fromEntries(Object.entries(catalog).filter(([id]) => id.startsWith('ui.')));
  writeFileSync(`${here}dist/locales/${locale}.json`, JSON.stringify(own, null, 2) + '\n');
}
console.log('built @meridian/ui into dist/');

/**
 * The sources use extensionless relative imports (bundler resolution); Node's ESM loader
 * needs full paths, so the emitted files get `.js` / `/index.js` added.
 */
function addExtensions(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) addExtensions(path);
    else if (/\.(js|d\.ts)$/.test(entry)) {
      const source = readFileSync(path, 'utf8');
      const fixed = source.replace(
        /(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
        (match, lead, quote, spec) => {
          if (/\.(js|json|css)$/.test(spec)) return match;
          const base = resolve(dirname(path), spec);
          if (existsSync(`${base}.js`)) return `${lead}${quote}${spec}.js${quote}`;
          if (existsSync(join(base, 'index.js'))) return `${lead}${quote}${spec}/index.js${quote}`;
          return match;
        },
      );
      if (fixed !== source) writeFileSync(path, fixed);
    }
  }
}
