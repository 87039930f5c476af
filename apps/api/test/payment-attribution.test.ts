// Whose payment it is, against the local test chain: a transfer matched by its session's exact
// amount (or by a bound transaction) belongs to that session's workspace; any other transfer
// belongs to its address and is shown only to the workspaces that proved the address by a
// signature, whatever links other workspaces made on it. A wallet whose address changes loses
// its proof, and the unmatched transfers with it. Late and expired are judged on the server's
// clock, never on the chain's block timestamps.
import { apiRoutes, Payment, type CheckoutSession } from '@meridian/contract';
import { create } from 'superstruct';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain';
import {
  link,
  merchant,
  openSession,
  payer,
  paymentsOf,
  proveWallet,
  readSession,
  watchChain,
  type Merchant,
} from './support/checkout';
import { eventually } from './support/eventually';
import { minutes, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { rpc, client, mine, pay, until } = watchChain((started) => ({ chain, api } = started));

// Every transfer is sent from funded account 0.

/** The owner's inbox once it holds the transfer `hash` (the watcher records it within a poll or two). */
const inboxWith = (m: Merchant, hash: string) =>
  eventually(
    () => paymentsOf(m, 'unmatched'),
    (inbox) => inbox.payments.some((payment) => payment.txHash === hash),
  );

const assign = (m: Merchant, paymentId: string, sessionId: string) =>
  m.owner.agent.post(path(apiRoutes.assignPayment.path, { id: paymentId }), { companyId: m.company.id, sessionId });

/** A workspace with a Moonbeam wallet on `address` (unproven) and a test link paying to it. */
async function shop(address: string, name: string) {
  const m = await merchant(api, { address, name });
  return { m, created: await link(m) };
}

describe('whose payment it is', () => {
  it('keeps a stray transfer from a workspace that added the address without proving it, and shows it to the one that proves it', async () => {
    const address = chain.accounts[1]!;
    // A's payout address; B adds it as its own wallet, unproven, and makes the newest link on it.
    const a = await shop(address.address, 'Owner of the address');
    const b = await shop(address.address, 'Claimant');
    const aSession = await openSession(payer(api), a.created.slug, { token: 'USDC' });
    const bSession = await openSession(payer(api), b.created.slug, { token: 'USDC' });

    // A transfer of no session's amount (a customer's mistake, an under- or over-payment), then
    // each session's exact amount, in later blocks: once both sessions count theirs, the watcher
    // has recorded the stray one too.
    const stray = await pay(0, address.address, 'USDC', 1234n);
    const aPaid = await pay(0, address.address, 'USDC', BigInt(aSession.amount));
    const bPaid = await pay(0, address.address, 'USDC', BigInt(bSession.amount));
    // Counted: confirming, or already paid when the watcher's poll saw both blocks at once.
    const counted = (s: CheckoutSession) => s.state === 'processing' || s.state === 'paid';
    await until(aSession.id, counted);
    await until(bSession.id, counted);

    // Exact amounts stay with their session's workspace; the stray transfer is nobody's yet.
    const aBefore = await paymentsOf(a.m);
    expect(aBefore.payments.map((p) => p.txHash)).toEqual([aPaid]);
    expect(aBefore.payments[0]).toMatchObject({ companyId: a.m.company.id, match: 'amount' });
    const bPayments = await paymentsOf(b.m);
    expect(bPayments.payments.map((p) => p.txHash)).toEqual([bPaid]);
    expect(bPayments.total).toBe(1);
    expect(await paymentsOf(b.m, 'unmatched')).toEqual({ payments: [], total: 0, nextCursor: null, hasMore: false });
    expect(await paymentsOf(a.m, 'unmatched')).toEqual({ payments: [], total: 0, nextCursor: null, hasMore: false });

    // A proves the address by signing: the stray transfer shows in its inbox, and only there.
    expect(await proveWallet(a.m, address.privateKey)).toBe(200);
    const inbox = await inboxWith(a.m, stray);
    expect(inbox.total).toBe(1);
    const found = inbox.payments[0]!;
    expect(found).toMatchObject({
      companyId: a.m.company.id,
      txHash: stray,
      from: chain.accounts[0]!.address,
      to: address.address,
      amount: '1234',
      session: null,
      match: null,
    });
    expect((await paymentsOf(a.m)).payments.map((p) => p.txHash).sort()).toEqual([aPaid, stray].sort());
    expect(await paymentsOf(b.m, 'unmatched')).toMatchObject({ payments: [], total: 0 });
    expect((await paymentsOf(b.m)).payments.map((p) => p.txHash)).toEqual([bPaid]);

    // B cannot take it for a session of its own, even knowing its id; A's inbox keeps it.
    const bOpen = await openSession(payer(api), b.created.slug, { token: 'USDC' });
    const taken = await assign(b.m, found.id, bOpen.id);
    expect(taken.status).toBe(404);
    expect(errorOf(taken.body).code).toBe('NOT_FOUND');
    expect((await readSession(payer(api), bOpen.id)).received).toBe('0');
    expect((await paymentsOf(a.m, 'unmatched')).payments.map((p) => p.id)).toEqual([found.id]);
    // Nor by naming A's workspace, where B's owner is no member.
    const posing = await b.m.owner.agent.post(path(apiRoutes.assignPayment.path, { id: found.id }), {
      companyId: a.m.company.id,
      sessionId: bOpen.id,
    });
    expect(posing.status).toBe(404);

    // A assigns it to one of its sessions.
    const aOpen = await openSession(payer(api), a.created.slug, { token: 'USDC' });
    const assigned = await assign(a.m, found.id, aOpen.id);
    expect(assigned.status).toBe(200);
    expect(create(assigned.body, Payment)).toMatchObject({
      companyId: a.m.company.id,
      match: 'marked',
      session: { id: aOpen.id },
    });
    expect(await readSession(payer(api), aOpen.id)).toMatchObject({ exception: 'underpaid', received: '1234' });
  });

  it('shows a stray transfer to every workspace that proved the address; the first to assign it takes it', async () => {
    const address = chain.accounts[2]!;
    const a = await shop(address.address, 'First');
    const c = await shop(address.address, 'Second');
    expect(await proveWallet(a.m, address.privateKey)).toBe(200);
    expect(await proveWallet(c.m, address.privateKey)).toBe(200);
    const stray = await pay(0, address.address, 'USDC', 777n);

    const aSees = (await inboxWith(a.m, stray)).payments[0]!;
    const cSees = (await inboxWith(c.m, stray)).payments[0]!;
    expect(aSees.id).toBe(cSees.id);
    expect(aSees.companyId).toBe(a.m.company.id);
    expect(cSees.companyId).toBe(c.m.company.id);

    const cSession = await openSession(payer(api), c.created.slug, { token: 'USDC' });
    expect((await assign(c.m, cSees.id, cSession.id)).status).toBe(200);
    // It is C's now: gone from A's inbox and A's payments, and A can no longer assign it.
    expect(await paymentsOf(a.m, 'unmatched')).toMatchObject({ payments: [], total: 0 });
    expect((await paymentsOf(a.m)).payments).toEqual([]);
    const aSession = await openSession(payer(api), a.created.slug, { token: 'USDC' });
    expect((await assign(a.m, aSees.id, aSession.id)).status).toBe(404);
    expect((await readSession(payer(api), aSession.id)).received).toBe('0');
    const cPayments = await paymentsOf(c.m);
    expect(cPayments.payments).toEqual([
      expect.objectContaining({
        id: cSees.id,
        companyId: c.m.company.id,
        match: 'marked',
        session: expect.objectContaining({ id: cSession.id }),
      }),
    ]);
    // Assigning again in C is the usual answer.
    expect(errorOf((await assign(c.m, cSees.id, cSession.id)).body).code).toBe('PAYMENT_ALREADY_MATCHED');
  });

  it('takes the unmatched transfers away with the proof when the wallet’s address changes', async () => {
    const address = chain.accounts[3]!;
    const a = await shop(address.address, 'Moving');
    expect(await proveWallet(a.m, address.privateKey)).toBe(200);
    const stray = await pay(0, address.address, 'USDC', 4321n);
    const seen = (await inboxWith(a.m, stray)).payments[0]!;

    const walletUrl = path(apiRoutes.updateWallet.path, { id: a.m.wallet.id });
    const moved = await a.m.owner.agent.request('PATCH', walletUrl, {
      json: { address: privateKeyToAccount(generatePrivateKey()).address },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ verified: false });
    expect(await paymentsOf(a.m, 'unmatched')).toMatchObject({ payments: [], total: 0 });
    expect((await paymentsOf(a.m)).total).toBe(0);
    const session = await openSession(payer(api), a.created.slug, { token: 'USDC' });
    expect((await assign(a.m, seen.id, session.id)).status).toBe(404);

    // Back on the old address, unproven: still nothing; proven again: the transfer is back.
    const back = await a.m.owner.agent.request('PATCH', walletUrl, { json: { address: address.address } });
    expect(back.body).toMatchObject({ verified: false, addresses: [address.address] });
    expect((await paymentsOf(a.m, 'unmatched')).total).toBe(0);
    expect(await proveWallet(a.m, address.privateKey)).toBe(200);
    expect((await paymentsOf(a.m, 'unmatched')).payments.map((p) => p.id)).toEqual([seen.id]);
  });

  it('judges late and expired on the server’s clock when the chain’s clock runs ahead', async () => {
    const address = chain.accounts[4]!;
    const a = await shop(address.address, 'Skewed');
    // The chain's blocks stamped two days ahead of the time, and the gap growing an hour a block.
    await rpc('evm_increaseTime', [2 * 24 * 3600]);
    await rpc('hardhat_mine', ['0x5', '0xe10']);
    const block = await client().getBlock({ blockTag: 'latest' });
    expect(Number(block.timestamp) * 1000 - api.clock.now().getTime()).toBeGreaterThan(2 * 24 * 3600 * 1000);

    // Paid within its 20 minutes by the server's clock: paid, neither late nor expired.
    const onTime = await openSession(payer(api), a.created.slug, { token: 'DEV' });
    await pay(0, address.address, 'DEV', BigInt(onTime.amount));
    await mine(2);
    const paid = await until(onTime.id, (s) => s.state === 'paid');
    expect(paid.exception).toBeNull();
    expect(Date.parse(paid.payments[0]!.detectedAt)).toBeLessThan(Date.parse(onTime.expiresAt));

    // Paid past its 20 minutes by the server's clock: late, whatever the blocks say.
    const late = await openSession(payer(api), a.created.slug, { token: 'DEV' });
    api.clock.advance(minutes(21));
    expect((await readSession(payer(api), late.id)).state).toBe('expired');
    await pay(0, address.address, 'DEV', BigInt(late.amount));
    await mine(2);
    expect(await until(late.id, (s) => s.exception === 'paid_late')).toMatchObject({ state: 'expired' });
  });
});
