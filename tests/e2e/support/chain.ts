/**
 * The local test chain as the money flows use it: JSON-RPC calls to it, fresh payout addresses,
 * a payer's checkout opened through the public API, and payments sent from a funded account that
 * the chain holds unlocked (each flow names its own, so that no two flows send from one account).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { chainUrl, repoRoot, webUrl } from './environment';
import { expect } from './fixtures';

export type Hex = `0x${string}`;

/** An address of the API, through the dashboard's origin (as the browser reaches it). */
export const api = (path: string) => `${webUrl}/api${path}`;

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

/** Mines one block (the local chain mines only when transactions come, or when asked). */
export const mine = () => chain('evm_mine');

/** What the flows use of viem's accounts, the API's dependency, loaded from there. */
interface ViemAccounts {
  generatePrivateKey: () => Hex;
  privateKeyToAccount: (key: Hex) => { address: Hex };
}
const viemAccounts = createRequire(join(repoRoot, 'apps/api/package.json'))('viem/accounts') as ViemAccounts;

/** A new address that nobody holds the key of here: a payout wallet no other flow pays. */
export const freshAddress = (): Hex => viemAccounts.privateKeyToAccount(viemAccounts.generatePrivateKey()).address;

/**
 * Sends `value` (wei, or its decimal string) of the chain's coin (DEV) from `from`, a funded
 * account the chain signs for, to `to`; resolves with the transaction's hash once it is mined.
 */
export async function send(from: Hex, to: string, value: bigint | string): Promise<Hex> {
  const hash = await chain<Hex>('eth_sendTransaction', [{ from, to, value: `0x${BigInt(value).toString(16)}` }]);
  await expect(async () => {
    expect(await chain('eth_getTransactionReceipt', [hash])).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  return hash;
}

/** `send`, then one block more: the block that makes the payment final (two confirmations). */
export async function payAndConfirm(from: Hex, to: string, value: bigint | string): Promise<Hex> {
  const hash = await send(from, to, value);
  await mine();
  return hash;
}

/** A checkout session of the public API, as far as paying it goes. */
export interface OpenedCheckout {
  id: string;
  amount: string;
  payTo: Hex;
}

/** What a payer leaves on a link that asks for it: an e-mail address, billing details. */
export interface PayerDetails {
  email?: string;
  billing?: { name: string; street: string; city: string; postalCode: string; country: string };
}

/** Opens a checkout of the link `slug` in the chain's coin, as a payer's page does. */
export async function openCheckout(
  request: APIRequestContext,
  slug: string,
  payer: PayerDetails = {},
): Promise<OpenedCheckout> {
  const opened = await request.post(api(`/checkout/${slug}/sessions`), { data: { token: 'DEV', ...payer } });
  expect(opened.status(), await opened.text()).toBe(201);
  return (await opened.json()) as OpenedCheckout;
}

/**
 * Waits until the API answers the checkout session `id` paid; with `mining`, mines a block before
 * each look (for a flow that leaves the confirming blocks to come as they may).
 */
export async function untilPaid(request: APIRequestContext, id: string, { mining = false } = {}): Promise<void> {
  await expect(async () => {
    if (mining) await mine();
    const read = await request.get(api(`/checkout-session/${id}`));
    expect(((await read.json()) as { state: string }).state).toBe('paid');
  }).toPass({ timeout: 30_000 });
}
