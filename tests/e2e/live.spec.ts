import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chainUrl, repoRoot, webUrl } from './support/environment';
import { createAccount, expect, test } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace, logInThroughForm as logIn } from './support/merchant';

type Hex = `0x${string}`;
/** What this flow uses of viem, the API's dependency (its chain client), loaded from there. */
interface Viem {
  defineChain: <C>(chain: C) => C;
  http: (url: string) => unknown;
  createWalletClient: (options: { account: Hex; chain: unknown; transport: unknown }) => {
    sendTransaction: (transaction: { to: Hex; value: bigint }) => Promise<Hex>;
  };
  createPublicClient: (options: { chain: unknown; transport: unknown }) => {
    waitForTransactionReceipt: (options: { hash: Hex }) => Promise<unknown>;
    request: (request: { method: string }) => Promise<unknown>;
  };
}
interface ViemAccounts {
  generatePrivateKey: () => Hex;
  privateKeyToAccount: (key: Hex) => { address: Hex };
}
const fromApi = createRequire(join(repoRoot, 'apps/api/package.json'));
const viem = fromApi('viem') as Viem;
const viemAccounts = fromApi('viem/accounts') as ViemAccounts;

const api = (path: string) => `${webUrl}/api${path}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A funded account of the local chain (unlocked on the node), one no other flow sends from. */
const payerAccount = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

const localChain = () =>
  viem.defineChain({
    id: 1281,
    name: 'Local test chain',
    nativeCurrency: { name: 'DEV', symbol: 'DEV', decimals: 18 },
    rpcUrls: { default: { http: [chainUrl] } },
  });

/** Sends `value` (wei) of the local chain's coin (DEV) to `to`, waits for it to be mined, then mines one block more. */
async function payAndConfirm(to: Hex, value: bigint) {
  const chain = localChain();
  const wallet = viem.createWalletClient({ account: payerAccount, chain, transport: viem.http(chainUrl) });
  const client = viem.createPublicClient({ chain, transport: viem.http(chainUrl) });
  const hash = await wallet.sendTransaction({ to, value });
  await client.waitForTransactionReceipt({ hash });
  // The local chain mines only when transactions come: the block that makes the payment final.
  await client.request({ method: 'evm_mine' });
}

test(
  'a payment shows on the links table, on the link’s payments and on the bell, open in two tabs, without a reload',
  { tag: '@fr' },
  async ({ page, playwright, t, appLocale }) => {
    test.slow();
    // The merchant's workspace, payout wallet and link, through the API.
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    const companyId = await createWorkspace(request, {
      name: 'Torréfaction',
      country: 'FR',
      phone: '+33 6 12 34 56 78',
    });
    const payout = viemAccounts.privateKeyToAccount(viemAccounts.generatePrivateKey()).address;
    const walletId = await addMoonbeamWallet(request, companyId, {
      address: payout,
      label: 'Encaissements',
      colour: 'blue',
    });
    const created = await request.post(api('/payment-link/static'), {
      data: {
        companyId,
        type: 'static',
        name: 'Café moulu',
        amount: '9.50',
        environment: 'test',
        payoutWalletId: walletId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: linkId, slug } = (await created.json()) as { id: string; slug: string };

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
    const paymentsTab = await page.context().newPage();
    await paymentsTab.goto(`/payment-links/${linkId}`);
    await expect(paymentsTab.getByRole('heading', { level: 1, name: 'Café moulu' })).toBeVisible();
    await expect(paymentsTab.getByText(t('screens.Money.LinkPayments.emptyTitle'))).toBeVisible();

    // A payer opens a checkout of the link and pays it on the local chain.
    const opened = await request.post(api(`/checkout/${slug}/sessions`), { data: { token: 'DEV' } });
    expect(opened.status(), await opened.text()).toBe(201);
    const { amount, payTo } = (await opened.json()) as { amount: string; payTo: Hex };
    await request.dispose();
    await payAndConfirm(payTo, BigInt(amount));

    // Both tabs show it within a few seconds (the watcher looks twice a second), untouched.
    const paid = new RegExp(
      `^${escape(t('screens.Money.PaymentLinks.paidSummary', { count: 1, total: '\u0000' })).replace('\u0000', '\\D*9[.,]50')}`,
    );
    const paymentRows = paymentsTab
      .getByRole('table', { name: t('screens.Money.LinkPayments.table') })
      .getByRole('row')
      .filter({ hasText: 'DEV' });
    await expect(paymentRows).toHaveCount(1, { timeout: 10_000 });
    await expect(linkRow.getByRole('cell', { name: paid })).toBeVisible({ timeout: 10_000 });
    // The bell counts it, in both tabs.
    await expect(bell(1)).toBeVisible({ timeout: 10_000 });
    await expect(
      paymentsTab.getByRole('button', { name: t('screens.Shell.DefaultLayout.notifications', { count: 1 }) }),
    ).toBeVisible({ timeout: 10_000 });
    await paymentsTab.close();
  },
);
