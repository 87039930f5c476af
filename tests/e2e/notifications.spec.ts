import type { APIRequestContext } from '@playwright/test';
import { chainUrl, webUrl } from './support/environment';
import { createAccount, expect, test } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace, logInThroughForm as logIn } from './support/merchant';

const api = (path: string) => `${webUrl}/api${path}`;

/** A funded account of the local chain (unlocked on the node), one no other flow sends from. */
const payer = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
/** The payout address of this flow's link: nobody holds its key, nothing else pays it. */
const payoutAddress = '0x000000000000000000000000000000000000dEaD';

/** One JSON-RPC call to the local chain. */
async function chain<R>(method: string, params: unknown[] = []): Promise<R> {
  const response = await fetch(chainUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: R; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as R;
}

/** A workspace with a Moonbeam payout wallet and a static test link of 12.00, set up through the API. */
async function shop(request: APIRequestContext) {
  const companyId = await createWorkspace(request, { name: 'Brûlerie', country: 'FR', phone: '+33 6 12 34 56 78' });
  const walletId = await addMoonbeamWallet(request, companyId, {
    address: payoutAddress,
    label: 'Encaissements',
    colour: 'purple',
  });
  const name = `Café moulu ${Date.now().toString(36)}`;
  const link = await request.post(api('/payment-link/static'), {
    data: { companyId, type: 'static', name, amount: '12.00', environment: 'test', payoutWalletId: walletId },
  });
  expect(link.status(), await link.text()).toBe(201);
  const { id, slug } = (await link.json()) as { id: string; slug: string };
  return { linkId: id, slug, name };
}

test(
  'a paid checkout rings the bell: the panel says the payment was received, marking all read clears the count, and the notification opens the link’s payments',
  { tag: '@fr' },
  async ({ page, playwright, t, appLocale }) => {
    test.slow();
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    const { linkId, slug, name } = await shop(request);

    // A payer opens a checkout of the link and sends its exact amount; two blocks make it final.
    const opened = await request.post(api(`/checkout/${slug}/sessions`), { data: { token: 'DEV' } });
    expect(opened.status(), await opened.text()).toBe(201);
    const session = (await opened.json()) as { id: string; amount: string; payTo: string };
    await chain('eth_sendTransaction', [
      { from: payer, to: session.payTo, value: `0x${BigInt(session.amount).toString(16)}` },
    ]);
    await expect(async () => {
      await chain('evm_mine');
      const read = await request.get(api(`/checkout-session/${session.id}`));
      expect(((await read.json()) as { state: string }).state).toBe('paid');
    }).toPass({ timeout: 30_000 });
    await request.dispose();

    // The owner logs in: after a reload the bell counts one unread notification.
    await logIn(page, t, owner);
    const unreadBell = page.getByRole('button', { name: t('screens.Shell.DefaultLayout.notifications', { count: 1 }) });
    await expect(async () => {
      await page.reload();
      await expect(unreadBell).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    // The panel lists the payment, on the link, unread.
    await unreadBell.click();
    const panel = page.getByRole('dialog', { name: t('screens.Shell.DefaultLayout.notificationsPanel') });
    const notification = panel.getByRole('link').filter({ hasText: `«\u00a0${name}\u00a0»` });
    await expect(notification).toHaveCount(1);
    await expect(notification).toContainText(
      t('screens.Shell.NotificationsPanel.paymentReceived', { linkName: name, amount: '' }).replace(/\u00a0:\s*$/, ''),
    );
    await expect(notification).toContainText(t('screens.Shell.NotificationsPanel.unread'));

    // Marking all read clears the count and the unread mark.
    await panel.getByRole('button', { name: t('screens.Shell.NotificationsPanel.markAllRead') }).click();
    const quietBell = page.getByRole('button', { name: t('screens.Shell.DefaultLayout.notifications', { count: 0 }) });
    await expect(quietBell).toBeVisible();
    await expect(notification).not.toContainText(t('screens.Shell.NotificationsPanel.unread'));
    await expect(panel.getByRole('button', { name: t('screens.Shell.NotificationsPanel.markAllRead') })).toBeDisabled();

    // The notification opens the link's payments; the count stays at none after a reload.
    await notification.click();
    await expect(page).toHaveURL(new RegExp(`/payment-links/${linkId}$`));
    await page.reload();
    await expect(quietBell).toBeVisible();
  },
);
