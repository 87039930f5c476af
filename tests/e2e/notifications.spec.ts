import type { APIRequestContext } from '@playwright/test';
import { openCheckout, send, untilPaid } from './support/chain';
import { createAccount, expect, test } from './support/fixtures';
import { logInThroughForm as logIn, workspaceWithTestLink } from './support/merchant';

/**
 * A funded account of the local chain (unlocked on the node, which numbers the transactions of the
 * flows that share it). Not account 8: the sandbox on-ramp pays from that one, signing with its
 * own key, and a transfer sent beside one of its could take the same nonce.
 */
const payer = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
/** The payout address of this flow's link: nobody holds its key, nothing else pays it. */
const payoutAddress = '0x000000000000000000000000000000000000dEaD';

/** A workspace with a Moonbeam payout wallet and a static test link of 12.00, set up through the API. */
async function shop(request: APIRequestContext) {
  const name = `Café moulu ${Date.now().toString(36)}`;
  const { link } = await workspaceWithTestLink(request, {
    workspace: { name: 'Brûlerie', country: 'FR', phone: '+33 6 12 34 56 78' },
    wallet: { address: payoutAddress, label: 'Encaissements', colour: 'purple' },
    link: { name, amount: '12.00' },
  });
  return { linkId: link.id, slug: link.slug, name };
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
    const session = await openCheckout(request, slug);
    await send(payer, session.payTo, session.amount);
    await untilPaid(request, session.id, { mining: true });
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
