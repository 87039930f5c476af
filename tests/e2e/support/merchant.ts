/**
 * A merchant's set-up for the money flows, through the API as the signed-in owner (the pages
 * that do the same through the interface have flows of their own): a workspace, a Moonbeam
 * payout wallet, and signing in through the login form.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { webUrl } from './environment';
import { expect, type Account } from './fixtures';

type T = (id: string, values?: Record<string, string | number>) => string;

const api = (path: string) => `${webUrl}/api${path}`;

/** Signs in through the login form; ends on the dashboard. */
export async function logInThroughForm(page: Page, t: T, account: Account): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: t('screens.Auth.Login.identifier'), exact: true }).fill(account.username);
  await page
    .getByLabel(t('screens.Auth.Login.password'), { exact: true })
    .and(page.locator('input'))
    .fill(account.password);
  await page.getByRole('button', { name: t('screens.Auth.Login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A workspace of the caller's, named with a unique suffix; answers its id. */
export async function createWorkspace(
  request: APIRequestContext,
  { name, country, phone }: { name: string; country: string; phone: string },
): Promise<string> {
  const company = await request.post(api('/company'), {
    data: { name: `${name} ${Date.now().toString(36)}`, size: '11-50', country, useCases: ['online_store'], phone },
  });
  expect(company.status(), await company.text()).toBe(201);
  return ((await company.json()) as { id: string }).id;
}

/** Adds a Moonbeam payout wallet to the workspace; answers its id. */
export async function addMoonbeamWallet(
  request: APIRequestContext,
  companyId: string,
  { address, label, colour }: { address: string; label: string; colour: string },
): Promise<string> {
  const wallet = await request.post(api('/wallet'), {
    data: {
      companyId,
      platform: 'moonbeam',
      ecosystem: 'evm',
      addresses: [address],
      metadata: { ui: { label, colour } },
    },
  });
  expect(wallet.status(), await wallet.text()).toBe(201);
  return ((await wallet.json()) as { id: string }).id;
}
