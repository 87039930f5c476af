import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, freshAddress, mine } from './support/chain';
import { money } from './support/customers';
import { testWalletAccounts } from './support/environment';
import { createAccount, expect, localizedPage, test, translator, type AppLocale } from './support/fixtures';
import { addMoonbeamWallet, createStaticTestLink, createWorkspace } from './support/merchant';
import { offerCards, payByCard } from './support/onramp';

/**
 * Money in the merchant's own terms, step by step: a workspace in Portugal or Spain prices in
 * euros; a €25 link; a payer in Portuguese pays it by card through the sandbox on-ramp; the
 * merchant sees €25.00 on the dashboard, billing and the CSV; and refunds €10 of it to the
 * address the payer gives, from a connected test wallet. Each test sets up what it needs through
 * the API (the steps before it have tests of their own).
 */

type T = (id: string, values?: Record<string, string | number>) => string;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** A message's text with each named value standing for anything. */
const shaped = (t: T, id: string, ...names: string[]) =>
  new RegExp(escape(t(id, Object.fromEntries(names.map((name) => [name, '\u0000'])))).replaceAll('\u0000', '.+'));

/**
 * A merchant (signed in through `request`) with a workspace in Portugal, which prices in euros,
 * a payout wallet of a new address, and a static test link of €25 that offers cards and bank
 * transfers; with `refundWallet`, the workspace also holds that address (a wallet it refunds from).
 */
async function lisbonShop(request: APIRequestContext, locale: AppLocale, refundWallet?: string) {
  await createAccount(request, locale);
  const companyId = await createWorkspace(request, { name: 'Torra', country: 'PT', phone: '+351 912 345 678' });
  const walletId = await addMoonbeamWallet(request, companyId, {
    address: freshAddress(),
    label: 'Recebimentos',
    colour: 'green',
  });
  if (refundWallet)
    await addMoonbeamWallet(request, companyId, { address: refundWallet, label: 'Reembolsos', colour: 'blue' });
  const name = `Café de especialidade ${Date.now().toString(36)}`;
  const link = await createStaticTestLink(request, companyId, walletId, { name, amount: '25.00' });
  await offerCards(request, companyId, link.id);
  const company = (await (await request.get(api(`/company/${companyId}`))).json()) as { name: string };
  return { companyId, link, name, merchantName: company.name };
}

/** A payer in Portugal, in another browser, reading the pages in Portuguese. */
async function lisbonPayer(browser: Browser) {
  const context = await browser.newContext({ locale: 'pt-PT' });
  return { context, page: await localizedPage(context, 'pt') };
}

test(
  'a merchant in Spain prices in euros: the new link form starts in euros, and the €25 link shows its price in euros',
  { tag: '@es' },
  async ({ page, t, appLocale }) => {
    await createAccount(page.request, appLocale);
    // No currency named: a Spanish company's is the euro.
    const companyId = await createWorkspace(page.request, {
      name: 'Tostadores',
      country: 'ES',
      phone: '+34 612 345 678',
    });
    await addMoonbeamWallet(page.request, companyId, { address: freshAddress(), label: 'Cobros', colour: 'green' });
    const workspace = (await (await page.request.get(api(`/company/${companyId}`))).json()) as { currency: string };
    expect(workspace.currency).toBe('EUR');

    const textbox = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
    await page.goto('/payment-links/new/static');
    await expect(heading(page, t('screens.Money.StaticLinkForm.createHeading'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(escape(t('screens.Money.common.link.currency'))) }),
    ).toContainText('EUR');
    await textbox(t('screens.Money.common.link.name')).fill('Café en grano');
    // Typed as a person writes it in Spanish.
    const amount = textbox(t('screens.Money.common.link.amount'));
    await amount.fill('25,00');
    await amount.press('Tab');
    await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
    await page.getByRole('button', { name: new RegExp(escape(t('screens.Money.common.payout.payoutWallet'))) }).click();
    await page.getByRole('option', { name: /^Cobros/ }).click();
    await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
    await page.getByRole('button', { name: t('screens.Money.common.link.create') }).click();
    await expect(page).toHaveURL(/\/payment-links\/[0-9a-f-]{36}$/);
    await expect(heading(page, 'Café en grano')).toBeVisible();

    // The list of links shows its price in euros, as Spanish writes them; the API has it in euros.
    await page.goto('/payment-links');
    await expect(heading(page, t('screens.Money.PaymentLinks.heading'))).toBeVisible();
    const price = await money(page, 25_00, 'EUR');
    await expect(page.getByRole('row', { name: /^Café en grano/ })).toContainText(price);
    const list = await page.request.get(
      api(`/payment-link?companyId=${companyId}&search=${encodeURIComponent('Café')}`),
    );
    const { links } = (await list.json()) as { links: { name: string; currency: string; amount: string }[] };
    expect(links.find((link) => link.name === 'Café en grano')).toMatchObject({ currency: 'EUR' });
  },
);

test(
  'a payer opens the €25 link in Portuguese and pays by card through the sandbox on-ramp: its fee before leaving, its page, and the receipt',
  { tag: '@pt' },
  async ({ browser, playwright, t }) => {
    test.slow();
    const merchant = await playwright.request.newContext();
    const { link } = await lisbonShop(merchant, 'pt');
    await merchant.dispose();
    const { context, page } = await lisbonPayer(browser);

    // The price in euros as Portuguese writes them, paid in the local chain's coin (DEV, priced
    // as GLMR: $0.25, and €1 is $1.08 in the sandbox's rates, so €25 is 108 DEV and the few
    // units that tell this session's payment apart).
    await page.goto(`/pay/${link.slug}`);
    await expect(heading(page, t('screens.Money.Checkout.chooseHeading'))).toBeVisible();
    const price = await money(page, 25_00, 'EUR');
    await expect(page.getByText(price).first()).toBeVisible();
    await page.getByRole('radio', { name: /DEV/ }).check();
    await page.getByRole('button', { name: t('screens.Money.Checkout.continue') }).click();
    await expect(heading(page, t('screens.Money.Checkout.awaitingHeading'))).toBeVisible();
    await expect(page.getByText(/108([.,]\d+)?\sDEV/).first()).toBeVisible();

    // "Card or bank transfer": the payer's country (their browser's), a card, the sandbox's fee
    // (2.9 % and 30 cents) and the total, before they leave.
    const cards = page.getByRole('heading', { level: 2, name: t('screens.Money.Checkout.Onramp.heading') });
    await expect(cards).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('screens.Money.Checkout.Onramp.country') })).toHaveValue(
      'Portugal',
    );
    await expect(page.getByRole('radio', { name: t('screens.Money.Checkout.Onramp.card') })).toBeChecked();
    await expect(page.getByText(await money(page, 1_03, 'EUR'), { exact: true })).toBeVisible();
    await expect(page.getByText(await money(page, 26_03, 'EUR'), { exact: true })).toBeVisible();
    await page
      .getByRole('button', { name: t('screens.Money.Checkout.Onramp.continue', { provider: 'Sandbox' }) })
      .click();

    // The sandbox's hosted page, served by the API: what is bought, for whom; the outcome "Paid".
    await expect(page).toHaveURL(/\/onramp-sandbox\/sbx_[0-9a-f]+$/);
    await expect(page.getByRole('heading', { name: 'Sandbox card and bank transfer' })).toBeVisible();
    await expect(page.getByText(/^108(\.\d+)? DEV$/)).toBeVisible();
    await expect(page.getByText('€25.00', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Paid', exact: true }).click();

    // Back on the checkout, the tokens arrived from the sandbox's account: final with a block
    // more (which another flow may ask for first), then the receipt, with the price in euros.
    await expect(page).toHaveURL(new RegExp(`/pay/${link.slug}\\?session=`));
    const done = heading(page, t('screens.Money.PaymentDone.heading'));
    await expect(heading(page, t('screens.Money.Checkout.confirmingHeading')).or(done)).toBeVisible();
    await mine();
    await expect(done).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
    await context.close();
  },
);

test(
  'the merchant sees the €25 card payment as €25.00 on the dashboard, in the CSV export and on billing',
  { tag: '@en' },
  async ({ page, t }) => {
    test.slow();
    const { link, name } = await lisbonShop(page.request, 'en');
    await payByCard(page.request, link.slug, { token: 'DEV', country: 'PT' });

    await page.goto('/dashboard?environment=test');
    await expect(heading(page, t('screens.Workspace.Dashboard.heading'))).toBeVisible();
    const figures = page.getByRole('tabpanel');
    await expect(figures.locator('dl')).toContainText(`${t('screens.Workspace.Dashboard.revenue')}€25.00`);
    await expect(figures.locator('dl')).toContainText(`${t('screens.Workspace.Dashboard.count')}1`);
    const recent = page.getByRole('table', { name: t('screens.Workspace.Dashboard.recentTable') });
    await expect(recent.getByRole('row').filter({ hasText: name })).toContainText('€25.00');

    // The CSV: one row, valued in the workspace's euros, priced in euros, paid in DEV.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t('screens.Workspace.Dashboard.exportCsv') }).click();
    const [header, ...rows] = (await readFile(await (await download).path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((column, index) => [column, rows[0]![index]]));
    expect(row).toMatchObject({
      link: name,
      environment: 'test',
      token: 'DEV',
      amount: expect.stringMatching(/^108(\.\d+)?$/),
      value: '25.00',
      currency: 'EUR',
      price_currency: 'EUR',
      price: '25.00',
      status: 'confirmed',
    });

    // Billing counts it in the month's test use, in euros.
    await page.goto('/billing');
    await expect(heading(page, t('screens.Workspace.Billing.heading'))).toBeVisible();
    await expect(page.getByText(t('screens.Workspace.Billing.testUsed', { amount: '€25.00' }))).toBeVisible();
  },
);

test(
  'the merchant refunds €10 of the card payment: the payer gives their address on the refund page, the test wallet sends it, and the payment’s page shows it refunded',
  { tag: '@fr' },
  async ({ browser, page, t }) => {
    test.slow();
    // The test wallet's account is one of the workspace's wallets: the refund is sent from it.
    const { link, name, merchantName } = await lisbonShop(page.request, 'fr', testWalletAccounts[0]);
    await payByCard(page.request, link.slug, { token: 'DEV', country: 'PT' });

    // From the dashboard's recent payments to the payment's page.
    await page.goto('/dashboard?environment=test');
    const recent = page.getByRole('table', { name: t('screens.Workspace.Dashboard.recentTable') });
    await recent.getByRole('row').filter({ hasText: name }).getByRole('rowheader').getByRole('link').click();
    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
    await expect(page.getByText(await money(page, 25_00, 'EUR')).first()).toBeVisible();

    // Refund part of it, typed in euros: converted at the payment's locked rate (€10 is 43.2 DEV
    // and a little).
    await page.getByRole('button', { name: t('screens.Money.PaymentDetail.refund'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('screens.Money.RefundDialog.title') });
    await dialog
      .locator('label')
      .filter({ hasText: t('screens.Money.RefundDialog.partial') })
      .click();
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${escape(t('screens.Money.RefundDialog.amount'))}`) })
      .fill('10');
    await expect(dialog).toContainText(/43[.,]2\d*\sDEV/);
    await dialog.getByRole('button', { name: t('screens.Money.RefundDialog.continue') }).click();
    const confirm = page.getByRole('dialog', { name: t('screens.Money.RefundDialog.confirmTitle') });
    await expect(confirm).toContainText(await money(page, 10_00, 'EUR'));
    await confirm.getByRole('button', { name: t('screens.Money.RefundDialog.create') }).click();
    await expect(confirm).toBeHidden();

    // The payer left no e-mail, so no link was mailed: the merchant makes one, to copy to them.
    const refund = page.getByRole('article').filter({ hasText: /43[.,]2\d*\sDEV/ });
    await expect(refund).toContainText(t('screens.Money.common.refund.requested'));
    await refund.getByRole('button', { name: t('screens.Money.PaymentDetail.newLink') }).click();
    await expect(refund).toContainText(t('screens.Money.common.refund.awaiting_address'));
    const payerUrl = (await refund.locator('code').textContent()) ?? '';
    expect(payerUrl).toMatch(/\/refund\/[A-Za-z0-9_-]+$/);

    // The payer's refund page, in Portuguese: what comes back, from whom, and their address.
    const tp = translator('pt');
    const payer = await lisbonPayer(browser);
    await payer.page.goto(payerUrl);
    await expect(
      heading(payer.page, tp('screens.Money.RefundAddress.heading', { merchant: merchantName })),
    ).toBeVisible();
    await expect(payer.page.getByText(await money(payer.page, 10_00, 'EUR')).first()).toBeVisible();
    const refundAddress = freshAddress();
    await payer.page.getByRole('textbox', { name: tp('screens.Money.RefundAddress.address') }).fill(refundAddress);
    await payer.page.getByRole('button', { name: tp('screens.Money.RefundAddress.submit') }).click();
    await expect(heading(payer.page, tp('screens.Money.RefundAddress.doneHeading'))).toBeVisible();
    await expect(payer.page.getByText(refundAddress)).toBeVisible();
    await payer.context.close();

    // The merchant's open page follows: ready to send; the test wallet sends it.
    await expect(refund).toContainText(t('screens.Money.common.refund.ready'));
    await expect(refund).toContainText(refundAddress.slice(0, 6));
    await refund.getByRole('button', { name: t('screens.Money.PaymentDetail.sendWallet') }).click();
    await expect(
      refund
        .getByText(t('screens.Money.common.refund.sending'))
        .or(refund.getByText(t('screens.Money.common.refund.confirmed'))),
    ).toBeVisible();
    // Final once a block more is mined (another flow may ask for it first).
    await mine();
    await expect(refund).toContainText(t('screens.Money.common.refund.confirmed'));
    await expect(refund).toContainText(shaped(t, 'screens.Money.PaymentDetail.confirmedText', 'date'));
  },
);
