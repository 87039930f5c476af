import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, mine, send } from './support/chain';
import { createAccount, expect, test, type AppLocale } from './support/fixtures';
import { createStaticTestLink, workspaceWithTestLink } from './support/merchant';

type T = (id: string, values?: Record<string, string | number>) => string;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * The merchant's payout address: a funded account of the local chain that neither test wallet
 * nor the QR payer uses, so that the only transfers to it are the payments of these flows.
 */
const payoutAddress = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
/** The account that pays by QR code: the chain holds its key and signs for it. */
const qrPayer = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
/** Where the link sends the payer once paid: answered by the test, not the network. */
const redirectUrl = 'https://shop.example/thanks';

/**
 * A merchant's workspace with a Moonbeam payout wallet and a static `test` link (paid on the
 * local chain) with a redirect, set up through the API by its signed-in owner.
 */
async function merchantLink(request: APIRequestContext, locale: AppLocale, name: string) {
  await createAccount(request, locale);
  const linkOf = (linkName: string) => ({
    name: linkName,
    amount: '12.50',
    message: 'Gracias por tu compra',
    redirectUrl,
  });
  const { companyId, walletId, link } = await workspaceWithTestLink(request, {
    workspace: { name: 'Torrefacción', country: 'ES', phone: '+34 612 345 678' },
    wallet: { address: payoutAddress, label: 'Cobros', colour: 'green' },
    link: linkOf(name),
  });
  const createLink = (linkName: string) => createStaticTestLink(request, companyId, walletId, linkOf(linkName));
  return { companyId, walletId, link, createLink };
}

/**
 * The merchant, signed in, makes a static link of 12.50 in the dashboard's form (the test
 * environment, the workspace's wallet, a thank-you message and a redirect), and finds its slug
 * in the list, as its Copy URL would give it.
 */
async function createLinkInDashboard(page: Page, t: T, locale: AppLocale, companyId: string, name: string) {
  const textbox = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
  await page.goto('/payment-links/new/static');
  await expect(heading(page, t('screens.Money.StaticLinkForm.createHeading'))).toBeVisible();
  await textbox(t('screens.Money.common.link.name')).fill(name);
  // Typed as a person writes it in their language ("12,50" in Portuguese).
  const amount = textbox(t('screens.Money.common.link.amount'));
  await amount.fill((12.5).toLocaleString(locale === 'pt' ? 'pt-BR' : locale, { minimumFractionDigits: 2 }));
  await amount.press('Tab');
  await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
  await page.getByRole('button', { name: new RegExp(escape(t('screens.Money.common.payout.payoutWallet'))) }).click();
  await page.getByRole('option', { name: /^Cobros/ }).click();
  await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
  await textbox(t('screens.Money.StaticLinkForm.message')).fill('Gracias por tu compra');
  await textbox(t('screens.Money.StaticLinkForm.redirectUrl')).fill(redirectUrl);
  await page.getByRole('button', { name: t('screens.Money.common.link.create') }).click();
  // The new link's page opens, to share it: its name and the checkout it leads to.
  await expect(page).toHaveURL(/\/payment-links\/[0-9a-f-]{36}$/);
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByRole('link', { name: t('screens.Money.common.share.openCheckout') })).toBeVisible();
  const list = await page.request.get(api(`/payment-link?companyId=${companyId}&search=${encodeURIComponent(name)}`));
  const { links } = (await list.json()) as { links: { id: string; name: string; slug: string }[] };
  const link = links.find((candidate) => candidate.name === name);
  expect(link).toBeDefined();
  return link!;
}

/** The customer: another browser, in the merchant's language as the browser's own. */
async function customer(browser: Browser, locale: AppLocale) {
  const context = await browser.newContext({ locale: locale === 'pt' ? 'pt-BR' : locale });
  return { context, page: await context.newPage() };
}

/** Opens the link, chooses the coin and continues: the pay step with its QR code and exact amount. */
async function startPayment(page: Page, t: T, slug: string) {
  await page.goto(`/pay/${slug}`);
  await expect(heading(page, t('screens.Money.Checkout.chooseHeading'))).toBeVisible();
  await page.getByRole('radio', { name: /DEV/ }).check();
  await page.getByRole('button', { name: t('screens.Money.Checkout.continue') }).click();
  await expect(heading(page, t('screens.Money.Checkout.awaitingHeading'))).toBeVisible();
  await expect(page.getByRole('img', { name: t('screens.Money.Checkout.qrLabel') })).toBeVisible();
  await expect(page.getByText(payoutAddress)).toBeVisible();
  await expect(page.getByText(t('screens.Money.Checkout.sandboxRate'), { exact: true })).toBeVisible();
}

/** The session the page opened, as the API answers it (its id is kept for this tab). */
async function openedSession(page: Page, slug: string) {
  const id = await page.evaluate((key) => sessionStorage.getItem(key), `meridian.checkout.${slug}`);
  expect(id).toBeTruthy();
  const response = await page.request.get(api(`/checkout-session/${id}`));
  return (await response.json()) as { id: string; amount: string; payTo: string; chain: { id: number } };
}

test(
  'a merchant makes a static link; a customer pays it with a browser wallet, sees it confirmed, reaches the receipt and the merchant’s site; the merchant sees the payment on the link',
  { tag: '@pt' },
  async ({ browser, page: merchantPage, t, appLocale }) => {
    test.slow();
    const { companyId } = await merchantLink(merchantPage.request, appLocale, 'Outro café');
    const link = await createLinkInDashboard(merchantPage, t, appLocale, companyId, 'Café em grão');
    const { context, page } = await customer(browser, appLocale);
    await page.route(`${redirectUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop</title><h1>Obrigado</h1>' }),
    );

    await startPayment(page, t, link.slug);
    await page.getByRole('button', { name: t('screens.Money.Checkout.payWithWallet') }).click();
    await expect(heading(page, t('screens.Money.Checkout.connectHeading'))).toBeVisible();
    // The test wallet signs on the local chain: the payment goes out, its hash to the server.
    await page.getByRole('button', { name: 'Test wallet', exact: true }).click();
    await expect(heading(page, t('screens.Money.Checkout.confirmingHeading'))).toBeVisible();
    // Counted against the two confirmations the local chain asks for; the next block makes it
    // final. (The flows share the chain: a block another flow asks for may come first.)
    const done = heading(page, t('screens.Money.PaymentDone.heading'));
    await expect(page.locator('[role="progressbar"][aria-valuemax="2"]').or(done)).toBeVisible();
    await mine();

    await expect(heading(page, t('screens.Money.PaymentDone.heading'))).toBeVisible();
    await expect(page.getByText('Gracias por tu compra')).toBeVisible();
    const session = await openedSession(page, link.slug);
    await expect(page.getByText(session.id)).toBeVisible();
    await expect(page.getByRole('link', { name: t('screens.Money.PaymentDone.goNow') })).toHaveAttribute(
      'href',
      redirectUrl,
    );
    await expect(page.getByRole('timer')).toBeVisible();
    await page.waitForURL(redirectUrl, { timeout: 20_000 });
    await context.close();

    // The merchant's list of links counts the payment and its total; the link's payments show
    // it confirmed, for the exact amount the page asked for.
    await merchantPage.goto('/payment-links');
    const paid = new RegExp(
      `^${escape(t('screens.Money.PaymentLinks.paidSummary', { count: 1, total: '\u0000' })).replace('\u0000', '\\D*12[.,]50')}$`,
    );
    const row = merchantPage.getByRole('row', { name: /^Café em grão/ });
    await expect(row.getByRole('cell', { name: paid })).toBeVisible();
    await merchantPage.getByRole('button', { name: t('ui.DataTable.rowActions', { row: 'Café em grão' }) }).click();
    await merchantPage.getByRole('menuitem', { name: t('screens.Money.PaymentLinks.payments') }).click();
    await expect(merchantPage).toHaveURL(new RegExp(`/payment-links/${link.id}$`));
    const payments = merchantPage.getByRole('table', { name: t('screens.Money.LinkPayments.table') });
    const payment = payments.getByRole('row').filter({ hasText: 'DEV' });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(t('screens.Money.common.payment.confirmed'));
    const units = BigInt(session.amount);
    const fraction = (units % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
    await expect(payment).toContainText(new RegExp(`${units / 10n ** 18n}${fraction ? `[.,]${fraction}` : ''} DEV`));
  },
);

test(
  'a customer pays by QR code: the exact amount sent from another wallet turns the page paid; a price left to expire and a disabled link say so',
  { tag: '@es' },
  async ({ browser, page: merchantPage, t, appLocale }) => {
    test.slow();
    const { link, createLink } = await merchantLink(merchantPage.request, appLocale, 'Café en grano');
    const { context, page } = await customer(browser, appLocale);

    // QR path: the exact amount, sent from an account the page never saw.
    await startPayment(page, t, link.slug);
    await expect(page.getByText('Gracias por tu compra')).toHaveCount(0);
    const session = await openedSession(page, link.slug);
    await send(qrPayer, session.payTo, session.amount);
    // Seen on the chain, then final with the next block (which another flow may ask for first).
    const done = heading(page, t('screens.Money.PaymentDone.heading'));
    await expect(heading(page, t('screens.Money.Checkout.confirmingHeading')).or(done)).toBeVisible();
    await mine();
    await expect(done).toBeVisible();
    // The address names the session; the receipt shows the transaction, and the link's message
    // for after the payment shows now, and only now.
    await expect(page).toHaveURL(new RegExp(`/pay/${link.slug}\\?session=${session.id}$`));
    await expect(page.getByRole('button', { name: t('screens.Money.PaymentDone.copyTransaction') })).toBeVisible();
    await expect(page.getByText('Gracias por tu compra')).toBeVisible();

    // A price left until its time is up: the page says it expired and offers a new one.
    const later = await createLink('Café molido');
    const expiring = await context.newPage();
    await expiring.clock.install();
    await startPayment(expiring, t, later.slug);
    await expiring.clock.fastForward('20:05');
    await expect(heading(expiring, t('screens.Money.Checkout.expiredHeading'))).toBeVisible();
    await expect(expiring.getByRole('button', { name: t('screens.Money.Checkout.startAgain') })).toBeVisible();

    // A disabled link: the page says it is paused, and offers nothing to pay.
    const paused = await merchantPage.request.patch(api(`/payment-link/${later.id}`), { data: { status: 'disabled' } });
    expect(paused.status(), await paused.text()).toBe(200);
    const closed = await context.newPage();
    await closed.goto(`/pay/${later.slug}`);
    await expect(heading(closed, t('screens.Money.Checkout.unavailableHeading'))).toBeVisible();
    await expect(closed.getByRole('button', { name: t('screens.Money.Checkout.continue') })).toHaveCount(0);

    // An address that names no link: the payer's own not-found page, with no way into the dashboard.
    await closed.goto('/pay/no-such-link');
    await expect(heading(closed, t('screens.Money.Checkout.notFoundHeading'))).toBeVisible();
    await expect(closed.getByRole('link')).toHaveCount(0);
    await context.close();
  },
);

test(
  'a payment that arrives after the price expired turns the payer’s open page into “received late”, live, with no new price to pay twice',
  { tag: '@pt' },
  async ({ browser, page: merchantPage, playwright, t, appLocale }) => {
    test.slow();
    const { companyId, link } = await merchantLink(merchantPage.request, appLocale, 'Café atrasado');
    const made = await merchantPage.request.post(api(`/company/${companyId}/api-keys`), {
      data: { label: 'Loja', mode: 'test', scopes: ['checkouts:write'] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { secret } = (await made.json()) as { secret: string };
    const { context, page } = await customer(browser, appLocale);

    await startPayment(page, t, link.slug);
    const session = await openedSession(page, link.slug);
    // The store ends the checkout (as the price's time running out would): the page says so.
    const store = await playwright.request.newContext({ extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
    const ended = await store.post(api(`/v1/checkouts/${session.id}/expire`));
    expect(ended.status(), await ended.text()).toBe(200);
    await store.dispose();
    await expect(heading(page, t('screens.Money.Checkout.expiredHeading'))).toBeVisible();

    // The payer had already sent it: the money arrives late, and the open page says so by itself.
    await send(qrPayer, session.payTo, session.amount);
    await mine();
    await expect(heading(page, t('screens.Money.Checkout.paidLateHeading'))).toBeVisible({ timeout: 30_000 });
    const face = (await (await page.request.get(api(`/checkout/${link.slug}`))).json()) as { merchantName: string };
    await expect(
      page.getByText(t('screens.Money.Checkout.paidLateHelp', { merchant: face.merchantName })),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t('screens.Money.Checkout.startAgain') })).toHaveCount(0);
    await context.close();
  },
);

test(
  'the payer steps back from the price to another token, with the page’s button or the browser’s Back, and a reload keeps what they typed',
  { tag: '@en' },
  async ({ browser, page: merchantPage, t, appLocale }) => {
    test.slow();
    const { link: plain, companyId, walletId } = await merchantLink(merchantPage.request, appLocale, 'Green beans');
    const made = await merchantPage.request.post(api('/payment-link/static'), {
      data: {
        companyId,
        type: 'static',
        name: `Roasted beans ${plain.slug}`,
        amount: '12.50',
        environment: 'test',
        payoutWalletId: walletId,
        options: { collectEmail: true, collectBillingDetails: false, includeVat: false, vatRate: null },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { slug } = (await made.json()) as { slug: string };
    const { context, page } = await customer(browser, appLocale);
    const email = page.getByRole('textbox', { name: new RegExp(`^${escape(t('screens.Money.Checkout.email'))}`) });
    const coin = page.getByRole('radio', { name: /DEV/ });
    const choose = heading(page, t('screens.Money.Checkout.chooseHeading'));
    const awaiting = heading(page, t('screens.Money.Checkout.awaitingHeading'));

    // What is typed survives a reload of the first step.
    await page.goto(`/pay/${slug}`);
    await expect(choose).toBeVisible();
    await coin.check();
    await email.fill('ana@example.com');
    await page.reload();
    await expect(choose).toBeVisible();
    await expect(coin).toBeChecked();
    await expect(email).toHaveValue('ana@example.com');

    // The price is a step: Back returns to the token and the e-mail, as typed.
    await page.getByRole('button', { name: t('screens.Money.Checkout.continue') }).click();
    await expect(awaiting).toBeVisible();
    await expect(page).toHaveURL(/\?session=/);
    await page.goBack();
    await expect(choose).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pay/${slug}$`));
    await expect(email).toHaveValue('ana@example.com');
    // Forward returns to the same price.
    await page.goForward();
    await expect(awaiting).toBeVisible();

    // The page's own way back, from the pay step: to the token and the e-mail, as typed.
    await page.getByRole('button', { name: t('screens.Money.Checkout.changeToken') }).click();
    await expect(choose).toBeVisible();
    await expect(email).toHaveValue('ana@example.com');
    await expect(coin).toBeChecked();
    await context.close();
  },
);
