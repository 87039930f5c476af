#!/usr/bin/env node
// The WooCommerce plugin's translations (integrations/woocommerce/meridian-payments/languages):
// its PHP's translatable strings (`__`, `esc_html__`... with the `meridian-payments` text
// domain) make languages/meridian-payments.pot; each locale's .po is committed, and the build
// (scripts/build-woocommerce-plugin.mjs) compiles it into the .mo WordPress loads.
//
//   node scripts/woocommerce-plugin-i18n.mjs update   rewrites the .pot, and each .po (its
//                                                      translations kept, new strings empty)
//   node scripts/woocommerce-plugin-i18n.mjs check    fails on a stale .pot, or a string some
//                                                      .po lacks or translates badly
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGlossary, styleProblems } from './i18n-rules.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const pluginDir = join(root, 'integrations/woocommerce/meridian-payments');
export const DOMAIN = 'meridian-payments';
const languagesDir = join(pluginDir, 'languages');
const potFile = join(languagesDir, `${DOMAIN}.pot`);

/** The plugin's locales, each with the catalog locale whose style rules its .po follows. */
export const PLUGIN_LOCALES = { es_ES: 'es', fr_FR: 'fr', pt_BR: 'pt' };

const FUNCTIONS = ['__', 'esc_html__', 'esc_attr__', '_e', 'esc_html_e', 'esc_attr_e'];
const CALL = new RegExp(`\\b(${FUNCTIONS.join('|')}|_x|_n|_nx|_ex|esc_html_x|esc_attr_x)\\(`, 'g');
const LITERAL_CALL = /^\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'([^']*)'\s*\)/;
const TRANSLATORS = /\/\*\s*translators:\s*([\s\S]*?)\*\//g;

function phpFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return phpFiles(full);
      return name.endsWith('.php') ? [full] : [];
    });
}

const unquote = (text) => text.replace(/\\(['\\])/g, '$1');
const lineOf = (source, index) => source.slice(0, index).split('\n').length;

/**
 * The plugin's translatable strings, in the order they first appear: `{ msgid, references,
 * comments }`; and the calls that are not a string literal with the plugin's text domain.
 */
export function extractStrings(dir = pluginDir) {
  const entries = new Map();
  const problems = [];
  for (const file of phpFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    const name = relative(dir, file);
    const comments = [...source.matchAll(TRANSLATORS)].map((match) => ({
      end: match.index + match[0].length,
      text: match[1].trim(),
    }));
    let previousEnd = 0;
    for (const call of source.matchAll(CALL)) {
      const [fn] = call.slice(1);
      const where = `${name}:${lineOf(source, call.index)}`;
      const literal = LITERAL_CALL.exec(source.slice(call.index + fn.length));
      if (!FUNCTIONS.includes(fn) || !literal || literal[2] !== DOMAIN) {
        problems.push(`${where}: ${fn}( … ) must take a string literal and the '${DOMAIN}' text domain`);
        continue;
      }
      const msgid = unquote(literal[1]);
      const comment = comments.filter((c) => c.end > previousEnd && c.end <= call.index).at(-1);
      previousEnd = call.index + fn.length + literal[0].length;
      const entry = entries.get(msgid) ?? { msgid, references: [], comments: [] };
      entry.references.push(where);
      if (comment && !entry.comments.includes(comment.text)) entry.comments.push(comment.text);
      entries.set(msgid, entry);
    }
  }
  return { entries: [...entries.values()], problems };
}

const poString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

function header(fields) {
  return `msgid ""\nmsgstr ""\n${Object.entries(fields)
    .map(([key, value]) => poString(`${key}: ${value}\n`))
    .join('\n')}\n`;
}

function version() {
  return /^\s*\*\s*Version:\s*(\S+)/m.exec(readFileSync(join(pluginDir, 'meridian-payments.php'), 'utf8'))[1];
}

const BASE_HEADER = () => ({
  'Project-Id-Version': `Meridian Payments ${version()}`,
  'MIME-Version': '1.0',
  'Content-Type': 'text/plain; charset=UTF-8',
  'Content-Transfer-Encoding': '8bit',
  'X-Domain': DOMAIN,
});

const PLURAL_FORMS = {
  es_ES: 'nplurals=2; plural=(n != 1);',
  fr_FR: 'nplurals=2; plural=(n > 1);',
  pt_BR: 'nplurals=2; plural=(n > 1);',
};

/** A .pot (no locale) or a .po (with its translations) for the entries. */
export function catalogText(entries, locale, translations = new Map()) {
  const fields = locale ? { ...BASE_HEADER(), Language: locale, 'Plural-Forms': PLURAL_FORMS[locale] } : BASE_HEADER();
  const blocks = entries.map((entry) => {
    const lines = [
      ...entry.comments.map((comment) => `#. translators: ${comment}`),
      `#: ${entry.references.join(' ')}`,
      ...(/%(\d+\$)?s/.test(entry.msgid) ? ['#, php-format'] : []),
      `msgid ${poString(entry.msgid)}`,
      `msgstr ${poString(translations.get(entry.msgid) ?? '')}`,
    ];
    return lines.join('\n');
  });
  return `${header(fields)}\n${blocks.join('\n\n')}\n`;
}

/** The translations of a .po (msgid -> msgstr), its header's msgid "" included. */
export function parsePo(text) {
  const translations = new Map();
  const read = (line) => JSON.parse(line.replace(/^(msgid|msgstr)\s+/, ''));
  let current = null;
  let field = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      current = { msgid: read(line), msgstr: '' };
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = read(line);
      field = 'msgstr';
      translations.set(current.msgid, current.msgstr);
    } else if (line.startsWith('"') && current && field) {
      current[field] += JSON.parse(line);
      if (field === 'msgstr') translations.set(current.msgid, current.msgstr);
    }
  }
  return translations;
}

/** A GNU .mo file of the translations (the header and every non-empty msgstr), ids sorted. */
export function compileMo(translations) {
  const pairs = [...translations.entries()]
    .filter(([id, str]) => id === '' || str !== '')
    .map(([id, str]) => [Buffer.from(id), Buffer.from(str)])
    .sort(([a], [b]) => Buffer.compare(a, b));
  const count = pairs.length;
  const tables = 28 + 16 * count;
  const head = Buffer.alloc(tables);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(28, 12);
  head.writeUInt32LE(28 + 8 * count, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(tables, 24);
  const strings = [];
  let offset = tables;
  const place = (buffer, at) => {
    head.writeUInt32LE(buffer.length, at);
    head.writeUInt32LE(offset, at + 4);
    strings.push(buffer, Buffer.alloc(1));
    offset += buffer.length + 1;
  };
  pairs.forEach(([id], index) => place(id, 28 + 8 * index));
  pairs.forEach(([, str], index) => place(str, 28 + 8 * count + 8 * index));
  return Buffer.concat([head, ...strings]);
}

/** The .mo files the zip carries: `languages/meridian-payments-<locale>.mo` -> bytes. */
export function compiledCatalogs() {
  return Object.keys(PLUGIN_LOCALES).map((locale) => ({
    path: `languages/${DOMAIN}-${locale}.mo`,
    data: compileMo(parsePo(readFileSync(join(languagesDir, `${DOMAIN}-${locale}.po`), 'utf8'))),
  }));
}

const placeholders = (text) => (text.match(/%(\d+\$)?[sd]/g) ?? []).sort();

/** What is wrong with the committed catalogs: a stale .pot, untranslated strings, bad style. */
export function checkCatalogs() {
  const { entries, problems } = extractStrings();
  if (readFileSync(potFile, 'utf8') !== catalogText(entries)) {
    problems.push(`${relative(root, potFile)} is stale: run node scripts/woocommerce-plugin-i18n.mjs update`);
  }
  const glossary = readGlossary();
  for (const [locale, catalogLocale] of Object.entries(PLUGIN_LOCALES)) {
    const file = join(languagesDir, `${DOMAIN}-${locale}.po`);
    const translations = parsePo(readFileSync(file, 'utf8'));
    for (const { msgid } of entries) {
      const msgstr = translations.get(msgid) ?? '';
      const where = `${relative(root, file)}: “${msgid}”`;
      if (msgstr === '') {
        problems.push(`${where} is not translated`);
        continue;
      }
      if (placeholders(msgstr).join() !== placeholders(msgid).join()) {
        problems.push(`${where}: the translation's placeholders differ`);
      }
      for (const problem of styleProblems(msgstr, catalogLocale, glossary)) problems.push(`${where}: ${problem}`);
    }
  }
  return problems;
}

function update() {
  const { entries, problems } = extractStrings();
  writeFileSync(potFile, catalogText(entries));
  for (const locale of Object.keys(PLUGIN_LOCALES)) {
    const file = join(languagesDir, `${DOMAIN}-${locale}.po`);
    let translations = new Map();
    try {
      translations = parsePo(readFileSync(file, 'utf8'));
    } catch {
      // A new locale starts empty.
    }
    writeFileSync(file, catalogText(entries, locale, translations));
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command !== 'update' && command !== 'check') {
    console.error('usage: node scripts/woocommerce-plugin-i18n.mjs update|check');
    process.exit(2);
  }
  const problems = command === 'update' ? update() : checkCatalogs();
  for (const problem of problems) console.error(problem);
  process.exit(problems.length ? 1 : 0);
}
