import type { ReactNode } from 'react';
import { BadgeDot, StyledBadge } from '../Badge/Badge.styles';
import type { BadgeTone } from '../Badge';
import type { Size } from '../theme/vocabulary';

export interface StatusBadgeProps {
  /**
   * The colour of the state: the caller maps its statuses, e.g. active -> `success`,
   * disabled -> `neutral`, in progress -> `info`, pending -> `warning`, rejected -> `danger`.
   */
  tone: BadgeTone;
  /** Default `md`. */
  size?: Extract<Size, 'sm' | 'md'>;
  id?: string;
  /** The status as text, a message the caller owns ("Active"). Colour is never the only cue. */
  children: ReactNode;
}

/** The state of something (a link, a request, a wallet): a coloured dot and the status text. */
export function StatusBadge({ tone, size = 'md', id, children }: StatusBadgeProps) {
  return (
    <StyledBadge tone={tone} size={size} id={id}>
      <BadgeDot aria-hidden />
      {children}
    </StyledBadge>
  );
}
