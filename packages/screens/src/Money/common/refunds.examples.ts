import type { PaymentDetailView } from '../PaymentDetail';
import type { RefundView } from './refunds';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 5, day, hour, 12));
const eurc = (units: string) => ({ units, decimals: 6, symbol: 'EURC' });
const eur = (minor: number) => ({ minor, currency: 'EUR' as const });

/** A €25 payment in EURC on Moonbeam, as the refund stories and tests show it. */
export const refundedPayment: PaymentDetailView = {
  id: 'p-25',
  receivedAt: at(12, 9),
  status: 'confirmed',
  amount: eurc('25000000'),
  value: { minor: 2500, currency: 'EUR' },
  payer: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
  chainId: 1284,
  environment: 'live',
  network: { network: 'moonbeam', chainId: 1284, name: 'Moonbeam' },
  price: eur(2500),
  rate: { rate: '1', currency: 'EUR', source: 'kraken', at: at(12, 9) },
  link: { name: 'Ceramics workshop', href: '/payment-links/l-1' },
  customer: { name: 'Ada Lovelace', href: '/customers/c-1' },
};

const refund = (id: string, state: RefundView['state'], extra: Partial<RefundView> = {}): RefundView => ({
  id,
  state,
  amount: eurc('10000000'),
  price: eur(1000),
  address: null,
  txHash: null,
  from: null,
  createdAt: at(14, 10),
  ...extra,
});

const address = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const txHash = '0x9f2c4e1b3a7d8c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e';

/** One refund in each state. */
export const exampleRefunds = {
  requested: refund('r-0', 'requested'),
  awaiting: refund('r-1', 'awaiting_address', {
    payerLink: {
      url: 'https://pay.example.com/refund/Xq3v9QmTx2bLp8RwZk4Nc1',
      expiresAt: new Date(Date.UTC(2026, 6, 14, 10, 12)),
      mailed: true,
    },
  }),
  awaitingCopied: refund('r-1b', 'awaiting_address', {
    payerLink: {
      url: 'https://pay.example.com/refund/Xq3v9QmTx2bLp8RwZk4Nc1',
      expiresAt: new Date(Date.UTC(2026, 6, 14, 10, 12)),
      mailed: false,
    },
  }),
  ready: refund('r-2', 'ready', { address }),
  sending: refund('r-3', 'sending', {
    address,
    txHash,
    from: refundedPayment.payer,
    confirmations: { count: 1, required: 2 },
  }),
  confirmed: refund('r-4', 'confirmed', { address, txHash, confirmedAt: at(14, 11) }),
  cancelled: refund('r-5', 'cancelled', { amount: eurc('5000000'), price: eur(500) }),
  sendingProblem: refund('r-3b', 'sending', { address, txHash, problem: 'wrong_amount' }),
  failed: refund('r-6', 'failed', { address, txHash, problem: 'reverted' }),
} satisfies Record<string, RefundView>;
