// @vitest-environment node
import { fragmentProblems, numberArgumentsOf, scopedMessagesOf } from './i18n-arguments.mjs';
import { catalogProblems } from './i18n-check.mjs';
import { readGlossary, readLocales } from './i18n-rules.mjs';

/**
 * The language check run on a deliberately broken catalog: each pattern of the language review
 * (and each rule that keeps one from coming back) is written once the wrong way, and the check
 * must name the message, the rule and what to write; written the right way, the same message
 * passes. Other messages are added by other work all the time: the check, not a reader, is what
 * keeps these patterns out of them.
 */
const glossary = readGlossary();
const locales = readLocales();

/** A source declaring its messages' values, as the screens do: `count` and `imported` are numbers. */
const declarations = `
export const valueMessages = messagesIn<{
  logImport: { imported: number };
  label: { name: string };
}>('screens.Workspace.Squarespace', {
  logImport: '{imported} new',
  label: 'Link {name}',
});
export const webhookMessages = messagesIn<{ disabledFailing: { count: number } }>('screens.Workspace.Webhooks', {
  disabledFailing: 'Disabled after {count} failed events',
});
`;

type Case = [string, string, string, string, string, string, string, string];
const row = (pattern: string, fields: string): Case => {
  const parts = fields.split(' | ');
  if (parts.length !== 7) throw new Error(`a case has 7 fields: ${fields}`);
  return [pattern, ...parts] as Case;
};

/**
 * One case a line: the pattern, then locale | id | English source | broken translation | the words the check
 * quotes | the rule it names | a fixed translation.
 */
const cases: Case[] = [
  // One failure pattern per language.
  row(
    'failure pattern',
    'es | errors.x.loadFailed | The links could not be loaded | No se ha podido cargar los enlaces | No se ha podido | in es | No hemos podido cargar los enlaces',
  ),
  row(
    'failure pattern',
    'fr | errors.x.saveFailed | Failed to save | Échec de l’enregistrement | Échec de | failure pattern | Impossible d’enregistrer',
  ),
  row(
    'failure pattern',
    'fr | errors.x.createFailed | We could not create the link | Nous n’avons pas pu créer le lien | Nous n’avons pas pu | failure pattern | Impossible de créer le lien',
  ),
  row(
    'failure pattern',
    'fr | errors.x.keyFailed | The key could not be created | La clé n’a pas pu être créée | n’a pas pu être | failure pattern | Impossible de créer la clé',
  ),
  row(
    'failure pattern',
    'fr | errors.x.generic | That did not work | Cela n’a pas fonctionné | Cela n’a pas fonctionné | failure pattern | Impossible d’effectuer cette action',
  ),
  row(
    'failure pattern',
    'pt | errors.x.updateFailed | Failed to update the theme | Falha ao atualizar o tema | Falha ao | failure pattern | Não foi possível atualizar o tema',
  ),
  row(
    'failure pattern',
    'pt | errors.x.generic | That did not work | Não deu certo | Não deu certo | failure pattern | Não foi possível concluir a ação',
  ),
  // Checkout words, in the new screens too (the payment vocabulary's scope covers them).
  row(
    'checkout words',
    'es | screens.Money.Customers.noPayments | This customer opened a checkout | Este cliente abrió un cobro | abrió un cobro | checkout words | Este cliente inició un pago',
  ),
  row(
    'checkout words',
    'es | screens.Workspace.WooCommerce.revoked | It cannot create checkouts | No puede crear pagos | crear pagos | checkout words | No puede crear cobros',
  ),
  row(
    'checkout words',
    'fr | screens.Workspace.WooCommerce.description | Add Meridian to your store | Ajoutez Meridian au paiement de votre boutique | au paiement de votre boutique | checkout words | Ajoutez Meridian à la page de paiement de votre boutique',
  ),
  row(
    'payment vocabulary in billing',
    'fr | screens.Workspace.Billing.feesNote | Fees are never taken from a transfer | Les frais ne sont jamais prélevés sur un virement | virement | payments messages in fr | Les frais ne sont jamais prélevés sur un transfert',
  ),
  row(
    'payment vocabulary in webhooks',
    'es | screens.Workspace.Webhooks.confirmed | Confirmation of a payment | Confirmación de la finalidad de un pago | finalidad | payments messages in es | Un pago definitivo',
  ),
  row(
    'payment vocabulary in the notifications panel',
    'pt | screens.Shell.NotificationsPanel.billing | Billing details | Dados de cobrança | cobrança | payments messages in pt | Dados de faturamento',
  ),
  // A new message copies its siblings.
  row(
    'sibling messages',
    'es | app.apiKeys.reauthDescription | Changing the key needs your password | Necesitas tu contraseña, ya que iniciaste sesión hace un rato | hace un rato | sibling messages | Necesitamos tu contraseña, porque iniciaste sesión hace un tiempo',
  ),
  row(
    'sibling messages',
    'es | screens.Workspace.Webhooks.retry | Try again | Intentar de nuevo | Intentar de nuevo | one word per concept | Reintentar',
  ),
  // The person is addressed without a gender.
  row(
    'address without a gender',
    'fr | screens.Shell.NotificationsPanel.invited | You were invited to join {name} | Vous êtes invité à rejoindre {name} | Vous êtes invité | address without a gender | Vous avez reçu une invitation à rejoindre {name}',
  ),
  row(
    'address without a gender',
    'fr | screens.Workspace.Verification.pendingText | You will be notified of the decision | Vous serez averti de la décision | Vous serez averti | address without a gender | Nous vous informerons de la décision',
  ),
  row(
    'address without a gender',
    'pt | screens.Workspace.Verification.inReviewText | You will be notified of the decision | Você será avisado da decisão | Você será avisado | address without a gender | Avisaremos você sobre a decisão',
  ),
  // The register of a payments product.
  row(
    'register',
    'pt | screens.Workspace.WebhookDeliveries.pending | Retrying | Tentando de novo | de novo | register | Tentando novamente',
  ),
  row(
    'register',
    'pt | screens.Workspace.ApiKeys.revokeMessage | Programs stop working at once | Os programas param de funcionar na hora | na hora | register | Os programas param de funcionar imediatamente',
  ),
  row(
    'register',
    'pt | screens.Workspace.ApiKeys.undo | This cannot be undone | Não dá para desfazer | Não dá | register | Não é possível desfazer esta ação',
  ),
  row(
    'register',
    'pt | screens.Workspace.WooCommerce.noWallet | The payments need somewhere to go | Os pagamentos precisam de um lugar para cair | cair | payments messages in pt | A loja precisa de um lugar para receber os pagamentos',
  ),
  row(
    'register',
    'es | screens.Workspace.Squarespace.noWallet | The links need somewhere to pay | Los enlaces necesitan dónde recibir los pagos | necesitan dónde | register | Los enlaces necesitan un monedero en el que recibir los pagos',
  ),
  row(
    'register',
    'fr | app.paymentLinks.copyFailed | Copy it from there | Copiez-la depuis là | depuis là | register | Copiez l’URL depuis cette page',
  ),
  row(
    'register',
    'fr | screens.Workspace.WooCommerce.waiting | Once the plugin has called in | Dès que l’extension se sera manifestée | se sera manifestée | register | Dès que l’extension aura contacté Meridian',
  ),
  // One word per concept, per language.
  row(
    'one word per concept',
    'es | screens.Workspace.Account.notificationEmailSaved | Email notifications updated | Avisos por correo electrónico actualizados | Avisos | one word per concept | Notificaciones por correo electrónico actualizadas',
  ),
  row(
    'one word per concept',
    'pt | screens.Workspace.Verification.needsGold | Reduced fees | Taxas reduzidas | Taxas | one word per concept | Tarifas reduzidas',
  ),
  row(
    'one word per concept',
    'fr | screens.Money.common.share.qrLabel | QR code of the link | Code QR du lien | Code QR | one word per concept | QR code du lien',
  ),
  row(
    'one word per concept',
    'pt | screens.Money.common.share.qrLabel | QR code of the link | Código QR do link | Código QR | one word per concept | QR code do link',
  ),
  row(
    'one word per concept',
    'pt | screens.Workspace.Integrations.description | Connect your online store | Conecte sua loja on-line | on-line | one word per concept | Conecte sua loja online',
  ),
  row(
    'one word per concept',
    'pt | screens.Money.Customers.postalCode | Postal code | CEP | CEP | one word per concept | CEP / código postal',
  ),
  row(
    'linking a store is not pairing',
    'es | screens.Workspace.WooCommerce.relink | Pair it again | Vuelve a emparejarla | emparejarla | one word per concept | Vuelve a vincularla',
  ),
  row(
    'linking a store is not pairing',
    'fr | screens.Workspace.WooCommerce.relink | Pair it again | Appairez-la à nouveau | Appairez | one word per concept | Associez-la à nouveau',
  ),
  row(
    'linking a store is not pairing',
    'pt | screens.Workspace.WooCommerce.relink | Pair it again | Faça o pareamento novamente | pareamento | one word per concept | Vincule a loja novamente',
  ),
  row(
    'one verb per action',
    'es | screens.Workspace.ComingSoon.verification | Raise your payment limit | Amplía tu límite de pago | Amplía tu límite | one word per concept | Aumenta tu límite de pago',
  ),
  row(
    'the identity verification provider',
    'es | screens.Workspace.Verification.needsSilver | Verified by our identity provider | Verificada por nuestro proveedor de identidad | proveedor de identidad | one word per concept | Verificada por nuestro proveedor de verificación de identidad',
  ),
  row(
    '“Email” spelled one way',
    'en | screens.Money.Customers.email | E-mail | E-mail | E-mail | one word per concept | Email',
  ),
];

/** The catalogs of one message: its English source, the same text in every language, and `text` in `locale`. */
function catalogsOf(id: string, source: string, locale: string, text: string) {
  const catalogs = Object.fromEntries(locales.map((each) => [each, { [id]: each === locale ? text : source }]));
  return {
    locales,
    extracted: { [id]: locale === 'en' ? text : source },
    catalogs,
    glossary,
    numberArguments: new Map(),
  };
}

describe('the language check on a deliberately broken catalog', () => {
  it.each(cases)('catches %s in %s (%s)', (_pattern, locale, id, source, broken, found, rule, fixed) => {
    const problems = catalogProblems(catalogsOf(id, source, locale, broken));
    expect(problems).toHaveLength(1);
    // The message, the words, the rule and what to write instead.
    expect(problems[0]).toMatch(new RegExp(`^${locale}: ${id.replace(/\./g, '\\.')}: “${found}” is not used `));
    expect(problems[0]).toContain(rule);
    expect(problems[0]).toMatch(/: write “.+”$/);
    // Written the right way, the same message passes.
    expect(catalogProblems(catalogsOf(id, source, locale, fixed))).toEqual([]);
  });

  it('reads the messages a source declares with messagesIn, each id the scope and the key', () => {
    const { messages, problems } = scopedMessagesOf(declarations);
    expect(problems).toEqual([]);
    expect(messages).toEqual(
      new Map([
        ['screens.Workspace.Squarespace.logImport', '{imported} new'],
        ['screens.Workspace.Squarespace.label', 'Link {name}'],
        ['screens.Workspace.Webhooks.disabledFailing', 'Disabled after {count} failed events'],
      ]),
    );
  });

  it('refuses a messagesIn call the extraction cannot read as written', () => {
    const unreadable = `
const scope = 'screens.X';
export const a = messagesIn(scope, { title: 'Title' });
export const b = messagesIn('screens.Y', { title: \`Hello \${name}\`, ...others, ok: 'Fine' });
export const c = messagesIn('screens.Z', { twice: 'One', twice: 'Two' });
`;
    const { messages, problems } = scopedMessagesOf(unreadable, 'broken.ts');
    expect(problems).toEqual([
      'broken.ts:3: messagesIn takes a literal scope and an object of literal texts',
      "broken.ts:4: each message of messagesIn is `key: 'literal text'`",
      "broken.ts:4: each message of messagesIn is `key: 'literal text'`",
      'broken.ts:5: screens.Z.twice is declared twice',
    ]);
    expect(messages.get('screens.Y.ok')).toBe('Fine');
  });

  it('refuses a message declared another way than messagesIn', () => {
    const other = `import { defineMessages } from 'react-intl';
export const m = defineMessages({ a: { id: 'screens.X.a', defaultMessage: 'A' } });
`;
    expect(scopedMessagesOf(other, 'other.ts').problems).toEqual([
      "other.ts:2: declare messages with messagesIn('scope', { key: 'text' }), not defineMessages( (see docs/contributing.md)",
    ]);
    expect(scopedMessagesOf(`const a = <FormattedMessage id="screens.X.a" />;`, 'other.tsx').problems).toHaveLength(1);
  });

  it('catches a number argument shown outside a plural, in the English source, by the types the code declares', () => {
    const numberArguments = numberArgumentsOf(declarations);
    expect(numberArguments).toEqual(
      new Map([
        ['screens.Workspace.Squarespace.logImport', new Set(['imported'])],
        ['screens.Workspace.Webhooks.disabledFailing', new Set(['count'])],
      ]),
    );
    const run = (source: string, translated: string) =>
      catalogProblems({
        locales,
        extracted: { 'screens.Workspace.Squarespace.logImport': source },
        catalogs: Object.fromEntries(
          locales.map((locale) => [
            locale,
            { 'screens.Workspace.Squarespace.logImport': locale === 'en' ? source : translated },
          ]),
        ),
        glossary,
        numberArguments,
      });
    expect(run('{imported} new', '{imported} nuevos')).toEqual([
      'en: screens.Workspace.Squarespace.logImport: the number {imported} is shown outside a plural (a plural for every number): write {imported, plural, one {# …} other {# …}} in the English source, then in every language',
    ]);
    expect(run('{imported, number} new', '{imported, number} nuevos')).toHaveLength(1);
    // A number the message formats itself is a number whatever the code declares.
    const undeclared = (source: string) =>
      catalogProblems({
        locales,
        extracted: { 'screens.Workspace.Webhooks.failures': source },
        catalogs: Object.fromEntries(
          locales.map((locale) => [locale, { 'screens.Workspace.Webhooks.failures': source }]),
        ),
        glossary,
        numberArguments: new Map(),
      });
    expect(undeclared('{count, number} failed events')).toEqual([
      'en: screens.Workspace.Webhooks.failures: the number {count} is shown outside a plural (a plural for every number): write {count, plural, one {# …} other {# …}} in the English source, then in every language',
    ]);
    expect(undeclared('{count, plural, one {# failed event} other {{count, number} failed events}}')).toEqual([]);
    expect(
      run('{imported, plural, one {# new} other {# new}}', '{imported, plural, one {# nuevo} other {# nuevos}}'),
    ).toEqual([]);
  });

  it('catches a sentence built from translated fragments that must agree', () => {
    // How the integrations' health was written: “Last sync: {what}, {outcome}, {when}”, each a translated fragment.
    const glued = [
      'const health = (integration) =>',
      '  intl.formatMessage(valueMessages.health, {',
      '    what: intl.formatMessage(kindText[integration.health.kind]),',
      '    outcome: intl.formatMessage(outcomeText[integration.health.outcome]),',
      '    when: intl.formatDate(integration.health.at),',
      '  });',
    ].join('\n');
    expect(fragmentProblems(glued, 'Integrations.tsx')).toEqual([
      'Integrations.tsx:3: {what} is another translated message (fragments that must agree): write one message per case, choosing inside it with {what, select, …}, or say why it stands alone in a // i18n-fragment: comment',
      'Integrations.tsx:4: {outcome} is another translated message (fragments that must agree): write one message per case, choosing inside it with {outcome, select, …}, or say why it stands alone in a // i18n-fragment: comment',
    ]);
    // One message per kind, the outcome chosen inside it; or a fragment that says why it stands alone.
    const whole =
      'intl.formatMessage(healthText[kind], { outcome: integration.health.outcome, when: intl.formatDate(at) });';
    expect(fragmentProblems(whole, 'Integrations.tsx')).toEqual([]);
    const alone = [
      '// i18n-fragment: the page’s name stands alone before the product’s',
      'const title = intl.formatMessage(titleTemplate, { page: intl.formatMessage(page) });',
    ].join('\n');
    expect(fragmentProblems(alone, 'page-title.ts')).toEqual([]);
  });

  it('lets a number go without a plural only where the glossary says why', () => {
    const id = 'ui.Stepper.position';
    expect(glossary.numbersWithoutPlural.ids[id]).toBeTruthy();
    const problems = catalogProblems({
      locales,
      extracted: { [id]: 'Step {step, number}' },
      catalogs: Object.fromEntries(locales.map((locale) => [locale, { [id]: 'Step {step, number}' }])),
      glossary,
      numberArguments: new Map([[id, new Set(['step'])]]),
    });
    expect(problems).toEqual([]);
  });

  it('reads the verification hand-off pages and the mails that speak of money', () => {
    const handoff = [
      'const HANDOFF_PAGES = {',
      '  pt: (minutes) => ({',
      "    back: 'Escolha “Continuar no celular” de novo para receber um link novo.',",
      "    expired: ['Este link expirou', `Um link funciona por ${minutes} minutos.`],",
      '  }),',
      '  fr: (minutes) => ({',
      "    back: 'Choisissez à nouveau « Continuer sur votre téléphone ».',",
      '  }),',
      '};',
    ].join('\n');
    const mail = [
      'const templates = {',
      "  'payment-received': {",
      '    fr: (input) => ({',
      "      subject: 'Un virement est arrivé',",
      '    }),',
      '    en: (input) => ({',
      "      text: 'You get this e-mail because payment notifications are on.',",
      '    }),',
      '  },',
      '};',
    ].join('\n');
    const problems = catalogProblems({
      locales,
      extracted: {},
      catalogs: {},
      glossary,
      numberArguments: new Map(),
      templates: [
        { path: 'apps/api/src/routes/verification-pages.ts', source: handoff, sms: false },
        { path: 'apps/api/src/mail/templates/payment-received.ts', source: mail, sms: false },
      ],
    });
    expect(problems).toEqual([
      'apps/api/src/routes/verification-pages.ts:3 (pt): “de novo” is not used in pt (register): write “novamente”',
      'apps/api/src/routes/verification-pages.ts:7 (fr): “«” needs a no-break space (U+00A0) after it',
      'apps/api/src/routes/verification-pages.ts:7 (fr): “»” needs a no-break space (U+00A0) before it',
      'apps/api/src/mail/templates/payment-received.ts:4 (fr): “virement” is not used in payments messages in fr: write “transfert, transaction”',
      'apps/api/src/mail/templates/payment-received.ts:7 (en): “e-mail” is not used in en (one word per concept): write “email (one spelling in the English source)”',
    ]);
  });
});
