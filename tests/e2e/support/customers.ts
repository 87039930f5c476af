// A customer paying a test link, as the end-to-end flows about customers and billing need it:
// a checkout opened with what the link asks of the payer, paid from a funded account of the
// local chain, final at the next block.
import type { APIRequestContext, Page } from '@playwright/test';
import { chainUrl, webUrl } from './environment';
import { expect } from './fixtures';

const api = (path: string) => `${webUrl}/api${path}`;

/** One JSON-RPC call to the local chain. */
export async function chain<R>(method: string, params: unknown[] = []): Promise<R> {
  const response = await fetch(chainUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: R; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as R;
}

/** Billing details a French customer leaves. */
export const lyonBilling = (name: string) => ({
  name,
  street: '3 rue des Potiers',
  city: 'Lyon',
  postalCode: '69001',
  country: 'FR',
});

/**
 * A customer opens a checkout of the link leaving an e-mail address (and billing details when
 * given), and pays the exact amount in the chain's coin from `from` (a funded account of the
 * local chain); the next block makes it final.
 */
export async function customerPays(
  request: APIRequestContext,
  slug: string,
  from: string,
  email: string,
  billing?: ReturnType<typeof lyonBilling>,
) {
  const opened = await request.post(api(`/checkout/${slug}/sessions`), {
    data: { token: 'DEV', email, ...(billing ? { billing } : {}) },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const session = (await opened.json()) as { id: string; amount: string; payTo: string };
  await chain('eth_sendTransaction', [{ from, to: session.payTo, value: `0x${BigInt(session.amount).toString(16)}` }]);
  await chain('evm_mine');
  await expect(async () => {
    const state = await request.get(api(`/checkout-session/${session.id}`));
    expect(((await state.json()) as { state: string }).state).toBe('paid');
  }).toPass({ timeout: 30_000 });
}

/** Dollars as the page writes them in its language (the browser's own number formats). */
export const usd = (page: Page, cents: number) =>
  page.evaluate(
    (value) =>
      new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'USD' }).format(value),
    cents / 100,
  );
