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

/**
 * locales/glossary.json: `terms` (one row per English term), `forbidden` (per locale), `scopes` and
 * `forbiddenIn` (terms refused in a group of messages only) and `numbersWithoutPlural` (the number
 * arguments that may be shown without a plural, each with its reason).
 */
export function readGlossary() {
  return JSON.parse(readFileSync(join(root, 'locales', 'glossary.json'), 'utf8'));
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A forbidden entry's regular expression: its `term` written as is, or its `pattern` (a regular
 * expression source, for a word with several forms), as whole words (a letter or a digit on
 * either side is another word), whatever their case.
 */
function entryPattern({ term, pattern }) {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern ?? escapeRegExp(term)})(?![\\p{L}\\p{N}])`, 'iu');
}

/** The problems a list of forbidden entries finds in `text`; `where` says where they are refused. */
function findEntries(text, entries, where) {
  const found = [];
  for (const entry of entries ?? []) {
    const match = entryPattern(entry).exec(text);
    // The rule an entry belongs to (a failure pattern, the address without a gender…) is named, so
    // that a failure says which rule it breaks as well as what to write.
    const rule = entry.rule ? ` (${entry.rule})` : '';
    if (match) found.push(`“${match[0]}” is not used ${where}${rule}: write “${entry.use}”`);
  }
  return found;
}

/**
 * The glossary's forbidden terms found in `text`, for one locale: whole words (a letter or a
 * digit on either side is another word), whatever their case.
 */
export function forbiddenTerms(text, locale, glossary) {
  return findEntries(text, glossary.forbidden[locale], `in ${locale}`);
}

/**
 * The scopes a text belongs to: `glossary.scopes` names groups of messages by the start of their
 * id (`screens.Money.`), less those its `exceptIds` start (the card and bank transfer choice at
 * checkout, where a card and a bank transfer are what they say), and groups of mails and text
 * messages by their kind (`wallet-changed`).
 * `where` is `{ id }` for a catalog message, `{ kind }` for a template.
 */
export function scopesOf(where, glossary) {
  return Object.entries(glossary.scopes ?? {})
    .filter(
      ([, scope]) =>
        (where.id !== undefined &&
          scope.ids.some((prefix) => where.id.startsWith(prefix)) &&
          !(scope.exceptIds ?? []).some((prefix) => where.id.startsWith(prefix))) ||
        (where.kind !== undefined && scope.templates.includes(where.kind)),
    )
    .map(([name]) => name);
}

/**
 * The terms a scope forbids, for one locale: in the wallet and payment messages, a word that is
 * right elsewhere (a bank transfer, logging in, a bank card) says the wrong thing.
 */
export function scopedTerms(text, locale, glossary, where) {
  return scopesOf(where, glossary).flatMap((scope) =>
    findEntries(text, glossary.forbiddenIn?.[scope]?.[locale], `in ${scope} messages in ${locale}`),
  );
}

/**
 * Brazilian Portuguese: no article before a possessive that opens a sentence (“Sua carteira…”,
 * not the European “A sua carteira…”), and joining a workspace is *participar de*: *entrar* is
 * logging in.
 */
export function brazilianPortuguese(text) {
  const found = [];
  const opening = /(?:^|[.!?:;]\s+|\{|\n)((?:A|O|As|Os) (?:sua|seu|suas|seus))(?![\p{L}])/gu;
  for (const match of text.matchAll(opening)) {
    found.push(`“${match[1]}” opens a sentence the European way: write “${match[1].split(' ')[1]}…” in pt`);
  }
  const join =
    /(?<![\p{L}])(entr(?:ar|a|as|am|e|em|ei|ou|aram|ará|arão|aria|ariam|ando))\s+(?:como\s|em\s+\{|em\s+um\s+espaço|num\s|numa\s|no\s+espaço|na\s+equipe)/giu;
  for (const match of text.matchAll(join)) {
    found.push(`“${match[1]}” means logging in: joining a workspace is “participar de” in pt`);
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
  for (const match of text.matchAll(FRENCH_UNIT)) {
    found.push(`“${match[0]}” needs a no-break space (U+00A0) between the number and its unit`);
  }
  return [...new Set(found)];
}

/**
 * A number (digits, an ICU argument `{max, number}` or `#`, a template's `${minutes}`) followed by
 * an ordinary space, or by nothing, and a unit: “100 caractères”, “2 Mo”, “48 heures”, “10 %”.
 */
const FRENCH_UNIT = new RegExp(
  `(?:\\d|#|\\})(?: ?(?:${['%', 'Ko', 'Mo', 'Go', 'To'].join('|')})| (?:${[
    'secondes?',
    'minutes?',
    'min',
    'heures?',
    'h',
    'jours?',
    'semaines?',
    'mois',
    'ans?',
    'années?',
    'caractères?',
    'chiffres?',
    'octets?',
    'pixels?',
    'px',
  ].join('|')}))(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * The style problems of a translated text in a locale: forbidden terms (the glossary's, then
 * those of the scopes the text belongs to), Brazilian Portuguese, then French typography. `where`
 * is `{ id }` for a catalog message, `{ kind }` for a mail or a text message.
 */
export function styleProblems(text, locale, glossary, where = {}) {
  return [
    ...forbiddenTerms(text, locale, glossary),
    ...scopedTerms(text, locale, glossary, where),
    ...(locale === 'pt' ? brazilianPortuguese(text) : []),
    ...(locale === 'fr' ? frenchTypography(text) : []),
  ];
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
 * placeholders as `${name}`. Answers `{ locale, kind, line, text, template }` for each literal,
 * `kind` being the quoted key the part is written under (`'phone-code'`), or null.
 */
export function localizedStrings(source, locales) {
  const key = new RegExp(`^\\s*(${locales.join('|')}):\\s`);
  const strings = [];
  let locale = null;
  let kind = null;
  source.split('\n').forEach((content, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(content)) return;
    const opened = key.exec(content);
    const kindOpened = /^\s*'([\w-]+)':\s*\{/.exec(content);
    if (opened) locale = opened[1];
    else if (kindOpened || /^\S/.test(content)) {
      locale = null;
      kind = kindOpened ? kindOpened[1] : null;
    }
    if (!locale) return;
    for (const match of content.matchAll(/'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      const template = match[2] !== undefined;
      // A template's ${expressions} are reduced to the name they start with: `${roleName(role, 'fr')}`
      // reads `${roleName}`, so that only the written text is checked.
      const body = template ? match[2].replace(/\$\{\s*([\w.]*)[^}]*\}/g, '${$1}') : match[1];
      strings.push({ locale, kind, line: index + 1, text: unescape(body), template });
    }
  });
  return strings;
}

/** A template literal with its placeholders filled in, for measuring it: `${code}` by `sample.code`. */
export function fillPlaceholders(text, sample) {
  return text.replace(/\$\{\s*([\w.]+)[^}]*\}/g, (_, name) => String(sample[name] ?? '00'));
}
