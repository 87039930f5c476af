import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  canChangeLinkStatus,
  localAmountNotation,
  formatUsdCents,
  parseUsdCents,
  shortenAddress,
} from './money';
import { checkWalletAddress } from './addresses';

// The EIP-55 examples.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
// One account (the well-known development key "Alice") under three SS58 prefixes.
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

describe('checkWalletAddress', () => {
  it.each(CHECKSUMMED)('accepts the checksummed Moonbeam address %s as it is', (address) => {
    expect(checkWalletAddress('moonbeam', address)).toEqual({ ok: true, address });
  });

  it.each(CHECKSUMMED)('stores an all-lowercase or all-uppercase %s checksummed', (address) => {
    expect(checkWalletAddress('moonbeam', address.toLowerCase())).toEqual({ ok: true, address });
    expect(checkWalletAddress('moonbeam', `0x${address.slice(2).toUpperCase()}`)).toEqual({ ok: true, address });
  });

  it('refuses a mixed-case Moonbeam address whose checksum is wrong', () => {
    const wrong = CHECKSUMMED[0]!.replace('aA', 'Aa');
    expect(checkWalletAddress('moonbeam', wrong)).toEqual({ ok: false, problem: 'checksum' });
  });

  it('refuses what is not a Moonbeam address', () => {
    expect(checkWalletAddress('moonbeam', '')).toEqual({ ok: false, problem: 'required' });
    expect(checkWalletAddress('moonbeam', '0x1234')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkWalletAddress('moonbeam', `${CHECKSUMMED[0]}00`)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkWalletAddress('moonbeam', ALICE_POLKADOT)).toEqual({ ok: false, problem: 'wrong_network' });
  });

  it('accepts Polkadot and Kusama addresses under their own prefix only', () => {
    expect(checkWalletAddress('polkadot', ` ${ALICE_POLKADOT} `)).toEqual({ ok: true, address: ALICE_POLKADOT });
    expect(checkWalletAddress('kusama', ALICE_KUSAMA)).toEqual({ ok: true, address: ALICE_KUSAMA });
    expect(checkWalletAddress('polkadot', ALICE_KUSAMA)).toEqual({ ok: false, problem: 'wrong_network' });
    expect(checkWalletAddress('kusama', ALICE_POLKADOT)).toEqual({ ok: false, problem: 'wrong_network' });
    expect(checkWalletAddress('polkadot', ALICE_GENERIC)).toEqual({ ok: false, problem: 'wrong_network' });
    expect(checkWalletAddress('kusama', CHECKSUMMED[0]!)).toEqual({ ok: false, problem: 'wrong_network' });
  });

  it('refuses a Substrate address with a typing mistake by its checksum', () => {
    const typo = `${ALICE_POLKADOT.slice(0, 10)}${ALICE_POLKADOT[10] === 'a' ? 'b' : 'a'}${ALICE_POLKADOT.slice(11)}`;
    expect(checkWalletAddress('polkadot', typo)).toEqual({ ok: false, problem: 'checksum' });
    expect(checkWalletAddress('polkadot', 'not an address')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkWalletAddress('kusama', '0OIl')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('link and amount rules', () => {
  it('allows active <-> disabled and either to archived, never out of archived', () => {
    expect(canChangeLinkStatus('active', 'disabled')).toBe(true);
    expect(canChangeLinkStatus('disabled', 'active')).toBe(true);
    expect(canChangeLinkStatus('active', 'archived')).toBe(true);
    expect(canChangeLinkStatus('disabled', 'archived')).toBe(true);
    expect(canChangeLinkStatus('archived', 'active')).toBe(false);
    expect(canChangeLinkStatus('archived', 'disabled')).toBe(false);
    expect(canChangeLinkStatus('active', 'active')).toBe(false);
  });

  it('reads USD amounts as whole cents without floating point', () => {
    expect(parseUsdCents('49.9')).toBe(4990);
    expect(parseUsdCents('0.07')).toBe(7);
    expect(parseUsdCents('100')).toBe(10000);
    expect(parseUsdCents('1.005')).toBeNull();
    expect(parseUsdCents('-1')).toBeNull();
    expect(parseUsdCents('1e3')).toBeNull();
    expect(formatUsdCents(4990)).toBe('49.90');
    expect(formatUsdCents(7)).toBe('0.07');
  });

  it('shortens long addresses for display', () => {
    expect(shortenAddress(CHECKSUMMED[0]!)).toBe('0x5aAeb6…1BeAed');
    expect(shortenAddress(ALICE_POLKADOT)).toBe('15oF4u…Hr6Sp5');
  });
});

describe('amountProblem', () => {
  const api = { decimals: 2 };
  it.each([
    ['49.90', null],
    ['49', null],
    ['', 'required'],
    ['$49.90', 'currency_symbol'],
    ['49.90 USD', 'currency_symbol'],
    ['€5', 'currency_symbol'],
    ['-5', 'negative'],
    ['−5.00', 'negative'],
    ['12.345', 'too_many_decimals'],
    ['abc', 'invalid'],
    ['1,000.00', 'invalid'],
    ['4.9.9', 'invalid'],
  ])('the API reads %j: %s', (text, problem) => expect(amountProblem(text, api)).toBe(problem));

  it.each([
    ['en', '$1,250.50', null],
    ['en', '1,250.505', 'too_many_decimals'],
    ['en', '€10', 'currency_symbol'],
    ['en', '-10', 'negative'],
    ['en', 'ten', 'invalid'],
    ['es', '1.250,50 US$', null],
    ['es', '12,345', 'too_many_decimals'],
    ['fr', '1\u202f250,50\u00a0$US', null],
    ['pt', 'R$ 10,00', 'currency_symbol'],
    ['pt', 'US$ 10,001', 'too_many_decimals'],
  ])('a form in %s reads %j: %s', (locale, text, problem) =>
    expect(amountProblem(text, localAmountNotation(locale, 'USD'))).toBe(problem),
  );

  it('knows a token’s decimals', () => {
    expect(amountProblem('0.000000000000000001', { decimals: 18 })).toBeNull();
    expect(amountProblem('0.0000001', { decimals: 6 })).toBe('too_many_decimals');
  });
});
