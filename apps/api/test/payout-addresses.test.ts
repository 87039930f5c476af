// A payout address must be able to receive: the zero address, Moonbeam's precompiles (system
// and asset ones) and the token contracts the API offers are refused, on adding a wallet and on
// changing its address, with a field error the screens turn into their own message.
import { apiRoutes } from '@meridian/contract';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchant } from './support/checkout';
import { loadConfig } from '../src/config';
import { startApi, type TestApi } from './support/harness';
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
