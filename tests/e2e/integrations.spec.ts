import type { Page } from '@playwright/test';
import { squarespaceKey, webUrl } from './support/environment';
import { createAccount, expect, test } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace, logInThroughForm as logIn } from './support/merchant';

type T = (id: string, values?: Record<string, string | number>) => string;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test(
  'an owner connects Squarespace with an API key, chooses the links’ wallet and imports the products as payment links',
  { tag: '@es' },
  async ({ page, playwright, t, appLocale, expectAccessible }) => {
    test.slow();
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    const companyId = await createWorkspace(request, { name: 'Tostadores', country: 'ES', phone: '+34 612 345 678' });
    await addMoonbeamWallet(request, companyId, {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      label: 'Cobros tienda',
      colour: 'green',
    });
    await logIn(page, t as T, owner);

    // From the sidebar to the integrations: nothing connected yet.
    await page.getByRole('link', { name: t('screens.Shell.DefaultLayout.integrations') }).click();
    await expect(heading(page, t('screens.Workspace.Integrations.heading'))).toBeVisible();
    await expect(page.getByText(t('screens.Workspace.Integrations.noneYet'))).toBeVisible();
    await page
      .getByRole('link', { name: t('screens.Workspace.Integrations.connect', { provider: 'Squarespace' }) })
      .click();
    await expect(page).toHaveURL(/\/integrations\/squarespace$/);
    await expect(heading(page, t('screens.Workspace.Squarespace.heading'))).toBeVisible();
    await expectAccessible();

    // A key Squarespace does not know is refused, saying so; what was typed stays.
    const key = page
      .getByLabel(t('screens.Workspace.Squarespace.keyLabel'), { exact: true })
      .and(page.locator('input'));
    await key.fill('sq-not-a-real-key');
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.verify') }).click();
    await expect(page.getByText(t('screens.Workspace.Squarespace.keyRefused'))).toBeVisible();
    await expect(key).toHaveValue('sq-not-a-real-key');

    // The right key: connected to the shop, the key shown by its last four characters only.
    await key.fill(squarespaceKey);
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.verify') }).click();
    await expect(
      page.getByText(t('screens.Workspace.Squarespace.verifiedTitle', { site: 'Lumen Coffee' })),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(escape(squarespaceKey.slice(-4))))).toBeVisible();
    await expect(page.getByText(squarespaceKey, { exact: true })).toHaveCount(0);

    // Where the links pay: the workspace's wallet, saved.
    await page.getByRole('button', { name: new RegExp(escape(t('screens.Workspace.Squarespace.wallet'))) }).click();
    await page.getByRole('option', { name: 'Cobros tienda' }).click();
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.save') }).click();
    await expect(page.getByText(t('app.integrations.saved'))).toBeVisible();

    // The import: one link per variant priced in dollars, each with its buy link; the euro one is left out.
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.import') }).click();
    await expect(
      page.getByText(
        new RegExp(`^${escape(t('screens.Workspace.Squarespace.imported', { imported: 3, updated: 0, skipped: 1 }))}`),
      ),
    ).toBeVisible();
    const products = page.getByRole('list', { name: t('screens.Workspace.Squarespace.productsTitle') });
    await expect(products.getByRole('listitem')).toHaveCount(3);
    await expect(products).toContainText('House blend beans (1 kg)');
    await expect(products).toContainText(`${webUrl}/pay/`);
    await expect(page.getByRole('list', { name: t('screens.Workspace.Squarespace.logTitle') })).toContainText(
      t('screens.Workspace.Squarespace.logImport', { imported: 3, updated: 0, skipped: 1 }),
    );

    // Imported again: the same three links, none doubled.
    await page.getByRole('button', { name: t('screens.Workspace.Squarespace.importAgain') }).click();
    await expect(
      page.getByText(
        new RegExp(`^${escape(t('screens.Workspace.Squarespace.imported', { imported: 0, updated: 0, skipped: 1 }))}`),
      ),
    ).toBeVisible();
    await expect(products.getByRole('listitem')).toHaveCount(3);

    // The links are the workspace's payment links, and the integrations page shows the store's health.
    await page
      .getByRole('main')
      .getByRole('link', { name: t('screens.Workspace.Squarespace.back') })
      .click();
    const card = page.getByRole('article', { name: t('screens.Workspace.Integrations.squarespace') });
    await expect(card).toContainText(t('screens.Workspace.Integrations.verified'));
    await expect(card).toContainText(t('screens.Workspace.Integrations.products', { count: 3 }));
    await request.dispose();
  },
);
