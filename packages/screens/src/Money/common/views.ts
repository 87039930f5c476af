import type { Currency, Environment, LinkStatus, LinkType, Network, WalletColour } from '@meridian/contract';

/** A payout wallet as the money screens show it. */
export interface WalletView {
  id: string;
  network: Network;
  /** The full address (EIP-55 on Moonbeam, SS58 on Polkadot and Kusama). */
  address: string;
  label: string;
  colour: WalletColour;
  /** Whether the workspace proved it holds the wallet by signing a message with it. */
  verified: boolean;
  /**
   * Another workspace proved it holds this address: while this one has not, the address's
   * transfers that match none of its checkouts go to the other's unmatched payments.
   */
  provenElsewhere?: boolean;
}

/** The payout wallet a new link starts with: the workspace's only one, else none (the merchant picks). */
export function soleWalletId(wallets: readonly WalletView[]): string | null {
  return wallets.length === 1 ? (wallets[0]?.id ?? null) : null;
}

/** A payment link as the money screens show it. */
export interface PaymentLinkView {
  id: string;
  name: string;
  type: LinkType;
  status: LinkStatus;
  environment: Environment;
  /** The currency of the link's amounts (and of what it has taken). */
  currency: Currency;
  /** The amount in minor units of `currency`; none for donations and links whose amount the payer chooses. */
  amountCents?: number;
  createdAt: Date;
  /** The public address payers open. */
  url: string;
  payoutWalletId: string;
  /** What the link has taken: its paid checkouts and their total in minor units of `currency` (list pages only). */
  paid?: { count: number; totalCents: number };
}
