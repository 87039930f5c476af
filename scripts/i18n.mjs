#!/usr/bin/env node
// Message catalogs: `extract` writes locales/en.json from the sources' messagesIn declarations;
// `check` fails when en.json is stale, a catalog misses a key or has one no code uses,
// a message breaks ICU syntax, a translation's arguments differ from the English ones, a number
// argument is shown outside a plural, or a text breaks the style rules of docs/glossary.md (a
// term the glossary forbids for its language or for its group of messages, French typography).
// The mails, the text messages and the verification hand-off pages of the API are held to the
// same style rules, and each text message must fit one message (scripts/i18n-check.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fragmentProblemsIn, numberArgumentsIn, scopedMessagesOf, sourceFiles } from './i18n-arguments.mjs';
import { catalogProblems } from './i18n-check.mjs';
import { readGlossary, readLocales } from './i18n-rules.mjs';

const root = new URL('..', import.meta.url).pathname;
// The locales are listed once for the whole repository, in locales/locales.json (English first).
const locales = readLocales();
/**
 * Texts written per language outside the catalogs: the mails (a module each), the text messages
 * (`sms`: each must fit one text message) and the verification hand-off pages a phone opens.
 */
const mailTemplates = 'apps/api/src/mail/templates';
const templateFiles = [
  ...readdirSync(join(root, mailTemplates))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ path: `${mailTemplates}/${name}`, sms: false })),
  { path: 'apps/api/src/sms/templates.ts', sms: true },
  { path: 'apps/api/src/routes/verification-pages.ts', sms: false },
];
/**
 * The English catalog as the sources declare it: every `messagesIn('scope', { key: 'text' })` of
 * packages/*\/src and apps/*\/src (stories and tests aside). Messages are declared that way only
 * (`scopedMessagesOf` refuses react-intl's own declarations and what it cannot read), and an id is
 * declared in one place (a message shared between places is imported from the one that declares
 * it).
 */
function extract() {
  const extracted = {};
  const declaredIn = new Map();
  const problems = [];
  for (const path of sourceFiles(root)) {
    const source = readFileSync(path, 'utf8');
    const name = relative(root, path);
    const scoped = scopedMessagesOf(source, name);
    problems.push(...scoped.problems);
    for (const [id, text] of scoped.messages) {
      if (declaredIn.has(id) && declaredIn.get(id) !== name)
        problems.push(`${name}: ${id} is declared in ${declaredIn.get(id)} too: import it from there`);
      declaredIn.set(id, name);
      extracted[id] = text;
    }
  }
  if (problems.length) {
    console.error(problems.map((p) => `  ✗ ${p}`).join('\n'));
    process.exit(1);
  }
  return sortKeys(extracted);
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const catalogPath = (locale) => join(root, 'locales', `${locale}.json`);
const readCatalog = (locale) => JSON.parse(readFileSync(catalogPath(locale), 'utf8'));
const writeCatalog = (locale, catalog) =>
  writeFileSync(catalogPath(locale), JSON.stringify(sortKeys(catalog), null, 2) + '\n');

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
  const catalogs = Object.fromEntries(locales.map((locale) => [locale, locale === 'en' ? en : readCatalog(locale)]));
  const templates = templateFiles.map((file) => ({ ...file, source: readFileSync(join(root, file.path), 'utf8') }));
  const files = sourceFiles(root);
  const numberArguments = numberArgumentsIn(files);
  problems.push(...catalogProblems({ locales, extracted, catalogs, glossary, numberArguments, templates }));
  problems.push(...fragmentProblemsIn(files, root));
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
