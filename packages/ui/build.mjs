#!/usr/bin/env node
// Builds @meridian/ui for publishing: ESM + declarations through tsc (one file per module, so
// every component is its own subpath), the fonts stylesheet, and the package's message
// catalogs (the `ui.*` messages of each locale) for partners' IntlProviders.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const here = new URL('.', import.meta.url).pathname;
const require = createRequire(import.meta.url);
rmSync(`${here}dist`, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', `${here}tsconfig.build.json`], {
  stdio: 'inherit',
});
copyFileSync(`${here}src/fonts.css`, `${here}dist/fonts.css`);
mkdirSync(`${here}dist/locales`, { recursive: true });
for (const locale of ['en', 'es', 'fr', 'pt']) {
  const catalog = JSON.parse(readFileSync(`${here}../../locales/${locale}.json`, 'utf8'));
  const own = Object.fromEntries(Object.entries(catalog).filter(([id]) => id.startsWith('ui.')));
  writeFileSync(`${here}dist/locales/${locale}.json`, JSON.stringify(own, null, 2) + '\n');
}
console.log('built @meridian/ui into dist/');
