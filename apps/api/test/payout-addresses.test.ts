// A payout address must be able to receive: the zero address, Moonbeam's precompiles (system
// and asset ones) and the token contracts the API offers are refused, on adding a wallet and on
// changing its address, with a field error the screens turn into their own message.
import { apiRoutes } from '@meridian/contract';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccounts } from '../src/chain/local-accounts';
import { loadConfig } from '../src/config';
import { createKey } from './support/api-keys';
import { link, merchant, payer, proveWallet } from './support/checkout';
import { Agent, startApi, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ CHAIN_TOKENS_1287: `USDT:${TOKEN}:6` });
});
afterAll(() => api?.close());

const cannotReceive = [
  ['the zero address', `0x${'0'.repeat(40)}`],
  ['an Ethereum precompile (ecrecover)', '0x0000000000000000000000000000000000000001'],
  ['GLMR’s ERC-20 precompile', '0x0000000000000000000000000000000000000802'],
  ['the last precompile address', '0x0000000000000000000000000000000000000fff'],
  ['an external asset precompile (XC-20)', '0xffffffff1fcacbd218edc0eba20fc2308c778080'],
  ['a token contract the API offers', TOKEN],
  ['a token contract the API offers, in lower case', TOKEN.toLowerCase()],
] as const;

describe('payout addresses that cannot receive', () => {
  it.each(cannotReceive)(
    'refuses %s as a new wallet (422 cannot_receive), and nothing is stored',
    async (_, address) => {
      const m = await merchant(api);
      const before = await api.counts();
      const response = await m.owner.agent.post(apiRoutes.createWallet.path, {
        companyId: m.company.id,
        platform: 'moonbeam',
        ecosystem: 'evm',
        addresses: [address],
        metadata: { ui: { label: 'Burn', colour: 'red' } },
      });
      expect(response.status).toBe(422);
      expect(errorOf(response.body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'addresses.0', code: 'cannot_receive' }],
      });
      expect(await api.counts()).toEqual(before);
    },
  );

  it.each(cannotReceive)('refuses %s as a wallet’s new address', async (_, address) => {
    const m = await merchant(api);
    const response = await m.owner.agent.request('PATCH', path(apiRoutes.updateWallet.path, { id: m.wallet.id }), {
      json: { address },
    });
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details).toEqual([
      expect.objectContaining({ field: 'address', code: 'cannot_receive' }),
    ]);
  });

  it('takes an ordinary address, and the first one past the precompiles', async () => {
    const m = await merchant(api, { address: '0x0000000000000000000000000000000000001000' });
    expect(m.wallet.addresses).toEqual(['0x0000000000000000000000000000000000001000']);
    const other = privateKeyToAccount(generatePrivateKey()).address;
    expect((await merchant(api, { address: other })).wallet.addresses).toEqual([other]);
  });

  it('still takes a token at a precompile address in CHAIN_TOKENS_<id> (external XC-20s live there)', () => {
    const xc20 = '0xffffffffea09fb06d082fd1275cd48b191cbcd1d';
    const config = loadConfig({ CHAIN_TOKENS_1287: `USDT:${xc20}:6` });
    expect(config.chains.test.tokens.find((token) => token.symbol === 'USDT')?.address?.toLowerCase()).toBe(xc20);
  });
});

describe('accounts of the development mnemonic (their private keys are public)', () => {
  const [account0] = localAccounts();

  /** A merchant whose wallet is account 0 of the local chain, proved with its (public) key. */
  async function devMerchant() {
    const m = await merchant(api, { address: account0!.address });
    expect(await proveWallet(m, account0!.privateKey)).toBe(200);
    return m;
  }

  it('are test payout wallets outside production, never live ones: a live link is refused, nothing stored', async () => {
    const m = await devMerchant();
    expect((await link(m)).environment).toBe('test');
    const before = await api.counts();
    const response = await m.owner.agent.post(apiRoutes.createStaticLink.path, {
      companyId: m.company.id,
      type: 'static',
      amount: '85.00',
      environment: 'live',
      payoutWalletId: m.wallet.id,
    });
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details).toEqual([
      {
        field: 'payoutWalletId',
        code: 'not_allowed',
        message: expect.stringMatching(/^Live payments cannot go to this wallet\. .*private key is public/),
      },
    ]);
    expect((await api.counts()).payment_links).toBe(before.payment_links);
  });

  it('take no live checkout through /v1, with the wallet named or chosen for the key', async () => {
    const m = await devMerchant();
    const { secret } = await createKey(m.owner.agent, m.company.id, { mode: 'live' });
    const store = new Agent(api.url, { authorization: `Bearer ${secret}` });
    for (const body of [{}, { payoutWalletId: m.wallet.id }]) {
      const response = await store.post(apiRoutes.publicCreateCheckout.path, {
        amount: '25.00',
        description: 'Two bags of beans',
        ...body,
      });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(response.body).details).toEqual([
        expect.objectContaining({ field: 'payoutWalletId', code: 'not_allowed' }),
      ]);
    }
  });

  it('close a live link that already pays to one: its page says unavailable and no checkout opens', async () => {
    const key = generatePrivateKey();
    // A live link on a wallet of the merchant's own, proved...
    const own = await merchant(api, { address: privateKeyToAccount(key).address });
    expect(await proveWallet(own, key)).toBe(200);
    const live = await link(own, { environment: 'live', amount: '10.00' });
    // ...whose address became a development account behind the API's back (a database of before).
    await api.app.meridian.database.script((runner) =>
      runner.query('UPDATE wallets SET address = $1 WHERE id = $2', [account0!.address, own.wallet.id]),
    );
    const face = await payer(api).get(path(apiRoutes.getCheckoutLink.path, { slug: live.slug }));
    expect(face.status).toBe(200);
    expect(face.body).toMatchObject({ status: 'unavailable' });
    const opened = await payer(api).post(path(apiRoutes.openCheckoutSession.path, { slug: live.slug }), {
      token: 'GLMR',
    });
    expect(opened.status).toBe(409);
    expect(errorOf(opened.body).code).toBe('LINK_UNAVAILABLE');
  });
});
