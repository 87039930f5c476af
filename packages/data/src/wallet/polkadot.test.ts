// The Polkadot extension helper against an object shaped like what extensions inject into the
// page (`window.injectedWeb3`): what it asks the extension, and what it answers.
import { polkadotAccounts, polkadotExtensionNames, signWithPolkadot } from './polkadot';

const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const bob = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';

function extension(options: { refuseEnable?: boolean; refuseSign?: boolean; noSignRaw?: boolean } = {}) {
  const calls: unknown[] = [];
  const provider = {
    enable: async (origin: string) => {
      calls.push(['enable', origin]);
      if (options.refuseEnable) throw new Error('Rejected');
      return {
        accounts: { get: async () => [{ address: alice, name: 'Treasury' }] },
        signer: options.noSignRaw
          ? {}
          : {
              signRaw: async (payload: { address: string; data: string; type: 'bytes' }) => {
                calls.push(['signRaw', payload]);
                if (options.refuseSign) throw new Error('Cancelled');
                return { id: 1, signature: '0x01ab' };
              },
            },
      };
    },
  };
  return { calls, provider };
}

describe('the Polkadot extension helper', () => {
  it('lists the extensions and their accounts once the person lets Meridian in', async () => {
    const talisman = extension();
    const win = { injectedWeb3: { talisman: talisman.provider } };
    expect(polkadotExtensionNames(win)).toEqual(['talisman']);
    expect(await polkadotAccounts('Meridian', { win })).toEqual({
      ok: true,
      value: [{ address: alice, name: 'Treasury', source: 'talisman' }],
    });
    expect(talisman.calls).toEqual([['enable', 'Meridian']]);
  });

  it('signs the message as raw UTF-8 bytes with the account that holds the address', async () => {
    const wallet = extension();
    const win = { injectedWeb3: { 'polkadot-js': wallet.provider } };
    const result = await signWithPolkadot({
      appName: 'Meridian',
      source: 'polkadot-js',
      address: alice,
      message: 'Hi é',
      win,
    });
    expect(result).toEqual({ ok: true, value: '0x01ab' });
    expect(wallet.calls[1]).toEqual(['signRaw', { address: alice, data: '0x486920c3a9', type: 'bytes' }]);
  });

  it('answers the key of what went wrong', async () => {
    expect(await polkadotAccounts('Meridian', { win: {} })).toMatchObject({ ok: false, error: 'providerNotFound' });
    const refusing = { injectedWeb3: { talisman: extension({ refuseEnable: true }).provider } };
    expect(await polkadotAccounts('Meridian', { win: refusing })).toMatchObject({ ok: false, error: 'userRejected' });
    const sign = (options: Parameters<typeof extension>[0], address = alice) =>
      signWithPolkadot({
        appName: 'Meridian',
        source: 'talisman',
        address,
        message: 'x',
        win: { injectedWeb3: { talisman: extension(options).provider } },
      });
    expect(await sign({ refuseSign: true })).toMatchObject({ ok: false, error: 'userRejected' });
    expect(await sign({ noSignRaw: true })).toMatchObject({ ok: false, error: 'unsupportedMethod' });
    expect(await sign({}, bob)).toMatchObject({ ok: false, error: 'notConnected' });
  });
});
