#!/usr/bin/env node
// Packs @meridian/ui as a partner would receive it, unpacks it into a scratch project whose
// node_modules holds the package's dependencies, and checks that every export resolves and
// loads in Node, that declarations ship for each, and that nothing else (sources, stories,
// tests) is published.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const uiDir = join(root, 'packages/ui');
const scratch = mkdtempSync(join(tmpdir(), 'ui-pack-'));
const problems = [];

execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: uiDir, stdio: 'ignore' });
const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
const installed = join(scratch, 'node_modules/@meridian/ui');
mkdirSync(installed, { recursive: true });
execFileSync('tar', ['-xzf', join(scratch, tarball), '-C', installed, '--strip-components=1']);

// Dependencies and peers come from the workspace install, as a partner's package manager would provide them.
const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
for (const name of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]) {
  const target = join(scratch, 'node_modules', name);
  mkdirSync(join(target, '..'), { recursive: true });
  if (!existsSync(target)) symlinkSync(join(uiDir, 'node_modules', name), target);
}

const files = execFileSync('tar', ['-tzf', join(scratch, tarball)])
  .toString()
  .split('\n')
  .filter(Boolean);
for (const file of files) {
  if (/\/src\/|\.stories\.|\.test\./.test(file)) problems.push(`published file that should not be: ${file}`);
}

const components = readdirSync(join(installed, 'dist'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(installed, 'dist', d.name, 'index.js')))
  .map((d) => d.name);
const specifiers = ['@meridian/ui', ...components.map((c) => `@meridian/ui/${c}`)];
for (const specifier of specifiers) {
  const sub = specifier === '@meridian/ui' ? '' : specifier.slice('@meridian/ui/'.length) + '/';
  if (!existsSync(join(installed, 'dist', sub, 'index.d.ts'))) problems.push(`no declarations for ${specifier}`);
}
const probe = `
  const specifiers = ${JSON.stringify(specifiers)};
  const failures = [];
  for (const s of specifiers) {
    try { const m = await import(s); if (!Object.keys(m).length) failures.push(s + ': no exports'); }
    catch (e) { failures.push(s + ': ' + e.message.split('\\n')[0]); }
  }
  console.log(JSON.stringify(failures));
`;
const failures = JSON.parse(
  execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: scratch }).toString(),
);
problems.push(...failures);
for (const locale of Object.keys(JSON.parse(readFileSync(join(root, 'locales/locales.json'), 'utf8')))) {
  if (!existsSync(join(installed, 'dist/locales', `${locale}.json`))) problems.push(`no ${locale} catalog`);
}
if (!existsSync(join(installed, 'dist/fonts.css'))) problems.push('no fonts.css');

if (problems.length) {
  console.error(problems.map((p) => `  ✗ ${p}`).join('\n'));
  process.exit(1);
}
console.log(`@meridian/ui pack: ${files.length} files, ${specifiers.length} entry points load in Node`);
