// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, SMS_KINDS, type SmsKind } from '@meridian/contract';
import { renderSms, type SmsInputs } from '../apps/api/src/sms/templates';
import {
  brazilianPortuguese,
  fillPlaceholders,
  forbiddenTerms,
  frenchTypography,
  localizedStrings,
  readGlossary,
  readLocales,
  scopedTerms,
  scopesOf,
  smsLength,
  smsProblems,
  styleProblems,
} from './i18n-rules.mjs';

const root = join(import.meta.dirname, '..');
const glossary = readGlossary();
const locales = readLocales();
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
    ['es', 'Los enlaces de pago abonan los cobros en este monedero.', ['abonan']],
    ['es', 'Los enlaces de pago ya no podrán abonar en {label}.', ['abonar']],
    ['es', 'Tipo de prueba', ['Tipo de prueba']],
    ['pt', 'Tentar de novo', ['de novo']],
    ['pt', 'Confira o número e tente de novo.', ['de novo']],
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
    expect(forbiddenTerms('Tipo de cambio de prueba', 'es', glossary)).toEqual([]);
    // The noun (a season ticket, a credit) is another word than the verb.
    expect(forbiddenTerms('En este monedero recibes los pagos; un abono mensual', 'es', glossary)).toEqual([]);
  });

  it('suggests the word to use instead', () => {
    expect(forbiddenTerms('Billeteras', 'es', glossary)).toEqual(['“Billeteras” is not used in es: write “monederos”']);
  });
});

describe('wallet and payment vocabulary', () => {
  const payment = { id: 'screens.Money.Checkout.exactNote' };
  it.each([
    ['fr', 'Envoyez ce montant en un seul virement.', 'virement'],
    ['fr', 'Virements vers vos portefeuilles', 'Virements'],
    ['fr', 'Se connecter avec', 'Se connecter avec'],
    ['fr', 'Reconnectez-vous et acceptez le changement.', 'Reconnectez-vous'],
    ['fr', 'En attente de la finalité', 'finalité'],
    ['fr', 'vérifiez-le plus tard depuis sa carte.', 'carte'],
    ['fr', 'Commande ou lien qu’il règle', 'Commande ou lien'],
    ['fr', 'Trop-perçu', 'Trop-perçu'],
    ['es', 'Vuelve a conectarte y acepta el cambio.', 'conectarte'],
    ['es', 'Esperando a la finalidad', 'finalidad'],
    ['es', 'verifícalo más tarde desde su tarjeta.', 'tarjeta'],
    ['pt', 'Aguardando a finalidade', 'finalidade'],
    ['pt', 'verifique-a mais tarde pelo cartão dela.', 'cartão'],
    ['pt', 'Taxa de teste', 'Taxa de teste'],
    ['pt', 'Dados de cobrança', 'cobrança'],
    ['pt', 'Incluir imposto (IVA)', 'imposto (IVA)'],
  ])('flags, in a %s payment message, “%s”', (locale, text, term) => {
    const found = scopedTerms(text, locale, glossary, payment);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(
        `^“${term.replace(/[()]/g, '\\$&')}” is not used in (?:payments|checkout) messages in ${locale}: write “`,
      ),
    );
  });

  it('knows the wallet and payment messages by their id, and the mails by their kind', () => {
    expect(scopesOf({ id: 'screens.Money.AddWallet.connectWith' }, glossary)).toEqual(['payments', 'checkout']);
    expect(scopesOf({ id: 'app.wallets.added' }, glossary)).toEqual(['payments', 'checkout']);
    expect(scopesOf({ id: 'app.pay.transactionRefused' }, glossary)).toEqual(['payments', 'checkout']);
    expect(scopesOf({ kind: 'wallet-changed' }, glossary)).toEqual(['payments', 'checkout']);
    // Every page, notice and mail that speaks of money is held to the payment vocabulary.
    for (const id of [
      'screens.Workspace.Billing.feesNote',
      'screens.Workspace.Dashboard.chartSummary',
      'screens.Workspace.WooCommerce.description',
      'screens.Workspace.Squarespace.how',
      'screens.Workspace.Webhooks.description',
      'screens.Workspace.WebhookDeliveries.pending',
      'screens.Workspace.ApiKeys.description',
      'screens.Shell.NotificationsPanel.invitedAnonymous',
      'app.webhooks.redelivered',
      'app.apiKeys.reauthDescription',
    ]) {
      expect(scopesOf({ id }, glossary)).toEqual(['payments']);
    }
    for (const kind of ['payment-received', 'wallet-verified', 'kyb-verification', 'webhook-disabled']) {
      expect(scopesOf({ kind }, glossary)).toEqual(['payments']);
    }
    expect(scopesOf({ id: 'app.toasts.sessionExpiredHelp' }, glossary)).toEqual([]);
    expect(scopesOf({ kind: 'company-invite' }, glossary)).toEqual([]);
  });

  it('leaves the same words alone where they say the right thing', () => {
    // Logging in again after a session expires; the bank cards and transfers the product does not take.
    expect(
      styleProblems('Reconnectez-vous pour continuer.', 'fr', glossary, { id: 'app.toasts.sessionExpiredHelp' }),
    ).toEqual([]);
    const methods = 'Les cartes et les virements bancaires ne sont pas acceptés.';
    expect(styleProblems(methods, 'fr', glossary, { id: 'screens.Workspace.Help.faqPaymentMethodsA' })).toEqual([]);
    expect(
      styleProblems('No se aceptan tarjetas.', 'es', glossary, { id: 'screens.Workspace.Help.faqPaymentMethodsA' }),
    ).toEqual([]);
    // The buyer's order is a “commande”, a connected wallet is “connecté”.
    expect(styleProblems('{merchant} confirmera votre commande. Connecter avec', 'fr', glossary, payment)).toEqual([]);
    expect(
      styleProblems('Pour accepter, connectez-vous à Meridian', 'fr', glossary, { kind: 'company-invite' }),
    ).toEqual([]);
    // In the store integrations a commande is the store's order.
    expect(
      styleProblems('Cette commande est marquée comme payée.', 'fr', glossary, {
        id: 'screens.Workspace.WooCommerce.orderPaid',
      }),
    ).toEqual([]);
    expect(styleProblems('cette commande', 'fr', glossary, payment)).toHaveLength(1);
  });

  it('reads a mail’s kind from its template', () => {
    const source = [
      'const templates = {',
      "  'wallet-changed': {",
      '    fr: (input) => ({',
      "      subject: 'Un virement a changé',",
      '    }),',
      '  },',
      "  'company-invite': {",
      '    fr: (input) => ({',
      "      subject: 'Connectez-vous',",
      '    }),',
      '  },',
      '};',
    ].join('\n');
    const problems = localizedStrings(source, locales).flatMap(({ locale, kind, text }) =>
      styleProblems(text, locale, glossary, { kind }),
    );
    expect(problems).toEqual(['“virement” is not used in payments messages in fr: write “transfert, transaction”']);
  });
});

describe('Brazilian Portuguese', () => {
  it.each([
    ['A sua carteira está desconectada.', '“A sua” opens a sentence the European way: write “sua…” in pt'],
    ['Conecte-a primeiro. O seu link está pronto.', '“O seu” opens a sentence the European way: write “seu…” in pt'],
    [
      '{count, plural, one {Os seus links} other {As suas carteiras}}',
      '“Os seus” opens a sentence the European way: write “seus…” in pt',
    ],
    ['Você entrou em {workspace}', '“entrou” means logging in: joining a workspace is “participar de” in pt'],
    [
      'A pessoa entrará como {role} assim que aceitar.',
      '“entrará” means logging in: joining a workspace is “participar de” in pt',
    ],
    [
      'A pessoa entra no espaço de trabalho assim que aceitar.',
      '“entra” means logging in: joining a workspace is “participar de” in pt',
    ],
    [
      'Ninguém entra em um espaço de trabalho sem aceitar o convite.',
      '“entra” means logging in: joining a workspace is “participar de” in pt',
    ],
  ])('flags “%s”', (text, problem) => {
    expect(brazilianPortuguese(text)).toContain(problem);
  });

  it('passes the Brazilian forms, and entrar where it means logging in', () => {
    for (const text of [
      'Sua carteira está desconectada. Confira a rede na sua carteira.',
      'O Meridian nunca guarda seus fundos.',
      'Agora você participa de {workspace}',
      'Você participaria com a função de {role}',
      'Entre para acessar {path}',
      'Para aceitar ou recusar, entre no Meridian e abra seus convites.',
      'Você entra com este endereço, por isso ele não pode ser alterado aqui.',
      'Ele vai entrar em contato com você.',
    ]) {
      expect(brazilianPortuguese(text)).toEqual([]);
    }
  });

  it('applies to Portuguese only', () => {
    expect(styleProblems('A sua', 'es', glossary)).toEqual([]);
    expect(styleProblems('A sua carteira', 'pt', glossary)).toHaveLength(1);
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
    [
      'Utilisez au moins 100 caractères.',
      '“0 caractères” needs a no-break space (U+00A0) between the number and its unit',
    ],
    ['PNG ou JPEG, 2 Mo au maximum', '“2 Mo” needs a no-break space (U+00A0) between the number and its unit'],
    ['La vérification prend 48 heures.', '“8 heures” needs a no-break space (U+00A0) between the number and its unit'],
    [
      'Au plus {max, number} caractères',
      '“} caractères” needs a no-break space (U+00A0) between the number and its unit',
    ],
    [
      'Ce code est valable ${minutes} minutes',
      '“} minutes” needs a no-break space (U+00A0) between the number and its unit',
    ],
    ['Un taux de 0 à {max, number} %', '“} %” needs a no-break space (U+00A0) between the number and its unit'],
    ['Un taux de 20%', '“0%” needs a no-break space (U+00A0) between the number and its unit'],
    ['De 9 h à 18\u00a0h', '“9 h” needs a no-break space (U+00A0) between the number and its unit'],
    ['De 4096 × 4096 pixels au plus', '“6 pixels” needs a no-break space (U+00A0) between the number and its unit'],
  ])('flags “%s”', (text, problem) => {
    expect(frenchTypography(text)).toEqual([problem]);
  });

  it('flags a unit after a plural’s number', () => {
    expect(frenchTypography('Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.')).toEqual([
      '“# seconde” needs a no-break space (U+00A0) between the number and its unit',
      '“# secondes” needs a no-break space (U+00A0) between the number and its unit',
    ]);
  });

  it('passes numbers and units joined by a no-break space, and words that only start like a unit', () => {
    expect(
      frenchTypography(
        '100\u00a0caractères, 2\u00a0Mo, {max, number}\u00a0%, #\u00a0secondes, ${minutes}\u00a0min, 6\u00a0chiffres, 2 Moonbeam, {count} membres, 3 liens',
      ),
    ).toEqual([]);
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
  it.each(locales)('the %s catalog follows the glossary and the typography rules', (locale) => {
    const problems = Object.entries(catalog(locale)).flatMap(([id, message]) =>
      styleProblems(message, locale, glossary, { id }).map((problem) => `${id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  /** Every mail's module (the folder's index and layout hold no text of their own). */
  const mails = readdirSync(join(root, 'apps/api/src/mail/templates'))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && name !== 'layout.ts')
    .map((name) => `apps/api/src/mail/templates/${name}`);

  it.each([...mails, 'apps/api/src/sms/templates.ts', 'apps/api/src/routes/verification-pages.ts'])(
    '%s is written in every language and follows the same rules',
    (path) => {
      const strings = localizedStrings(source(path), locales);
      for (const locale of locales) expect(strings.some((string) => string.locale === locale)).toBe(true);
      const problems = strings.flatMap(({ locale, kind, line, text }) =>
        styleProblems(text, locale, glossary, { kind }).map((problem) => `${line}: ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );

  it('sends every text message in one message once the code is filled in', () => {
    const texts = localizedStrings(source('apps/api/src/sms/templates.ts'), locales).filter((s) => s.template);
    expect(texts.map(({ locale }) => locale)).toEqual(locales);
    for (const { text } of texts)
      expect(smsProblems(fillPlaceholders(text, { code: '000000', minutes: 999 }))).toEqual([]);
  });

  /**
   * The longest values each kind of text message can be sent with: a code is six digits, and a
   * lifetime of three digits of minutes leaves room to lengthen it (it is 10 today).
   */
  const longest: { [K in SmsKind]: SmsInputs[K] } = {
    'phone-code': { code: '999999', minutes: 999 },
  };

  it.each(SMS_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const)))(
    'sends the %s text in %s as one message with its longest arguments',
    (kind, language) => {
      const text = renderSms(kind, language, longest[kind]);
      expect(text).toContain(longest[kind].code);
      expect(text).toContain(String(longest[kind].minutes));
      const { encoding, length, limit } = smsLength(text);
      expect(limit).toBe(encoding === 'UCS-2' ? 70 : 160);
      expect(length, `${text} (${encoding})`).toBeLessThanOrEqual(limit);
    },
  );
});
