import { explorerTxUrl, shortenAddress } from '@meridian/contract';
import type { ComponentType, ReactNode } from 'react';
import { Link } from '@meridian/ui';

export interface TransactionLinkProps {
  hash: string;
  chainId: number;
  /** The link's name, given the short hash. */
  label: (short: string) => string;
  /** What draws the short hash. */
  Hash: ComponentType<{ children: ReactNode }>;
}

/** A transaction's short hash, linked to the chain's explorer (in a new tab) when there is one. */
export function TransactionLink({ hash, chainId, label, Hash }: TransactionLinkProps) {
  const short = shortenAddress(hash);
  const href = explorerTxUrl(chainId, hash);
  if (!href) return <Hash>{short}</Hash>;
  return (
    <Link href={href} target="_blank" rel="noreferrer" aria-label={label(short)}>
      <Hash>{short}</Hash>
    </Link>
  );
}
