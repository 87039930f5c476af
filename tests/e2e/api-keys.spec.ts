import type { Page } from '@playwright/test';
import { api, freshAddress } from './support/chain';
import { webUrl } from './support/environment';
import { createAccount, expect, test } from './support/fixtures';
import { addMoonbeamWallet, createWorkspace, logInThroughForm as logIn } from './support/merchant';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test(
  'a developer’s test key, made and copied in the dashboard, creates a checkout for an order over the public API, and stops working the moment it is revoked',
  { tag: '@es' },
  async ({ page, playwright, t, appLocale }) => {
    test.slow();
    const request = await playwright.request.newContext();
    const owner = await createAccount(request, appLocale);
    const companyId = await createWorkspace(request, { name: 'Tostadores', country: 'ES', phone: '+34 612 345 678' });
    await addMoonbeamWallet(request, companyId, { address: freshAddress(), label: 'Cobros', colour: 'green' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl });
    await logIn(page, t, owner);

    // Settings lead to the keys; a new workspace has none.
    await page.goto('/settings/api-keys');
    await expect(heading(page, t('screens.Workspace.ApiKeys.heading'))).toBeVisible();
    await expect(page.getByText(t('screens.Workspace.ApiKeys.emptyTitle'))).toBeVisible();

    // A test key with the default access: checkouts to write, payments and events to read.
    await page
      .getByRole('button', { name: t('screens.Workspace.ApiKeys.create') })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: t('screens.Workspace.ApiKeys.createTitle') });
    await form.getByRole('textbox', { name: t('screens.Workspace.ApiKeys.label') }).fill('Tienda online');
    await form.getByRole('button', { name: t('screens.Workspace.ApiKeys.createSubmit') }).click();

    // Shown once, copied with a toast that says so.
    const shown = page.getByRole('dialog', { name: t('screens.Workspace.ApiKeys.secretTitle') });
    await expect(shown).toBeVisible();
    await shown.getByRole('button', { name: t('screens.Workspace.ApiKeys.copyKey') }).click();
    await expect(page.getByText(t('screens.Workspace.ApiKeys.keyCopied')).first()).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^mrd_test_[0-9A-Za-z]{43}$/);
    await shown.getByRole('button', { name: t('screens.Workspace.ApiKeys.done') }).click();
    await expect(shown).toBeHidden();
    // The list shows the key's end, never the key.
    const row = page.getByRole('row').filter({ hasText: 'Tienda online' });
    await expect(row).toContainText(key.slice(-4));
    await expect(page.getByText(key)).toHaveCount(0);

    // A program (no cookies) creates a checkout for an order with the key, and reads it.
    const store = await playwright.request.newContext({ extraHTTPHeaders: { authorization: `Bearer ${key}` } });
    const created = await store.post(api('/v1/checkouts'), {
      headers: { 'idempotency-key': 'order-1001' },
      data: { amount: '24.50', description: 'Pedido 1001', orderReference: '1001', metadata: { cart: 'abc' } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const checkout = (await created.json()) as { id: string; url: string; orderReference: string };
    expect(checkout.orderReference).toBe('1001');
    const read = await store.get(api(`/v1/checkouts/${checkout.id}`));
    expect(read.status()).toBe(200);
    // The same order sent again answers the same checkout.
    const again = await store.post(api('/v1/checkouts'), {
      headers: { 'idempotency-key': 'order-1001' },
      data: { amount: '24.50', description: 'Pedido 1001', orderReference: '1001', metadata: { cart: 'abc' } },
    });
    expect(((await again.json()) as { id: string }).id).toBe(checkout.id);

    // Revoked in the dashboard (confirmed first): the next call is refused.
    await page.getByRole('button', { name: t('ui.DataTable.rowActions', { row: 'Tienda online' }) }).click();
    await page.getByRole('menuitem', { name: t('screens.Workspace.ApiKeys.revoke') }).click();
    const confirm = page.getByRole('alertdialog', {
      name: t('screens.Workspace.ApiKeys.revokeTitle', { label: 'Tienda online' }),
    });
    await confirm.getByRole('button', { name: t('screens.Workspace.ApiKeys.revoke') }).click();
    await expect(page.getByText(t('screens.Workspace.ApiKeys.emptyTitle'))).toBeVisible();
    expect((await store.get(api(`/v1/checkouts/${checkout.id}`))).status()).toBe(401);
    await store.dispose();
  },
);
