import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { chainUrl, repoRoot, webUrl } from './support/environment';
import { createAccount, expect, localizedPage, test, uniqueAccount } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace, logInThroughForm as logIn } from './support/merchant';

type T = (id: string, values?: Record<string, string | number>) => string;

type Hex = `0x${string}`;
/** What this flow uses of viem, the API's dependency (its chain client), loaded from there. */
interface Viem {
  defineChain: <C>(chain: C) => C;
  http: (url: string) => unknown;
  parseEther: (ether: string) => bigint;
  createWalletClient: (options: { account: Hex; chain: unknown; transport: unknown }) => {
    sendTransaction: (transaction: { to: Hex; value: bigint }) => Promise<Hex>;
  };
  createPublicClient: (options: { chain: unknown; transport: unknown }) => {
    waitForTransactionReceipt: (options: { hash: Hex }) => Promise<unknown>;
  };
}
interface ViemAccounts {
  generatePrivateKey: () => Hex;
  privateKeyToAccount: (key: Hex) => { address: Hex; signMessage: (options: { message: string }) => Promise<Hex> };
}
const fromApi = createRequire(join(repoRoot, 'apps/api/package.json'));
const viem = fromApi('viem') as Viem;
const viemAccounts = fromApi('viem/accounts') as ViemAccounts;

const api = (path: string) => `${webUrl}/api${path}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** A message's text with `{value}` standing for anything. */
const shaped = (t: T, id: string, value: string) =>
  new RegExp(`^${escape(t(id, { [value]: '\u0000' })).replace('\u0000', '.+')}$`);

/** A funded account of the local chain (unlocked on the node), one no other flow sends from. */
const payerAccount = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

/** Sends `value` (wei) of the local chain's coin (DEV) to `to`, and waits for it to be mined. */
async function send(to: Hex, value: bigint) {
  const chain = viem.defineChain({
    id: 1281,
    name: 'Local test chain',
    nativeCurrency: { name: 'DEV', symbol: 'DEV', decimals: 18 },
    rpcUrls: { default: { http: [chainUrl] } },
  });
  const wallet = viem.createWalletClient({ account: payerAccount, chain, transport: viem.http(chainUrl) });
  const hash = await wallet.sendTransaction({ to, value });
  await viem.createPublicClient({ chain, transport: viem.http(chainUrl) }).waitForTransactionReceipt({ hash });
}

/**
 * A workspace whose Moonbeam payout wallet (a new address) is verified by a signature of its
 * key, and a static link paid to it, set up through the API as its owner.
 */
async function shop(request: APIRequestContext) {
  const companyId = await createWorkspace(request, { name: 'Grãos', country: 'BR', phone: '+55 11 91234 5678' });
  const payout = viemAccounts.privateKeyToAccount(viemAccounts.generatePrivateKey());
  const walletId = await addMoonbeamWallet(request, companyId, {
    address: payout.address,
    label: 'Recebimentos',
    colour: 'green',
  });
  const challenge = await request.patch(api(`/wallet/${walletId}/verify`), { data: {} });
  expect(challenge.status(), await challenge.text()).toBe(200);
  const { message } = ((await challenge.json()) as { challenge: { message: string } }).challenge;
  const verified = await request.patch(api(`/wallet/${walletId}/verify`), {
    data: { signature: await payout.signMessage({ message }) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const link = await request.post(api('/payment-link/static'), {
    data: {
      companyId,
      type: 'static',
      name: 'Café em grãos',
      amount: '12.00',
      environment: 'test',
      payoutWalletId: walletId,
    },
  });
  expect(link.status(), await link.text()).toBe(201);
  const { id: linkId, slug } = (await link.json()) as { id: string; slug: string };
  return { companyId, linkId, slug, payout: payout.address };
}

test(
  'a payment that matches no checkout waits unmatched until the merchant assigns it to an open one; a viewer only reads',
  { tag: '@pt' },
  async ({ page, playwright, browser, t, appLocale }) => {
    test.slow();
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    const { companyId, slug, payout } = await shop(request);

    // A payer opens a checkout of the link (the public API), then two transfers arrive whose
    // amounts no checkout asks for: one a whole coin more than the checkout's exact amount,
    // and 2.5 DEV.
    const opened = await request.post(api(`/checkout/${slug}/sessions`), { data: { token: 'DEV' } });
    expect(opened.status(), await opened.text()).toBe(201);
    const { amount } = (await opened.json()) as { amount: string };
    const larger = BigInt(amount) + viem.parseEther('1');
    await send(payout, larger);
    await send(payout, viem.parseEther('2.5'));

    // A viewer joins the workspace.
    const viewerContext = await browser.newContext();
    const viewer = await createAccount(viewerContext.request, appLocale, uniqueAccount(appLocale));
    const invited = await request.post(api(`/company/${companyId}/members/invites`), {
      data: { email: viewer.email, privilege: 'viewer' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const invites = (await (await viewerContext.request.get(api('/company/invites'))).json()) as {
      invites: { id: string; companyId: string }[];
    };
    const accepted = await viewerContext.request.patch(api('/company/invites/accept'), {
      data: { inviteId: invites.invites.find((invite) => invite.companyId === companyId)?.id },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await request.dispose();

    // The owner finds both in the unmatched payments, from the links page.
    await logIn(page, t, owner);
    await page.goto('/payment-links');
    await page.getByRole('link', { name: t('screens.Money.PaymentLinks.unmatched') }).click();
    await expect(page).toHaveURL(/\/payment-links\/unmatched$/);
    await expect(heading(page, t('screens.Money.UnmatchedPayments.heading'))).toBeVisible();
    const inbox = page.getByRole('table', { name: t('screens.Money.UnmatchedPayments.table') });
    const rows = inbox.getByRole('row').filter({ hasText: 'DEV' });
    // The watcher reads new blocks every few seconds.
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    // It assigns the larger one to the open checkout of the link.
    const twoAndAHalf = /2[.,]5 DEV/;
    const assignLarger = new RegExp(
      `^${escape(t('screens.Money.UnmatchedPayments.assignRow', { amount: '\u0000' })).replace('\u0000', '(?!2[.,]5 DEV$).+')}$`,
    );
    await inbox.getByRole('button', { name: assignLarger }).click();
    const dialog = page.getByRole('dialog', { name: t('screens.Money.UnmatchedPayments.assignTitle') });
    await dialog.getByRole('button', { name: new RegExp(escape(t('screens.Money.UnmatchedPayments.target'))) }).click();
    await page.getByRole('option', { name: /^Café em grãos · / }).click();
    await dialog.getByRole('button', { name: t('screens.Money.UnmatchedPayments.assign') }).click();
    await expect(page.getByRole('region', { name: t('ui.Toast.region') })).toContainText(
      shaped(t, 'app.payments.assigned', 'target'),
    );
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(twoAndAHalf);

    // The checkout is paid (more than asked): the links table counts it, at the link's price, as
    // soon as the list is opened again from the sidebar (it was loaded before, with none).
    await page.getByRole('link', { name: t('screens.Shell.DefaultLayout.paymentLinks') }).click();
    await expect(page).toHaveURL(/\/payment-links$/);
    const paid = new RegExp(
      `^${escape(t('screens.Money.PaymentLinks.paidSummary', { count: 1, total: '\u0000' })).replace('\u0000', '\\D*12[.,]00')}$`,
    );
    await expect(page.getByRole('row', { name: /^Café em grãos/ }).getByRole('cell', { name: paid })).toBeVisible();

    // The link's payments show it, one click away: what the link has taken opens them.
    await page
      .getByRole('row', { name: /^Café em grãos/ })
      .getByRole('link', { name: paid })
      .click();
    await expect(page).toHaveURL(/\/payment-links\/[0-9a-f-]+$/);
    await expect(heading(page, 'Café em grãos')).toBeVisible();
    const ofLink = page.getByRole('table', { name: t('screens.Money.LinkPayments.table') });
    await expect(ofLink.getByRole('row').filter({ hasText: 'DEV' })).toHaveCount(1);
    // The amount in DEV, every significant decimal, as the page writes it.
    const whole = larger / 10n ** 18n;
    const fraction = (larger % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
    await expect(ofLink).toContainText(new RegExp(`${whole}${fraction ? `[.,]${fraction}` : ''} DEV`));

    // The viewer sees the payment still unmatched, and no way to assign it.
    // (Signed in since their sign-up, a member since they accepted.)
    const viewerPage = await localizedPage(viewerContext, appLocale);
    await viewerPage.goto('/payment-links/unmatched');
    await expect(heading(viewerPage, t('screens.Money.UnmatchedPayments.heading'))).toBeVisible();
    const viewerInbox = viewerPage.getByRole('table', { name: t('screens.Money.UnmatchedPayments.table') });
    await expect(viewerInbox.getByRole('row').filter({ hasText: 'DEV' })).toHaveCount(1);
    await expect(viewerInbox).toContainText(twoAndAHalf);
    await expect(
      viewerPage.getByRole('button', { name: shaped(t, 'screens.Money.UnmatchedPayments.assignRow', 'amount') }),
    ).toHaveCount(0);
    await expect(
      viewerInbox.getByRole('columnheader', { name: t('screens.Money.UnmatchedPayments.assign') }),
    ).toHaveCount(0);
    await viewerContext.close();
  },
);
