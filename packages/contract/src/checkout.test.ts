import { describe, expect, it } from 'vitest';
import { formatTokenUnits, parseTokenUnits, paymentUri } from './checkout';

describe('token amounts', () => {
  it('formats integer units as a decimal without trailing zeros or floating point', () => {
    expect(formatTokenUnits('1500000', 6)).toBe('1.5');
    expect(formatTokenUnits('1', 18)).toBe('0.000000000000000001');
    expect(formatTokenUnits(123456789012345678901234567890n, 18)).toBe('123456789012.34567890123456789');
    expect(formatTokenUnits('0', 6)).toBe('0');
    expect(formatTokenUnits('42', 0)).toBe('42');
  });

  it('parses a decimal into units, refusing more decimals than the token has', () => {
    expect(parseTokenUnits('1.5', 6)).toBe(1_500_000n);
    expect(parseTokenUnits('0.000000000000000001', 18)).toBe(1n);
    expect(parseTokenUnits('1.0000001', 6)).toBeNull();
    expect(parseTokenUnits('1e3', 6)).toBeNull();
    expect(parseTokenUnits('-1', 6)).toBeNull();
  });
});

describe('payment addresses (EIP-681)', () => {
  it('names the token contract and the transfer for a token, the value for the coin', () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(
      paymentUri({ chainId: 1281, to, contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', units: '10004321' }),
    ).toBe(`ethereum:0x5FbDB2315678afecb367f032d93F642f64180aa3@1281/transfer?address=${to}&uint256=10004321`);
    expect(paymentUri({ chainId: 1284, to, contract: null, units: '1000000000000000000' })).toBe(
      `ethereum:${to}@1284?value=1000000000000000000`,
    );
  });
});
