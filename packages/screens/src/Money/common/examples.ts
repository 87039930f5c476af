import type { PaymentLinkView, WalletView } from './views';

/** Example wallets and links shared by the money screens' stories and tests. */
export const exampleWallets: WalletView[] = [
  {
    id: 'w-1',
    network: 'moonbeam',
    address: '0x7B3c8E1a9F2d4C6b5A0e8D7f1C2B3a4E5d6F7a8B',
    label: 'Main payouts',
    colour: 'blue',
    verified: true,
  },
  {
    id: 'w-2',
    network: 'moonbeam',
    address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    label: 'Donations',
    colour: 'green',
    verified: false,
  },
  {
    id: 'w-3',
    network: 'polkadot',
    address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    label: 'Treasury',
    colour: 'purple',
    verified: true,
  },
  {
    id: 'w-4',
    network: 'kusama',
    address: 'HNZata7iMYWmk5RvZRExR5vL4kE3Z1FZR3DkzC8XzKjq8Z5',
    label: 'Kusama reserve',
    colour: 'black',
    verified: false,
  },
];

/** The example wallets a link can pay out to (Moonbeam's). */
export const examplePayoutWallets = exampleWallets.filter((wallet) => wallet.network === 'moonbeam');

/** What the link forms' stories and tests give every form: its payout wallets and where its links lead. */
export const exampleLinkFormProps = {
  wallets: examplePayoutWallets,
  addWalletHref: '/wallet-management/add',
  cancelHref: '/payment-links',
  status: 'idle' as const,
};

const created = (day: number) => new Date(Date.UTC(2026, 5, day, 9, 30));

export const exampleLinks: PaymentLinkView[] = [
  {
    id: 'l-1',
    name: 'Summer sale',
    type: 'static',
    status: 'active',
    environment: 'live',
    currency: 'USD',
    amountCents: 4990,
    createdAt: created(14),
    url: 'https://pay.meridian.example/pay/9xk2Tq4mZr7wLp3v',
    payoutWalletId: 'w-1',
    paid: { count: 3, totalCents: 14970 },
  },
  {
    id: 'l-2',
    name: 'Invoice 2026-031 for Atlas',
    type: 'dynamic',
    status: 'active',
    environment: 'live',
    currency: 'USD',
    amountCents: 125000,
    createdAt: created(12),
    url: 'https://pay.meridian.example/pay/Hq8vN2cX5bK1sD6f',
    payoutWalletId: 'w-1',
    paid: { count: 1, totalCents: 125000 },
  },
  {
    id: 'l-3',
    name: 'Support the roastery',
    type: 'donation',
    status: 'disabled',
    environment: 'live',
    currency: 'USD',
    createdAt: created(10),
    url: 'https://pay.meridian.example/pay/Zt3yR8pW1mQ6nV4e',
    payoutWalletId: 'w-2',
    paid: { count: 12, totalCents: 38500 },
  },
  {
    id: 'l-4',
    name: 'PaymentLink_4',
    type: 'static',
    status: 'active',
    environment: 'test',
    currency: 'USD',
    amountCents: 100,
    createdAt: created(8),
    url: 'https://pay.meridian.example/pay/Lm5cB9xJ2kT7wR3q',
    payoutWalletId: 'w-1',
    paid: { count: 0, totalCents: 0 },
  },
  {
    id: 'l-5',
    name: 'Spring box (old)',
    type: 'static',
    status: 'archived',
    environment: 'live',
    currency: 'USD',
    amountCents: 3500,
    createdAt: created(2),
    url: 'https://pay.meridian.example/pay/Pq2wE7rT4yU9iO1a',
    payoutWalletId: 'w-1',
    paid: { count: 7, totalCents: 24500 },
  },
];
