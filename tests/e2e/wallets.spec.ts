import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { testWalletAccounts, webUrl } from './support/environment';
import {
  createAccount,
  expect,
  localizedPage,
  test,
  uniqueAccount,
  type Account,
  type AppLocale,
} from './support/fixtures';

type T = (id: string, values?: Record<string, string | number>) => string;

/** Alice's development key on Polkadot (SS58 prefix 0). */
const POLKADOT_ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const NEW_POLKADOT_ADDRESS = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toasts = (page: Page, t: T) => page.getByRole('region', { name: t('ui.Toast.region') });
const walletCard = (page: Page, label: string) => page.getByRole('article', { name: label });
/** Picks a connected wallet's account: its radio button shows the address shortened, the whole one as its title. */
async function chooseAccount(page: Page, address: string) {
  const label = page.locator('label').filter({ has: page.getByTitle(address, { exact: true }) });
  await label.click();
  await expect(label.getByRole('radio')).toBeChecked();
}

/** Ticks a radio button the way a person does: by its label, which covers the input. */
async function choose(page: Page, control: Locator) {
  await page.locator('label').filter({ has: control }).click();
  await expect(control).toBeChecked();
}

/** Logs in through the API in `request`'s cookie jar (a page's own `page.request` shares the page's). */
async function logIn(request: APIRequestContext, account: Account) {
  const answer = await request.post(`${webUrl}/api/auth/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Creates a workspace through the API (onboarding has its own test); answers its id. */
async function createWorkspace(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.post(`${webUrl}/api/company`, {
    data: {
      name,
      size: '1-10',
      country: 'PT',
      useCases: ['online_store'],
      phone: '+351912345678',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** An owner signed in in `page`, with a new workspace selected. */
async function ownerWithWorkspace(page: Page, appLocale: AppLocale, account: Account) {
  await logIn(page.request, account);
  const name = `Lumen ${appLocale.toUpperCase()} ${Date.now().toString(36)}`;
  const companyId = await createWorkspace(page.request, name);
  return { companyId, name };
}

/** A teammate who joins the workspace as a viewer, signed in in a browser of their own. */
async function viewerOf(browser: Browser, owner: Page, companyId: string, appLocale: AppLocale) {
  const teammate = uniqueAccount(appLocale);
  const context = await browser.newContext();
  await createAccount(context.request, appLocale, teammate);
  const invited = await owner.request.post(`${webUrl}/api/company/${companyId}/members/invites`, {
    data: { email: teammate.email, privilege: 'viewer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await logIn(context.request, teammate);
  const invites = (await (await context.request.get(`${webUrl}/api/company/invites`)).json()) as {
    invites: { id: string; companyId: string }[];
  };
  const invite = invites.invites.find((entry) => entry.companyId === companyId);
  expect(invite).toBeDefined();
  const accepted = await context.request.patch(`${webUrl}/api/company/invites/accept`, {
    data: { inviteId: invite!.id },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { context, page: await localizedPage(context, appLocale) };
}

/** From the wallets list to the add-wallet page's address step, with `network` chosen. */
async function startAdding(page: Page, t: T, network: string) {
  await page
    .getByRole('link', { name: t('screens.Money.WalletManagement.add') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/wallet-management\/add$/);
  await expect(heading(page, t('screens.Money.AddWallet.heading'))).toBeVisible();
  await choose(page, page.getByRole('radio', { name: new RegExp(`^${t(network)}`) }));
  await page.getByRole('button', { name: t('screens.Money.AddWallet.continue') }).click();
}

/** The details step: name the wallet and add it. */
async function nameAndAdd(page: Page, t: T, label: string) {
  await page.getByRole('button', { name: t('screens.Money.AddWallet.continue') }).click();
  await page.getByRole('textbox', { name: t('screens.Money.common.wallet.label') }).fill(label);
  await page.getByRole('button', { name: t('screens.Money.AddWallet.submit') }).click();
}

test(
  'an owner adds a Polkadot wallet by typing its address, and a viewer sees the list without actions',
  { tag: '@es' },
  async ({ page, browser, t, appLocale, account, expectAccessible }) => {
    test.slow();
    const { companyId } = await ownerWithWorkspace(page, appLocale, account);

    await page.goto('/wallet-management');
    await expect(heading(page, t('screens.Money.WalletManagement.heading'))).toBeVisible();
    await expect(page.getByText(t('screens.Money.WalletManagement.emptyTitle'))).toBeVisible();

    // Leaving mid-way asks first; the browser's back button leads back to the list.
    await startAdding(page, t, 'screens.Money.common.network.polkadot');
    await page.getByRole('button', { name: t('screens.Money.AddWallet.cancel') }).click();
    const exit = page.getByRole('alertdialog', { name: t('screens.Money.AddWallet.exitTitle') });
    await expect(exit).toBeVisible();
    await exit.getByRole('button', { name: t('screens.Money.AddWallet.exitConfirm') }).click();
    await expect(page).toHaveURL(/\/wallet-management$/);
    await page.goto('/wallet-management/add');
    await expect(heading(page, t('screens.Money.AddWallet.heading'))).toBeVisible();
    await page.goBack();
    await expect(heading(page, t('screens.Money.WalletManagement.heading'))).toBeVisible();

    await startAdding(page, t, 'screens.Money.common.network.polkadot');
    // With a network chosen, the back button asks too; staying keeps what was chosen.
    await page.goBack();
    await expect(exit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(exit).toBeHidden();
    await expect(page).toHaveURL(/\/wallet-management\/add$/);
    await choose(page, page.getByRole('radio', { name: new RegExp(`^${t('screens.Money.AddWallet.sourceManual')}`) }));
    const address = page.getByRole('textbox', { name: t('screens.Money.AddWallet.address') });
    // A Moonbeam address is refused for Polkadot, with what to do about it.
    await address.fill(testWalletAccounts[0]);
    await page.getByRole('button', { name: t('screens.Money.AddWallet.continue') }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await address.fill(POLKADOT_ADDRESS);
    await expectAccessible();
    await nameAndAdd(page, t, 'Tesorería');

    await expect(page).toHaveURL(/\/wallet-management$/);
    await expect(toasts(page, t)).toContainText(t('app.wallets.added', { label: 'Tesorería' }));
    const card = walletCard(page, 'Tesorería');
    await expect(card.getByTitle(POLKADOT_ADDRESS)).toBeVisible();
    await expect(card).toContainText(t('screens.Money.WalletManagement.notVerified'));
    await expect(
      page.getByRole('region', { name: t('screens.Money.common.network.polkadot') }).getByRole('article'),
    ).toHaveAccessibleName('Tesorería');
    await expectAccessible();

    // A new payout address, from the edit dialog (a fresh login: no password asked).
    await page
      .getByRole('button', { name: t('screens.Money.WalletManagement.actionsFor', { label: 'Tesorería' }) })
      .click();
    await page.getByRole('menuitem', { name: t('screens.Money.WalletManagement.edit') }).click();
    const edit = page.getByRole('dialog', { name: t('screens.Money.WalletManagement.editTitle') });
    await edit
      .getByRole('textbox', {
        name: t('screens.Money.WalletManagement.payoutAddress', {
          network: t('screens.Money.common.network.polkadot'),
        }),
      })
      .fill(NEW_POLKADOT_ADDRESS);
    await edit.getByRole('button', { name: t('screens.Money.WalletManagement.save') }).click();
    await expect(card.getByTitle(NEW_POLKADOT_ADDRESS)).toBeVisible();

    // A viewer sees the same wallet and nothing to change it with.
    const viewer = await viewerOf(browser, page, companyId, appLocale);
    try {
      const other = viewer.page;
      await other.goto('/wallet-management');
      await expect(walletCard(other, 'Tesorería').getByTitle(NEW_POLKADOT_ADDRESS)).toBeVisible();
      await expect(other.getByText(t('screens.Money.WalletManagement.readOnly'))).toBeVisible();
      await expect(other.getByRole('link', { name: t('screens.Money.WalletManagement.add') })).toHaveCount(0);
      await expect(walletCard(other, 'Tesorería').getByRole('button')).toHaveCount(1); // the copy button only
      await expect(
        other.getByRole('button', { name: t('screens.Money.WalletManagement.actionsFor', { label: 'Tesorería' }) }),
      ).toHaveCount(0);
      // The add page is for owners and admins: a viewer is taken back to the list.
      await other.goto('/wallet-management/add');
      await expect(other).toHaveURL(/\/wallet-management$/);
    } finally {
      await viewer.context.close();
    }
  },
);

test(
  'an owner connects a wallet, adds its account and proves it by signature; a refused signature is explained',
  { tag: '@pt' },
  async ({ page, t, appLocale, account }) => {
    test.slow();
    await ownerWithWorkspace(page, appLocale, account);
    const [, refusing, signing] = testWalletAccounts;
    // The wallet pages say nothing in the console: no wallet SDK's complaint, no React warning.
    const consoleProblems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
    });

    // This build has no WalletConnect project id: only the QR option says so, beside itself.
    await page.goto('/wallet-management');
    await startAdding(page, t, 'screens.Money.common.network.moonbeam');
    const connectors = page.getByRole('group', { name: t('screens.Money.AddWallet.connectWith') });
    const qr = connectors.getByRole('button', { name: 'WalletConnect' });
    await expect(qr).toBeDisabled();
    await expect(qr).toHaveAccessibleDescription(t('screens.Money.AddWallet.walletError.projectIdMissing'));
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(consoleProblems, 'console errors and warnings on the add-wallet page').toEqual([]);

    // The wallet refuses to sign: the wallet is added, unverified, and the refusal explained once.
    await connectors.getByRole('button', { name: 'Test wallet (refuses to sign)' }).click();
    await chooseAccount(page, refusing);
    await nameAndAdd(page, t, 'Recusada');
    const refusal = page.getByRole('alert').filter({ hasText: t('screens.Money.AddWallet.signatureFailed') });
    await expect(refusal).toContainText(t('screens.Money.AddWallet.walletError.userRejected'));
    // Said once: no toast repeats it (without any toast, the region is not even there).
    await expect(page.getByText(t('screens.Money.AddWallet.walletError.userRejected'))).toHaveCount(1);
    await page.getByRole('link', { name: t('screens.Money.AddWallet.verifyLater') }).click();
    await expect(walletCard(page, 'Recusada')).toContainText(t('screens.Money.WalletManagement.notVerified'));

    // A wallet that signs: added and verified in one go, against the real server's check.
    await page.goto('/wallet-management/add');
    await choose(page, page.getByRole('radio', { name: new RegExp(`^${t('screens.Money.common.network.moonbeam')}`) }));
    await page.getByRole('button', { name: t('screens.Money.AddWallet.continue') }).click();
    await connectors.getByRole('button', { name: 'Test wallet', exact: true }).click();
    await chooseAccount(page, signing);
    await nameAndAdd(page, t, 'Caixa');
    await expect(page).toHaveURL(/\/wallet-management$/);
    await expect(toasts(page, t)).toContainText(t('app.wallets.addedVerified', { label: 'Caixa' }));
    await expect(walletCard(page, 'Caixa')).toContainText(t('screens.Money.WalletManagement.verified'));

    // The first one is verified from the list, with the wallet now connected.
    const refused = walletCard(page, 'Recusada');
    await refused.getByRole('button', { name: t('screens.Money.WalletManagement.verify'), exact: true }).click();
    await expect(toasts(page, t)).toContainText(t('app.wallets.verified', { label: 'Recusada' }));
    await expect(refused).toContainText(t('screens.Money.WalletManagement.verified'));
    await expect(refused).not.toContainText(t('screens.Money.WalletManagement.notVerified'));

    // What the server keeps: both wallets verified.
    await page.reload();
    await expect(walletCard(page, 'Recusada')).not.toContainText(t('screens.Money.WalletManagement.notVerified'));
    await expect(walletCard(page, 'Caixa')).not.toContainText(t('screens.Money.WalletManagement.notVerified'));
    expect(consoleProblems, 'console errors and warnings on the wallet pages').toEqual([]);
  },
);
