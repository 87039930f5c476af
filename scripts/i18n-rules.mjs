// The style rules `node scripts/i18n.mjs check` applies to translated text (catalog messages,
// mails and text messages): the glossary's forbidden terms per language, French typography,
// and the length of a text message. Each rule takes text and answers the problems it finds, so
// that it can be tested on samples. docs/glossary.md explains the rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The locales, English first: the keys of locales/locales.json, the repository's one list. */
export function readLocales() {
  return Object.keys(JSON.parse(readFileSync(join(root, 'locales', 'locales.json'), 'utf8')));
}

/** locales/glossary.json: `terms` (one row per English term) and `forbidden` (per locale). */
export function readGlossary() {
  return JSON.parse(readFileSync(join(root, 'locales', 'glossary.json'), 'utf8'));
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The glossary's forbidden terms found in `text`, for one locale: whole words (a letter or a
 * digit on either side is another word), whatever their case.
 */
export function forbiddenTerms(text, locale, glossary) {
  const found = [];
  for (const { term, use } of glossary.forbidden[locale] ?? []) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'iu');
    const match = pattern.exec(text);
    if (match) found.push(`“${match[0]}” is not used in ${locale}: write “${use}”`);
  }
  return found;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/**
 * French typography: a narrow no-break space (U+202F) before ? ; !, a no-break space (U+00A0)
 * before a colon that ends a clause and inside « », a typographic apostrophe, and a narrow
 * no-break space between the thousands of a number.
 */
export function frenchTypography(text) {
  const found = [];
  for (const match of text.matchAll(/[?;!]/g)) {
    if (text[match.index - 1] !== NNBSP) found.push(`“${match[0]}” needs a narrow no-break space (U+202F) before it`);
  }
  for (const match of text.matchAll(/:/g)) {
    const next = text[match.index + 1];
    // A colon inside a word or a number (https://, 9:30) is not punctuation.
    const ends = next === undefined || /\s/.test(next) || next === '{';
    if ((ends || text[match.index - 1] === ' ') && text[match.index - 1] !== NBSP) {
      found.push('“:” needs a no-break space (U+00A0) before it');
    }
  }
  for (const match of text.matchAll(/«/g)) {
    if (text[match.index + 1] !== NBSP) found.push('“«” needs a no-break space (U+00A0) after it');
  }
  for (const match of text.matchAll(/»/g)) {
    if (text[match.index - 1] !== NBSP) found.push('“»” needs a no-break space (U+00A0) before it');
  }
  if (text.includes("'")) found.push("the straight apostrophe (') is written ’ in French");
  for (const match of text.matchAll(/\d[ \u00a0]\d{3}(?!\d)/g)) {
    found.push(`“${match[0]}” separates thousands with a narrow no-break space (U+202F)`);
  }
  return [...new Set(found)];
}

/** The style problems of a translated text in a locale: forbidden terms, then typography. */
export function styleProblems(text, locale, glossary) {
  return [...forbiddenTerms(text, locale, glossary), ...(locale === 'fr' ? frenchTypography(text) : [])];
}

// GSM 03.38: the basic alphabet (one unit per character) and its extension (two units).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/**
 * How a text message is sent: in the GSM alphabet, 160 units fit one message; one character
 * outside it (á, ç, ã, a no-break space) sends the whole text in UCS-2, 70 characters a message.
 */
export function smsLength(text) {
  let units = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1;
    else if (GSM_EXTENSION.includes(ch)) units += 2;
    else return { encoding: 'UCS-2', length: [...text].length, limit: 70 };
  }
  return { encoding: 'GSM-7', length: units, limit: 160 };
}

/** A text message's problem, if it does not fit one message. */
export function smsProblems(text) {
  const { encoding, length, limit } = smsLength(text);
  return length > limit ? [`${length} characters in ${encoding} take more than one text message (${limit})`] : [];
}

function unescape(body) {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, escape) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (escape.length > 1 && (escape[0] === 'u' || escape[0] === 'x')) {
      return String.fromCharCode(parseInt(escape.slice(1), 16));
    }
    return { n: '\n', t: '\t', r: '\r' }[escape] ?? escape;
  });
}

/**
 * The string literals of a source file written per language, such as the mail and text message
 * templates: a line `  es: ...` opens the Spanish part, which runs until the next locale key or
 * the next kind (a quoted key such as `'confirm-code': {`). Template literals keep their
 * placeholders as `${name}`. Answers `{ locale, line, text, template }` for each literal.
 */
export function localizedStrings(source, locales) {
  const key = new RegExp(`^\\s*(${locales.join('|')}):\\s`);
  const strings = [];
  let locale = null;
  source.split('\n').forEach((content, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(content)) return;
    const opened = key.exec(content);
    if (opened) locale = opened[1];
    else if (/^\s*'[\w-]+':\s*\{/.test(content) || /^\S/.test(content)) locale = null;
    if (!locale) return;
    for (const match of content.matchAll(/'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      const template = match[2] !== undefined;
      // A template's ${expressions} are reduced to the name they start with: `${roleName(role, 'fr')}`
      // reads `${roleName}`, so that only the written text is checked.
      const body = template ? match[2].replace(/\$\{\s*([\w.]*)[^}]*\}/g, '${$1}') : match[1];
      strings.push({ locale, line: index + 1, text: unescape(body), template });
    }
  });
  return strings;
}

/** A template literal with its placeholders filled in, for measuring it: `${code}` by `sample.code`. */
export function fillPlaceholders(text, sample) {
  return text.replace(/\$\{\s*([\w.]+)[^}]*\}/g, (_, name) => String(sample[name] ?? '00'));
}
