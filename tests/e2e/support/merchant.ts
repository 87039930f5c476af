/**
 * A merchant's set-up for the money flows, through the API as the signed-in owner (the pages
 * that do the same through the interface have flows of their own): a workspace, a Moonbeam
 * payout wallet, a static test link, and signing in through the login form.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './chain';
import { createAccount, expect, type Account, type AppLocale } from './fixtures';

type T = (id: string, values?: Record<string, string | number>) => string;

/** Signs in through the login form; ends on the dashboard (or where `lands` says, onboarding for an account without a workspace). */
export async function logInThroughForm(
  page: Page,
  t: T,
  account: Account,
  lands: RegExp = /\/dashboard$/,
): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: t('screens.Auth.Login.identifier'), exact: true }).fill(account.username);
  await page
    .getByLabel(t('screens.Auth.Login.password'), { exact: true })
    .and(page.locator('input'))
    .fill(account.password);
  await page.getByRole('button', { name: t('screens.Auth.Login.submit') }).click();
  await expect(page).toHaveURL(lands);
}

/**
 * A workspace of the caller's, named with a unique suffix; answers its id. It prices in its
 * country's currency (euros in Portugal) unless `currency` names another.
 */
export async function createWorkspace(
  request: APIRequestContext,
  { name, country, phone, currency }: { name: string; country: string; phone: string; currency?: string },
): Promise<string> {
  const company = await request.post(api('/company'), {
    data: {
      name: `${name} ${Date.now().toString(36)}`,
      size: '11-50',
      country,
      useCases: ['online_store'],
      phone,
      ...(currency ? { currency } : {}),
    },
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

/** A payment link as its creation answers it. */
export interface CreatedLink {
  id: string;
  slug: string;
  url: string;
}

/**
 * Makes a static link of the `test` environment (paid on the local chain) paying out to the
 * wallet `payoutWalletId`, with what else `link` says (a message, a redirect...); answers it.
 */
export async function createStaticTestLink(
  request: APIRequestContext,
  companyId: string,
  payoutWalletId: string,
  link: { name: string; amount: string } & Record<string, string>,
): Promise<CreatedLink> {
  const created = await request.post(api('/payment-link/static'), {
    data: { companyId, type: 'static', ...link, environment: 'test', payoutWalletId },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedLink;
}

/**
 * A workspace of the signed-in caller's with a Moonbeam payout wallet and a static test link on
 * it: the set-up of a flow that pays a link.
 */
export async function workspaceWithTestLink(
  request: APIRequestContext,
  options: {
    workspace: Parameters<typeof createWorkspace>[1];
    wallet: Parameters<typeof addMoonbeamWallet>[2];
    link: Parameters<typeof createStaticTestLink>[3];
  },
): Promise<{ companyId: string; walletId: string; link: CreatedLink }> {
  const companyId = await createWorkspace(request, options.workspace);
  const walletId = await addMoonbeamWallet(request, companyId, options.wallet);
  return { companyId, walletId, link: await createStaticTestLink(request, companyId, walletId, options.link) };
}

/**
 * A new owner, signed in on `request`, of a workspace in Portugal that prices in US dollars
 * (chosen over Portugal's euros: the currency of the tier limits) with a Moonbeam payout wallet.
 */
export async function ownerWithUsdWorkspace(
  request: APIRequestContext,
  locale: AppLocale,
  { name, wallet }: { name: string; wallet: Parameters<typeof addMoonbeamWallet>[2] },
): Promise<{ owner: Account; companyId: string; walletId: string }> {
  const owner = await createAccount(request, locale);
  const companyId = await createWorkspace(request, { name, country: 'PT', phone: '+351 912 345 678', currency: 'USD' });
  const walletId = await addMoonbeamWallet(request, companyId, wallet);
  return { owner, companyId, walletId };
}
