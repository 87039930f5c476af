// The chain watcher confirms refunds on the local test chain: a transfer of exactly the refund's
// amount from one of the workspace's wallets to the refund address is confirmed after its
// confirmations; a wrong amount or a sender that is not the workspace's leaves it sending with
// the reason, and a corrected hash is confirmed.
import { apiRoutes, CreatedRefundResponse, formatTokenUnits, Refund } from '@meridian/contract';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain';
import { link, merchant, openSession, payer, paymentsOf, watchChain } from './support/checkout';
import { eventually } from './support/eventually';
import { listedEvents } from './support/events';
import type { TestApi } from './support/harness';
import { path } from './support/workspaces';

let chain: LocalChain;
let api: TestApi;
const { mine, pay, payInFull } = watchChain((started) => ({ chain, api } = started));

/** Where the payer wants the money back. */
const REFUND_ADDRESS = '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF';

describe('the refund watcher', () => {
  it('confirms a transfer of exactly the amount from a workspace wallet, and names what is wrong otherwise', async () => {
    // The workspace's payout wallet is funded account 1: it pays the refunds back.
    const account = chain.accounts[1]!;
    const m = await merchant(api, { address: account.address });
    const created = await link(m);
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    await payInFull(session, 0);
    const [payment] = (await paymentsOf(m)).payments;
    expect(payment?.state).toBe('confirmed');

    const half = BigInt(session.amount) / 2n;
    const refundOf = async () => {
      const response = await m.owner.agent.post(path(apiRoutes.createRefund.path, { id: payment!.id }), {
        amount: formatTokenUnits(half, 18),
        address: REFUND_ADDRESS,
      });
      expect(response.status).toBe(201);
      return create(response.body, CreatedRefundResponse).refund;
    };
    const read = (id: string) =>
      m.owner.agent.get(path(apiRoutes.getRefund.path, { id })).then((response) => create(response.body, Refund));
    const markSent = (id: string, txHash: string) =>
      m.owner.agent.post(path(apiRoutes.markRefundSent.path, { id }), { txHash });
    // The refund marked sent with a transaction, once the watcher has judged it (two blocks on).
    const judged = async (id: string, txHash: string, done: (refund: Refund) => boolean) => {
      expect((await markSent(id, txHash)).status).toBe(200);
      await mine(2);
      return eventually(() => read(id), done);
    };
    const hasProblem = (refund: Refund) => refund.problem !== null;

    // One wei short: it stays sending, with the reason.
    const first = await refundOf();
    expect(first).toMatchObject({ state: 'ready', amount: half.toString() });
    const short = await pay(1, REFUND_ADDRESS, 'DEV', half - 1n);
    expect(await judged(first.id, short, hasProblem)).toMatchObject({ state: 'sending', problem: 'wrong_amount' });

    // The right amount from an account that is not the workspace's.
    const stranger = await pay(2, REFUND_ADDRESS, 'DEV', half);
    expect(await judged(first.id, stranger, hasProblem)).toMatchObject({ state: 'sending', problem: 'wrong_sender' });

    // The corrected transfer, from the workspace's wallet: confirmed after its confirmations.
    const right = await pay(1, REFUND_ADDRESS, 'DEV', half);
    const confirmed = await judged(first.id, right, (refund) => refund.state === 'confirmed');
    expect(confirmed).toMatchObject({ txHash: right, from: account.address, problem: null });
    expect(confirmed.confirmations?.count).toBeGreaterThanOrEqual(2);

    const events = await listedEvents(m.owner.agent, m.company.id, {
      ready: (list) => list.some((event) => event.type === 'refund.confirmed'),
    });
    expect(events.filter((event) => event.objectId === first.id).map((event) => event.type)).toEqual([
      'refund.confirmed',
      'refund.sending',
      'refund.sending',
      'refund.sending',
      'refund.ready',
      'refund.requested',
    ]);
  });
});
