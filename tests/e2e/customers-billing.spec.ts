import type { APIRequestContext, Page } from '@playwright/test';
import { customerPays, lyonBilling, money } from './support/customers';
import { webUrl } from './support/environment';
import { createAccount, expect, test, type AppLocale } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace } from './support/merchant';

const api = (path: string) => `${webUrl}/api${path}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const eur = (page: Page, cents: number) => money(page, cents, 'EUR');

/**
 * A merchant (signed in in this browser) with a payout wallet of its own address and a static
 * test link of €12.50 (a workspace in France prices in euros) that asks for the payer's e-mail
 * address and billing details.
 */
async function merchantWithLink(request: APIRequestContext, locale: AppLocale, payout: string) {
  await createAccount(request, locale);
  const companyId = await createWorkspace(request, { name: 'Atelier', country: 'FR', phone: '+33 6 12 34 56 78' });
  const walletId = await addMoonbeamWallet(request, companyId, { address: payout, label: 'Recettes', colour: 'green' });
  const created = await request.post(api('/payment-link/static'), {
    data: {
      companyId,
      type: 'static',
      name: 'Tasse en grès',
      amount: '12.50',
      environment: 'test',
      payoutWalletId: walletId,
      options: { collectEmail: true, collectBillingDetails: true, includeVat: false, vatRate: null },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { companyId, slug: ((await created.json()) as { slug: string }).slug };
}

test(
  "a customer pays a link leaving an e-mail address: the month's use on Billing moves without a reload, and the customer appears on Customers",
  { tag: '@fr' },
  async ({ page, t, appLocale }) => {
    test.slow();
    // Account 9 of the local chain pays, to account 3's address: no other flow uses either.
    const { slug } = await merchantWithLink(page.request, appLocale, '0x90F79bf6EB2c4f870365E785982E1f101E93b906');

    await page.goto('/billing');
    await expect(heading(page, t('screens.Workspace.Billing.heading'))).toBeVisible();
    const testUse = (amount: string) => page.getByText(t('screens.Workspace.Billing.testUsed', { amount }));
    await expect(testUse(await eur(page, 0))).toBeVisible();
    await expect(
      page.getByText(t('screens.Workspace.Billing.usedThisMonth', { used: await eur(page, 0) })),
    ).toBeVisible();

    await customerPays(
      page.request,
      slug,
      '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      'claire.martin@example.fr',
      lyonBilling('Claire Martin'),
    );
    // The live channel tells the open page: the test payment shows, counted apart; the live use stays.
    await expect(testUse(await eur(page, 12_50))).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(t('screens.Workspace.Billing.usedThisMonth', { used: await eur(page, 0) })),
    ).toBeVisible();
    await expect(page.getByText(t('screens.Workspace.Billing.feesNote'))).toBeVisible();

    // The sidebar leads to the customers: the payer is there, with their page.
    await page
      .getByRole('link', { name: t('screens.Shell.DefaultLayout.customers') })
      .first()
      .click();
    await expect(heading(page, t('screens.Money.Customers.heading'))).toBeVisible();
    const table = page.getByRole('table', { name: t('screens.Money.Customers.table') });
    await expect(table.getByText('claire.martin@example.fr')).toBeVisible();
    await table.getByRole('link', { name: 'Claire Martin' }).click();
    await expect(heading(page, 'Claire Martin')).toBeVisible();
    await expect(page.getByText('3 rue des Potiers')).toBeVisible();
    await expect(
      page.getByRole('table', { name: t('screens.Money.Customers.paymentsTable') }).getByText('Tasse en grès'),
    ).toBeVisible();
  },
);

test(
  'an owner finds a customer by name and erases their personal data on request; the payment stays without it',
  { tag: '@pt' },
  async ({ page, t, appLocale }) => {
    test.slow();
    const { slug } = await merchantWithLink(page.request, appLocale, '0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    await customerPays(
      page.request,
      slug,
      '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      'joao.silva@example.com.br',
      lyonBilling('João Silva'),
    );

    await page.goto('/customers');
    await expect(heading(page, t('screens.Money.Customers.heading'))).toBeVisible();
    await page.getByRole('searchbox', { name: t('screens.Money.Customers.search') }).fill('joão');
    await expect(page).toHaveURL(/[?&]q=jo/);
    const table = page.getByRole('table', { name: t('screens.Money.Customers.table') });
    await table.getByRole('link', { name: 'João Silva' }).click();
    await expect(heading(page, 'João Silva')).toBeVisible();

    // Erasure asks first; Cancel changes nothing.
    await page.getByRole('button', { name: t('screens.Money.Customers.erase') }).click();
    const dialog = page.getByRole('alertdialog', { name: t('screens.Money.Customers.eraseTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('ui.ConfirmDialog.cancel') }).click();
    await expect(heading(page, 'João Silva')).toBeVisible();
    await page.getByRole('button', { name: t('screens.Money.Customers.erase') }).click();
    await dialog.getByRole('button', { name: t('screens.Money.Customers.eraseConfirm') }).click();

    // Back on the list, which no longer names them; the payment is still the link's.
    await expect(page.getByText(t('app.customers.erased'))).toBeVisible();
    await expect(heading(page, t('screens.Money.Customers.heading'))).toBeVisible();
    await expect(page.getByText('João Silva')).toHaveCount(0);
    const companies = (await (await page.request.get(api('/user/companies'))).json()) as {
      companies: { id: string }[];
    };
    const payments = await page.request.get(api(`/payments?companyId=${companies.companies[0]!.id}`));
    expect(((await payments.json()) as { total: number }).total).toBe(1);
  },
);
