import type { CheckoutLink, CheckoutNetwork, CheckoutQuote, CheckoutToken } from './Checkout.types';

/** Example checkout data shared by the stories and the tests (the stories' clock is 2026-06-15 10:30 UTC). */
export const usdc: CheckoutToken = {
  symbol: 'USDC',
  decimals: 6,
  contract: '0x931715FEE2d06333043d11F658C8CE934aC61D0c',
};
export const glmr: CheckoutToken = { symbol: 'GLMR', decimals: 18 };
export const usdt: CheckoutToken = {
  symbol: 'USDT',
  decimals: 6,
  contract: '0xFFFFFFfFea09FB06d082fd1275CD48b191cbCD1d',
};

export const moonbeam: CheckoutNetwork = { chainId: 1284, name: 'Moonbeam' };

export const staticLink: CheckoutLink = {
  type: 'static',
  name: 'Summer sale: house espresso, 1 kg',
  message: 'Roasted to order and shipped within two days.',
  environment: 'live',
  currency: 'USD',
  amountCents: 4990,
  collect: { email: false, billing: false },
};

export const quote: CheckoutQuote = {
  token: usdc,
  amount: { units: '49904217', decimals: 6, symbol: 'USDC' },
  payTo: '0x7B3c8E1a9F2d4C6b5A0e8D7f1C2B3a4E5d6F7a8B',
  subtotalCents: 4990,
  vatCents: 0,
  totalCents: 4990,
  expiresAt: new Date('2026-06-15T11:29:30Z'),
  sandboxRate: false,
};

export const txHash = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
