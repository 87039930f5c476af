#!/usr/bin/env node
// Message catalogs: `extract` writes locales/en.json from the sources' defineMessages;
// `check` fails when en.json is stale, a catalog misses a key or has one no code uses,
// a message breaks ICU syntax, a translation's arguments differ from the English ones, or a
// translation breaks the style rules of docs/glossary.md (a term the glossary forbids for its
// language, French typography). The mail and text message templates of the API are held to
// the same style rules, and each text message must fit one message.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import {
  fillPlaceholders,
  localizedStrings,
  readGlossary,
  readLocales,
  smsProblems,
  styleProblems,
} from './i18n-rules.mjs';

const root = new URL('..', import.meta.url).pathname;
// The locales are listed once for the whole repository, in locales/locales.json (English first).
const locales = readLocales();
/** Templates written per language outside the catalogs; `sms` ones must fit one text message. */
const templateFiles = [
  { path: 'apps/api/src/mail/templates.ts', sms: false },
  { path: 'apps/api/src/sms/templates.ts', sms: true },
];
/** What fills a text message's placeholders when it is measured: a six-digit code and three digits of minutes. */
const smsSample = { code: '000000', minutes: 999 };
const sources = ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
const ignore = ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/*.d.ts', '**/node_modules/**'];

function extract() {
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
  const bin = join(root, 'node_modules/.bin/formatjs');
  const args = ['extract', ...sources, '--out-file', out, '--format', 'simple', '--throws'];
  for (const pattern of ignore) args.push('--ignore', pattern);
  execFileSync(bin, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  return sortKeys(JSON.parse(readFileSync(out, 'utf8')));
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const catalogPath = (locale) => join(root, 'locales', `${locale}.json`);
const readCatalog = (locale) => JSON.parse(readFileSync(catalogPath(locale), 'utf8'));
const writeCatalog = (locale, catalog) =>
  writeFileSync(catalogPath(locale), JSON.stringify(sortKeys(catalog), null, 2) + '\n');

/** The names of the arguments and tags a message uses, for comparing a translation with its source. */
function argumentsOf(elements, found = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.type}:${element.value}`);
    if (element.options) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.children) argumentsOf(element.children, found);
  }
  return found;
}

function check() {
  const problems = [];
  const extracted = extract();
  const en = readCatalog('en');
  const glossary = readGlossary();
  if (JSON.stringify(en) !== JSON.stringify(extracted)) {
    const added = Object.keys(extracted).filter((id) => !(id in en) || en[id] !== extracted[id]);
    const removed = Object.keys(en).filter((id) => !(id in extracted));
    problems.push(
      `locales/en.json is out of date (run pnpm i18n:extract): changed or new ${added.join(', ') || '-'}; unused ${removed.join(', ') || '-'}`,
    );
  }
  for (const locale of locales) {
    const catalog = locale === 'en' ? en : readCatalog(locale);
    for (const id of Object.keys(extracted)) {
      if (!(id in catalog)) problems.push(`${locale}: missing ${id}`);
    }
    for (const [id, message] of Object.entries(catalog)) {
      if (!(id in extracted)) {
        problems.push(`${locale}: ${id} is not used by any code`);
        continue;
      }
      let ast;
      try {
        ast = parse(message);
      } catch (error) {
        problems.push(`${locale}: ${id} breaks ICU syntax (${error.message})`);
        continue;
      }
      if (locale !== 'en') {
        const expected = [...argumentsOf(parse(extracted[id]))].sort().join(',');
        const actual = [...argumentsOf(ast)].sort().join(',');
        if (expected !== actual) problems.push(`${locale}: ${id} uses {${actual}} but English uses {${expected}}`);
        for (const problem of styleProblems(message, locale, glossary, { id }))
          problems.push(`${locale}: ${id}: ${problem}`);
      }
    }
  }
  for (const file of templateFiles) {
    const source = readFileSync(join(root, file.path), 'utf8');
    for (const { locale, kind, line, text, template } of localizedStrings(source, locales)) {
      const where = `${file.path}:${line} (${locale})`;
      if (locale !== 'en')
        for (const problem of styleProblems(text, locale, glossary, { kind })) problems.push(`${where}: ${problem}`);
      if (file.sms && template) {
        for (const problem of smsProblems(fillPlaceholders(text, smsSample))) problems.push(`${where}: ${problem}`);
      }
    }
  }
  const count = Object.keys(extracted).length;
  if (problems.length) {
    console.error(problems.map((p) => `  ✗ ${p}`).join('\n'));
    console.error(`i18n: ${count * locales.length - problems.length} passed, ${problems.length} failed`);
    process.exit(1);
  }
  console.log(`i18n: ${count} messages in ${locales.length} catalogs, ${count * locales.length} passed, 0 failed`);
}

function withLock(action) {
  const lock = join(root, 'locales', '.lock');
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - started > 30_000) throw new Error(`could not take ${lock}`);
      execFileSync('sleep', ['0.2']);
    }
  }
  try {
    action();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const command = process.argv[2];
if (command === 'extract') {
  const extracted = extract();
  withLock(() => writeCatalog('en', extracted));
  // Keep the translated catalogs in key order; never invent translations for them.
  for (const locale of locales.slice(1)) writeCatalog(locale, readCatalog(locale));
  console.log(`locales/en.json: ${Object.keys(extracted).length} messages`);
} else if (command === 'add') {
  // Merge translations from a fragment file {"es": {id: text}, "fr": {...}, "pt": {...}} into
  // the catalogs, under a lock so that parallel edits do not overwrite each other.
  const fragment = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  withLock(() => {
    for (const [locale, messages] of Object.entries(fragment)) {
      if (!locales.slice(1).includes(locale)) throw new Error(`unknown locale ${locale}`);
      writeCatalog(locale, { ...readCatalog(locale), ...messages });
    }
  });
  console.log(
    `merged ${Object.values(fragment)
      .map((m) => Object.keys(m).length)
      .join('/')} messages`,
  );
} else if (command === 'check') {
  check();
} else {
  console.error('usage: i18n.mjs extract | check | add FRAGMENT.json');
  process.exit(2);
}
