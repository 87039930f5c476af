// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fillPlaceholders,
  forbiddenTerms,
  frenchTypography,
  localizedStrings,
  readGlossary,
  readLocales,
  smsLength,
  smsProblems,
  styleProblems,
} from './i18n-rules.mjs';

const root = join(import.meta.dirname, '..');
const glossary = readGlossary();
const locales = readLocales();
const translated = locales.filter((locale) => locale !== 'en');
const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8'));
const source = (path: string) => readFileSync(join(root, path), 'utf8');

describe('forbidden terms', () => {
  it.each([
    ['pt', 'Introduza a sua palavra-passe', ['Introduza', 'palavra-passe']],
    ['pt', 'Definições da conta', ['Definições']],
    ['pt', 'Terminar sessão', ['Terminar sessão']],
    ['pt', 'Convide a sua equipa', ['equipa']],
    ['pt', 'Programador', ['Programador']],
    ['pt', 'Boas-vindas à Meridian!', ['à Meridian']],
    ['es', 'Billeteras', ['Billeteras']],
    ['es', 'Añade una cartera', ['cartera']],
    ['es', 'No pudimos enviar la invitación.', ['No pudimos']],
    ['fr', 'les clés API et les intégrations', ['clés API']],
  ])('flags a term the glossary forbids in %s: “%s”', (locale, text, terms) => {
    const found = forbiddenTerms(text, locale, glossary);
    expect(found).toHaveLength(terms.length);
    for (const term of terms) expect(found.some((problem) => problem.startsWith(`“${term}”`))).toBe(true);
  });

  it('flags a term only in the language that forbids it, and only as a whole word', () => {
    expect(forbiddenTerms('Invita a tu equipo', 'es', glossary)).toEqual([]);
    expect(forbiddenTerms('la cartera de clientes', 'pt', glossary)).toEqual([]);
    expect(forbiddenTerms('Equipamentos da equipe', 'pt', glossary)).toEqual([]);
    expect(forbiddenTerms('Digite sua senha', 'pt', glossary)).toEqual([]);
    expect(forbiddenTerms('Boas-vindas ao Meridian!', 'pt', glossary)).toEqual([]);
    expect(forbiddenTerms('les clés d’API', 'fr', glossary)).toEqual([]);
  });

  it('suggests the word to use instead', () => {
    expect(forbiddenTerms('Billeteras', 'es', glossary)).toEqual(['“Billeteras” is not used in es: write “monederos”']);
  });
});

describe('French typography', () => {
  it.each([
    ['Combien puis-je recevoir ?', '“?” needs a narrow no-break space (U+202F) before it'],
    ['Combien puis-je recevoir?', '“?” needs a narrow no-break space (U+202F) before it'],
    ['Retirer {email}\u00a0?', '“?” needs a narrow no-break space (U+202F) before it'],
    ['Bienvenue sur Meridian !', '“!” needs a narrow no-break space (U+202F) before it'],
    ['Réessayez ; si le problème persiste', '“;” needs a narrow no-break space (U+202F) before it'],
    ['Dernière vérification : {time}', '“:” needs a no-break space (U+00A0) before it'],
    ['Dernière vérification: {time}', '“:” needs a no-break space (U+00A0) before it'],
    ['Aucun résultat pour « {query}\u00a0»', '“«” needs a no-break space (U+00A0) after it'],
    ['Aucun résultat pour «\u00a0{query} »', '“»” needs a no-break space (U+00A0) before it'],
    ["l'entreprise", "the straight apostrophe (') is written ’ in French"],
    ['Plus de 1 000 salariés', '“1 000” separates thousands with a narrow no-break space (U+202F)'],
  ])('flags “%s”', (text, problem) => {
    expect(frenchTypography(text)).toEqual([problem]);
  });

  it('passes French written with its spaces, and colons that are not punctuation', () => {
    expect(
      frenchTypography(
        'Combien\u202f? Oui\u202f! A\u202f; B\u00a0: «\u00a0{query}\u00a0» l’entreprise 1\u202f000 https://example.com 9:30',
      ),
    ).toEqual([]);
  });

  it('applies to French only', () => {
    expect(styleProblems('¿Cuánto puedo recibir? «monedero»', 'es', glossary)).toEqual([]);
    expect(styleProblems('Combien puis-je recevoir ?', 'fr', glossary)).toHaveLength(1);
  });
});

describe('text message length', () => {
  it('counts accented text in UCS-2, 70 characters to a message', () => {
    const tooLong =
      'Meridian: tu código para verificar este número de teléfono es 000000. Es válido durante 10 minutos. No lo compartas con nadie.';
    expect(smsLength(tooLong).encoding).toBe('UCS-2');
    expect(smsProblems(tooLong)).toEqual(['126 characters in UCS-2 take more than one text message (70)']);
    expect(smsProblems('Meridian: tu código es 000000. Caduca en 10 minutos. No lo compartas.')).toEqual([]);
  });

  it('counts plain text in the GSM alphabet, 160 to a message', () => {
    const english =
      'Meridian: your code to verify this phone number is 000000. It is valid for 10 minutes. Do not share it with anyone.';
    expect(smsLength(english)).toEqual({ encoding: 'GSM-7', length: 115, limit: 160 });
    expect(smsProblems(english)).toEqual([]);
    expect(smsProblems(english.repeat(2))).toHaveLength(1);
  });

  it('measures a template with its placeholders filled in', () => {
    expect(fillPlaceholders('Code ${code}, ${minutes} min', { code: '000000', minutes: 10 })).toBe(
      'Code 000000, 10 min',
    );
  });
});

describe('templates written per language', () => {
  const sample = [
    'const templates = {',
    "  'confirm-code': {",
    '    en: ({ code }) => ({',
    '      subject: `Your code: ${code}`,',
    "      text: ['Hello,'].join('\\n'),",
    '    }),',
    '    fr: ({ code, role }) => ({',
    '      subject: `Votre code : ${code}`,',
    "      text: [`En tant que ${roleName(role, 'fr')}.`, 'Bonjour\\u202f!'].join('\\n'),",
    '    }),',
    '  },',
    '};',
  ].join('\n');

  it('reads each string with the language of the part it is written in', () => {
    const strings = localizedStrings(sample, locales).filter(({ text }) => text !== '\n');
    expect(strings.map(({ locale, text }) => [locale, text])).toEqual([
      ['en', 'Your code: ${code}'],
      ['en', 'Hello,'],
      ['fr', 'Votre code : ${code}'],
      ['fr', 'En tant que ${roleName}.'],
      ['fr', 'Bonjour\u202f!'],
    ]);
  });

  it('finds an ordinary space before a French colon in a mail', () => {
    const problems = localizedStrings(sample, locales).flatMap(({ locale, text }) =>
      locale === 'en' ? [] : styleProblems(text, locale, glossary),
    );
    expect(problems).toEqual(['“:” needs a no-break space (U+00A0) before it']);
  });
});

describe('Meridian’s own text', () => {
  it.each(translated)('the %s catalog follows the glossary and the typography rules', (locale) => {
    const problems = Object.entries(catalog(locale)).flatMap(([id, message]) =>
      styleProblems(message, locale, glossary).map((problem) => `${id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(['apps/api/src/mail/templates.ts', 'apps/api/src/sms/templates.ts'])(
    '%s is written in every language and follows the same rules',
    (path) => {
      const strings = localizedStrings(source(path), locales);
      for (const locale of locales) expect(strings.some((string) => string.locale === locale)).toBe(true);
      const problems = strings.flatMap(({ locale, line, text }) =>
        styleProblems(text, locale, glossary).map((problem) => `${line}: ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );

  it('sends every text message in one message once the code is filled in', () => {
    const texts = localizedStrings(source('apps/api/src/sms/templates.ts'), locales).filter((s) => s.template);
    expect(texts.map(({ locale }) => locale)).toEqual(locales);
    for (const { text } of texts)
      expect(smsProblems(fillPlaceholders(text, { code: '000000', minutes: 10 }))).toEqual([]);
  });
});
