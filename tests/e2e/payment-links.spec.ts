import type { APIRequestContext, Page } from '@playwright/test';
import { webUrl } from './support/environment';
import { createAccount, expect, test, uniqueAccount, type AppLocale } from './support/fixtures';
import { nextMail } from './support/inbox';
import { logInThroughForm as logIn, ownerWithUsdWorkspace } from './support/merchant';

type T = (id: string, values?: Record<string, string | number>) => string;

const api = (path: string) => `${webUrl}/api${path}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: startsWith(name) });
const toasts = (page: Page, t: T) => page.getByRole('region', { name: t('ui.Toast.region') });
const linksTable = (page: Page, t: T) => page.getByRole('table', { name: t('screens.Money.PaymentLinks.table') });
const row = (page: Page, t: T, name: string) => linksTable(page, t).getByRole('row').filter({ hasText: name });

/** A Moonbeam address (EIP-55); a `test` link may pay to it unverified. */
const payoutAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const walletLabel = 'Main payouts';

/**
 * A workspace with a Moonbeam payout wallet, set up through the API as its owner (the pages
 * that do this through the interface have flows of their own), in US dollars: the currency of
 * the tier limits the link form is checked against.
 */
const workspaceWithWallet = (request: APIRequestContext, locale: AppLocale) =>
  ownerWithUsdWorkspace(request, locale, {
    name: 'Torréfaction',
    wallet: { address: payoutAddress, label: walletLabel, colour: 'blue' },
  });

/** The payout wallet's select in a link form. */
function payoutWallet(page: Page, t: T) {
  return page.getByRole('button', { name: new RegExp(escape(t('screens.Money.common.payout.payoutWallet'))) });
}

/** Opens the new-link form of one type from the list. */
async function newLink(page: Page, t: T, item: 'newStatic' | 'newDynamic' | 'newDonation') {
  await page
    .getByRole('link', { name: t(`screens.Money.PaymentLinks.${item}`) })
    .first()
    .click();
}

async function rowAction(page: Page, t: T, name: string, action: string) {
  await page.getByRole('button', { name: t('ui.DataTable.rowActions', { row: name }) }).click();
  await page.getByRole('menuitem', { name: t(`screens.Money.PaymentLinks.${action}`) }).click();
}

test(
  'an owner creates a static, a donation and a dynamic link, copies a URL, disables, enables and archives a link',
  { tag: '@fr' },
  async ({ page, playwright, t, appLocale, expectAccessible }) => {
    // Three forms, a dozen pages and the list's every action: the usual time limit three times over.
    test.slow();
    const request = await playwright.request.newContext();
    const { owner, companyId, walletId } = await workspaceWithWallet(request, appLocale);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl });
    await logIn(page, t, owner);

    await page.getByRole('link', { name: t('screens.Shell.DefaultLayout.paymentLinks') }).click();
    await expect(heading(page, t('screens.Money.PaymentLinks.heading'))).toBeVisible();
    await expect(page.getByText(t('screens.Money.PaymentLinks.emptyTitle'))).toBeVisible();

    // A static link: above the Basic tier's cap for one payment, the form says so, naming the
    // tier that lifts it, and offers the verification; the amount is corrected and the link made.
    await newLink(page, t, 'newStatic');
    await expect(page).toHaveURL(/\/payment-links\/new\/static$/);
    await expect(heading(page, t('screens.Money.StaticLinkForm.createHeading'))).toBeVisible();
    await textbox(page, t('screens.Money.common.link.name')).fill('Café en grains');
    const amount = textbox(page, t('screens.Money.common.link.amount'));
    await amount.fill('250');
    await amount.press('Tab');
    await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
    await expect(amount).toHaveAccessibleDescription(new RegExp(escape(t('screens.Workspace.tiers.basicPlus.name'))));
    await expect(amount).toHaveAccessibleDescription(new RegExp(escape(t('screens.Workspace.tiers.basic.name'))));
    await expect(page.getByRole('link', { name: t('screens.Money.common.link.raiseTier') })).toHaveAttribute(
      'href',
      '/settings/verification',
    );
    await expectAccessible();
    // The API refuses it as well, whoever asks, naming the limit and the tier that lifts it.
    const refused = await request.post(api('/payment-link/static'), {
      data: { companyId, type: 'static', amount: '250.00', environment: 'test', payoutWalletId: walletId },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { code: 'TIER_LIMIT_EXCEEDED', tierLimit: { tier: 'basic', limit: '100.00', requiredTier: 'basicPlus' } },
    });
    await request.dispose();

    await amount.fill('49');
    await amount.press('Tab');
    await expect(page.getByRole('link', { name: t('screens.Money.common.link.raiseTier') })).toHaveCount(0);
    await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
    // The workspace's only wallet is already chosen.
    await expect(payoutWallet(page, t)).toContainText(walletLabel);
    await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
    await page.getByRole('button', { name: t('screens.Money.common.link.create') }).click();
    // The new link's page opens, to share it at once: its QR code, its URL and its checkout.
    await expect(page).toHaveURL(/\/payment-links\/[0-9a-f-]{36}$/);
    await expect(heading(page, 'Café en grains')).toBeVisible();
    await expect(page.getByRole('img', { name: t('screens.Money.common.share.qrLabel') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('screens.Money.common.share.copyUrl') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('screens.Money.common.share.openCheckout') })).toHaveAttribute(
      'href',
      /^http:\/\/[^/]+\/pay\/[\w-]{20,}$/,
    );
    await expectAccessible();
    // Back leads to the list (the form left the history), where the name opens the page again.
    await page.goBack();
    await expect(page).toHaveURL(/\/payment-links$/);
    await expect(row(page, t, 'Café en grains')).toContainText(t('screens.Money.common.type.static'));
    await row(page, t, 'Café en grains').getByRole('link', { name: 'Café en grains' }).click();
    await expect(heading(page, 'Café en grains')).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: t('screens.Money.LinkPayments.back') })
      .click();
    await expect(page).toHaveURL(/\/payment-links$/);

    // A donation link.
    await newLink(page, t, 'newDonation');
    await expect(heading(page, t('screens.Money.DonationLinkForm.heading'))).toBeVisible();
    await textbox(page, t('screens.Money.common.link.name')).fill('Soutenir la brûlerie');
    await expect(payoutWallet(page, t)).toContainText(walletLabel);
    await page.getByRole('button', { name: t('screens.Money.common.link.create') }).click();
    await expect(heading(page, 'Soutenir la brûlerie')).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: t('screens.Money.LinkPayments.back') })
      .click();
    await expect(row(page, t, 'Soutenir la brûlerie')).toContainText(t('screens.Money.PaymentLinks.payerChooses'));

    // A dynamic link opens its own page, with the URL to share.
    await newLink(page, t, 'newDynamic');
    await expect(heading(page, t('screens.Money.DynamicLinkCreate.heading'))).toBeVisible();
    await textbox(page, t('screens.Money.DynamicLinkCreate.recipientName')).first().fill('Atlas Outdoor');
    await textbox(page, t('screens.Money.DynamicLinkCreate.recipientEmail')).fill('compta@atlas.example');
    await textbox(page, t('screens.Money.DynamicLinkCreate.paymentFor')).fill('Facture 31');
    await textbox(page, t('screens.Money.common.link.amount')).fill('80');
    await textbox(page, t('screens.Money.common.link.amount')).press('Tab');
    await expect(payoutWallet(page, t)).toContainText(walletLabel);
    await page.getByRole('button', { name: t('screens.Money.common.link.continue') }).click();
    await expect(
      page.getByRole('heading', { name: t('screens.Money.DynamicLinkCreate.summaryHeading') }),
    ).toBeVisible();
    const beforeCreating = Date.now();
    await page.getByRole('button', { name: t('screens.Money.common.link.create') }).click();
    await expect(page).toHaveURL(/\/payment-links\/dynamic\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Atlas Outdoor').first()).toBeVisible();
    const shared =
      (await page
        .getByText(/\/pay\/[\w-]{20,}/)
        .first()
        .textContent()) ?? '';
    // The recipient is mailed the link, in the form's language (the interface's, French here).
    const mailed = await nextMail('compta@atlas.example', beforeCreating);
    expect(mailed.language).toBe('fr');
    expect(mailed.subject).toMatch(/ vous demande un paiement de 80,00\s\$US$/);
    expect(mailed.text).toContain('Bonjour Atlas Outdoor,');
    expect(mailed.text).toContain(shared.trim());
    await expect(page.getByRole('link', { name: t('screens.Money.common.share.openCheckout') })).toBeVisible();
    await expectAccessible();
    await page.goBack();
    await expect(page).toHaveURL(/\/payment-links$/);
    await expect(row(page, t, t('screens.Money.common.type.dynamic'))).toHaveCount(1);
    await expect(linksTable(page, t).getByRole('row')).toHaveCount(4);

    // Copying a URL says so, and the clipboard holds the link's public address.
    await rowAction(page, t, 'Café en grains', 'copyUrl');
    await expect(toasts(page, t)).toContainText(t('app.paymentLinks.urlCopied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/[^/]+\/pay\/[\w-]{20,}$/);

    // Disable (confirmed), enable, then archive (confirmed): the archived link leaves the list.
    await rowAction(page, t, 'Café en grains', 'disable');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('screens.Money.PaymentLinks.disableConfirm') })
      .click();
    await expect(row(page, t, 'Café en grains')).toContainText(t('screens.Money.common.status.disabled'));
    await rowAction(page, t, 'Café en grains', 'enable');
    await expect(row(page, t, 'Café en grains')).not.toContainText(t('screens.Money.common.status.disabled'));
    await expect(row(page, t, 'Café en grains')).toContainText(t('screens.Money.common.status.active'));
    await rowAction(page, t, 'Café en grains', 'archive');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('screens.Money.PaymentLinks.archiveConfirm') })
      .click();
    await expect(row(page, t, 'Café en grains')).toHaveCount(0);
    await expect(linksTable(page, t).getByRole('row')).toHaveCount(3);

    // The status filter shows it, in an address that can be shared; back returns to the default view.
    const filters = page.getByRole('group', { name: t('screens.Money.PaymentLinks.filters') });
    await filters.getByRole('button', { name: new RegExp(escape(t('screens.Money.PaymentLinks.status'))) }).click();
    await page.getByRole('option', { name: t('screens.Money.common.status.archived') }).click();
    await expect(page).toHaveURL(/\/payment-links\?status=archived$/);
    await expect(row(page, t, 'Café en grains')).toContainText(t('screens.Money.common.status.archived'));
    await expect(linksTable(page, t).getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(row(page, t, 'Café en grains')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/payment-links$/);
    await expect(row(page, t, 'Café en grains')).toHaveCount(0);
  },
);

test(
  'a viewer sees the payment links with no action they cannot take',
  { tag: '@en' },
  async ({ page, playwright, t, appLocale }) => {
    const request = await playwright.request.newContext();
    const { companyId, walletId } = await workspaceWithWallet(request, appLocale);
    const made = await request.post(api('/payment-link/static'), {
      data: {
        companyId,
        type: 'static',
        name: 'Gift card',
        amount: '25.00',
        environment: 'test',
        payoutWalletId: walletId,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    // The viewer has an account before the invitation, so that its mail comes after the code's.
    const viewerRequest = await playwright.request.newContext();
    const viewer = await createAccount(viewerRequest, appLocale, uniqueAccount(appLocale));
    const invited = await request.post(api(`/company/${companyId}/members/invites`), {
      data: { email: viewer.email, privilege: 'viewer' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await request.dispose();
    const invites = (await (await viewerRequest.get(api('/company/invites'))).json()) as { invites: { id: string }[] };
    const accepted = await viewerRequest.patch(api('/company/invites/accept'), {
      data: { inviteId: invites.invites[0]?.id },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await viewerRequest.dispose();

    await logIn(page, t, viewer);
    await page.goto('/payment-links');
    await expect(heading(page, t('screens.Money.PaymentLinks.heading'))).toBeVisible();
    await expect(page.getByText(t('screens.Money.PaymentLinks.readOnly'))).toBeVisible();
    await expect(row(page, t, 'Gift card')).toContainText('$25.00');
    for (const item of ['create', 'newStatic', 'newDynamic', 'newDonation']) {
      await expect(page.getByRole('link', { name: t(`screens.Money.PaymentLinks.${item}`) })).toHaveCount(0);
    }
    await page.getByRole('button', { name: t('ui.DataTable.rowActions', { row: 'Gift card' }) }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      t('screens.Money.PaymentLinks.view'),
      t('screens.Money.PaymentLinks.payments'),
      t('screens.Money.PaymentLinks.copyUrl'),
    ]);
    await page.keyboard.press('Escape');

    // A form's address leads back to the list, saying why.
    await page.goto('/payment-links/new/static');
    await expect(page).toHaveURL(/\/payment-links$/);
    await expect(toasts(page, t)).toContainText(t('app.paymentLinks.notAllowed'));
  },
);
