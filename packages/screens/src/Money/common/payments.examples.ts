import type { PaymentView } from './payments';

/** Moonbeam: its explorer shows the transactions. */
const chainId = 1284;
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 5, day, hour, 12));
const usdc = (units: string) => ({ units, decimals: 6, symbol: 'USDC' });

/** Example payments, one per status, shared by the payment tables' stories and tests. */
export const examplePayments: PaymentView[] = [
  {
    id: 'p-1',
    receivedAt: at(15, 10),
    status: 'pending',
    amount: usdc('49904217'),
    value: { minor: 4990, currency: 'USD' },
    payer: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    confirmations: { count: 1, required: 2 },
    chainId,
  },
  {
    id: 'p-2',
    receivedAt: at(14, 16),
    status: 'confirmed',
    amount: usdc('1250000417'),
    value: { minor: 125000, currency: 'USD' },
    payer: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    txHash: '0x9f2c4e1b3a7d8c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e',
    chainId,
  },
  {
    id: 'p-3',
    receivedAt: at(13, 9),
    status: 'reverted',
    amount: usdc('49901033'),
    value: { minor: 4990, currency: 'USD' },
    payer: '0x7B3c8E1a9F2d4C6b5A0e8D7f1C2B3a4E5d6F7a8B',
    txHash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
    chainId,
  },
  {
    id: 'p-4',
    receivedAt: at(12, 18),
    status: 'late',
    amount: { units: '199600000000004217', decimals: 18, symbol: 'GLMR' },
    value: { minor: 4990, currency: 'USD' },
    payer: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    txHash: '0x2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80912',
    chainId,
  },
  {
    id: 'p-5',
    receivedAt: at(11, 11),
    status: 'underpaid',
    amount: usdc('40000000'),
    value: { minor: 4000, currency: 'USD' },
    payer: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    txHash: '0x3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b',
    chainId,
  },
  {
    id: 'p-6',
    receivedAt: at(10, 8),
    status: 'overpaid',
    amount: usdc('55000000'),
    value: { minor: 5500, currency: 'USD' },
    payer: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
    txHash: '0x4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c',
    chainId,
  },
];
