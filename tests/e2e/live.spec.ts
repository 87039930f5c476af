import { freshAddress, openCheckout, payAndConfirm } from './support/chain';
import { createAccount, expect, test } from './support/fixtures';
import { logInThroughForm as logIn, workspaceWithTestLink } from './support/merchant';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A funded account of the local chain (unlocked on the node), one no other flow sends from. */
const payerAccount = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

test(
  'a payment shows on the links table, on the link’s payments and on the bell, open in two tabs, without a reload',
  { tag: '@fr' },
  async ({ page, playwright, t, appLocale }) => {
    test.slow();
    // The merchant's workspace, payout wallet and link, through the API.
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    const {
      link: { id: linkId, slug },
    } = await workspaceWithTestLink(request, {
      workspace: { name: 'Torréfaction', country: 'FR', phone: '+33 6 12 34 56 78' },
      wallet: { address: freshAddress(), label: 'Encaissements', colour: 'blue' },
      link: { name: 'Café moulu', amount: '9.50' },
    });

    // Two tabs of the merchant: the links table, and the link's payments.
    await logIn(page, t, owner);
    await page.goto('/payment-links');
    const linkRow = page.getByRole('row', { name: /^Café moulu/ });
    await expect(
      linkRow.getByRole('cell', { name: t('screens.Money.PaymentLinks.paidSummary', { count: 0 }) }),
    ).toBeVisible();
    const bell = (count: number) =>
      page.getByRole('button', { name: t('screens.Shell.DefaultLayout.notifications', { count }) });
    await expect(bell(0)).toBeVisible();
    // The second tab's live channel is held until the first tab has shown the payment: its page
    // loaded before the payment, its channel opens after it, and no message will come.
    const paymentsTab = await page.context().newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await paymentsTab.routeWebSocket(/\/live$/, async (socket) => {
      await released;
      socket.connectToServer();
    });
    await paymentsTab.goto(`/payment-links/${linkId}`);
    await expect(paymentsTab.getByRole('heading', { level: 1, name: 'Café moulu' })).toBeVisible();
    await expect(paymentsTab.getByText(t('screens.Money.LinkPayments.emptyTitle'))).toBeVisible();

    // A payer opens a checkout of the link and pays it on the local chain.
    const { amount, payTo } = await openCheckout(request, slug);
    await request.dispose();
    await payAndConfirm(payerAccount, payTo, amount);

    // The first tab shows it within a few seconds (the watcher looks twice a second), untouched.
    const paid = new RegExp(
      `^${escape(t('screens.Money.PaymentLinks.paidSummary', { count: 1, total: '\u0000' })).replace('\u0000', '\\D*9[.,]50')}`,
    );
    await expect(linkRow.getByRole('cell', { name: paid })).toBeVisible({ timeout: 10_000 });
    // The second tab's channel opens only now, after the change: opening reads the page again.
    release();
    const paymentRows = paymentsTab
      .getByRole('table', { name: t('screens.Money.LinkPayments.table') })
      .getByRole('row')
      .filter({ hasText: 'DEV' });
    await expect(paymentRows).toHaveCount(1, { timeout: 10_000 });
    // The bell counts it, in both tabs.
    await expect(bell(1)).toBeVisible({ timeout: 10_000 });
    await expect(
      paymentsTab.getByRole('button', { name: t('screens.Shell.DefaultLayout.notifications', { count: 1 }) }),
    ).toBeVisible({ timeout: 10_000 });
    await paymentsTab.close();
  },
);
