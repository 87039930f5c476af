// What `node scripts/i18n.mjs check` finds wrong in a set of catalogs and templates, as a function
// of what it is given (so that a test can run it on a deliberately broken catalog). Each problem
// names where it is (the locale and the message id, or the file and line), the rule it breaks and
// what to write instead.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { numberFormattedArguments, numbersOutsidePlural } from './i18n-arguments.mjs';
import { fillPlaceholders, localizedStrings, smsProblems, styleProblems } from './i18n-rules.mjs';

/** What fills a text message's placeholders when it is measured: a six-digit code and three digits of minutes. */
export const smsSample = { code: '000000', minutes: 999 };

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

/**
 * The problems of the catalogs against the messages the sources define:
 * - `extracted`: the English messages the sources define, by id;
 * - `catalogs`: each locale's catalog (English first), by locale;
 * - `numberArguments`: the arguments each message is given as numbers (a Map from id to names);
 *   an argument the message formats as a number (`{count, number}`) is one too;
 * - `templates`: the files written per language outside the catalogs, `{ path, source, sms }`.
 */
export function catalogProblems({ locales, extracted, catalogs, glossary, numberArguments, templates = [] }) {
  const problems = [];
  const withoutPlural = glossary.numbersWithoutPlural?.ids ?? {};
  for (const locale of locales) {
    const catalog = catalogs[locale] ?? {};
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
      if (locale === 'en') {
        // The arguments the code declares as numbers, and those the message formats as numbers.
        const numbers = new Set([...(numberArguments.get(id) ?? []), ...numberFormattedArguments(ast)]);
        if (numbers.size && !(id in withoutPlural)) {
          for (const problem of numbersOutsidePlural(ast, numbers)) problems.push(`en: ${id}: ${problem}`);
        }
      } else {
        const expected = [...argumentsOf(parse(extracted[id]))].sort().join(',');
        const actual = [...argumentsOf(ast)].sort().join(',');
        if (expected !== actual) problems.push(`${locale}: ${id} uses {${actual}} but English uses {${expected}}`);
      }
      for (const problem of styleProblems(message, locale, glossary, { id }))
        problems.push(`${locale}: ${id}: ${problem}`);
    }
  }
  for (const file of templates) {
    for (const { locale, kind, line, text, template } of localizedStrings(file.source, locales)) {
      const where = `${file.path}:${line} (${locale})`;
      for (const problem of styleProblems(text, locale, glossary, { kind })) problems.push(`${where}: ${problem}`);
      if (file.sms && template) {
        for (const problem of smsProblems(fillPlaceholders(text, smsSample))) problems.push(`${where}: ${problem}`);
      }
    }
  }
  return problems;
}
