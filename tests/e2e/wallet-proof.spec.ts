import type { APIRequestContext, Page } from '@playwright/test';
import { webUrl } from './support/environment';
import { expect, test, type Account } from './support/fixtures';
import { evmSigner, polkadotSigner, type MessageSigner } from './support/signers';

type T = (id: string, values?: Record<string, string | number>) => string;

/** Logs `account` in, then makes a workspace and its wallets through the API (adding one has its own flows). */
async function workspaceWithWallets(
  request: APIRequestContext,
  account: Account,
  wallets: { label: string; network: string; address: string }[],
) {
  const login = await request.post(`${webUrl}/api/auth/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const company = await request.post(`${webUrl}/api/company`, {
    data: {
      name: `Proof ${Date.now().toString(36)}`,
      size: '1-10',
      country: 'FR',
      useCases: ['online_store'],
      phone: '+33612345678',
    },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { id: string }).id;
  for (const wallet of wallets) {
    const created = await request.post(`${webUrl}/api/wallet`, {
      data: {
        companyId,
        platform: wallet.network,
        ecosystem: wallet.network === 'moonbeam' ? 'evm' : 'substrate',
        addresses: [wallet.address],
        metadata: { ui: { label: wallet.label, colour: 'blue' } },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

/** From the wallet's menu, the paste dialog: the message shown is signed by `signer` and pasted. */
async function proveByPasting(page: Page, t: T, label: string, signer: MessageSigner, tamper = false) {
  const card = page.getByRole('article', { name: label });
  await card.getByRole('button', { name: t('screens.Money.WalletManagement.actionsFor', { label }) }).click();
  await page.getByRole('menuitem', { name: t('screens.Money.WalletManagement.signManually') }).click();
  const dialog = page.getByRole('dialog', { name: t('screens.Money.WalletSignatureDialog.title') });
  await expect(dialog).toContainText(signer.address);
  const shown = dialog.getByRole('textbox', { name: t('screens.Money.WalletSignatureDialog.message') });
  await expect(shown).not.toHaveValue('');
  const message = await shown.inputValue();
  const signature = await signer.sign(tamper ? `${message} ` : message);
  await dialog.getByRole('textbox', { name: t('screens.Money.WalletSignatureDialog.signature') }).fill(signature);
  await dialog.getByRole('button', { name: t('screens.Money.WalletSignatureDialog.verify') }).click();
  return dialog;
}

test(
  'an owner proves wallets without an extension: signs the shown message in a wallet app and pastes the signature',
  { tag: '@fr' },
  async ({ page, t, account }) => {
    test.slow();
    const evm = evmSigner();
    const polkadot = await polkadotSigner();
    await workspaceWithWallets(page.request, account, [
      { label: 'Caisse', network: 'moonbeam', address: evm.address },
      { label: 'Trésorerie', network: 'polkadot', address: polkadot.address },
    ]);
    await page.goto('/wallet-management');

    // A signature of another message is refused in the dialog, which keeps what was pasted.
    const refused = await proveByPasting(page, t, 'Caisse', evm, true);
    await expect(refused).toContainText(t('screens.Money.WalletSignatureDialog.invalid'));
    await expect(page.getByRole('article', { name: 'Caisse' })).toContainText(
      t('screens.Money.WalletManagement.notVerified'),
    );
    await refused.getByRole('button', { name: t('screens.Money.WalletSignatureDialog.cancel') }).click();
    await expect(refused).toBeHidden();

    // The message signed as shown: the server checks it as it checks an extension's.
    for (const [label, signer] of [
      ['Caisse', evm],
      ['Trésorerie', polkadot],
    ] as const) {
      const dialog = await proveByPasting(page, t, label, signer);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('article', { name: label })).not.toContainText(
        t('screens.Money.WalletManagement.notVerified'),
      );
    }
    await page.reload();
    for (const label of ['Caisse', 'Trésorerie']) {
      await expect(page.getByRole('article', { name: label })).toContainText(
        t('screens.Money.WalletManagement.verified'),
      );
    }
  },
);
