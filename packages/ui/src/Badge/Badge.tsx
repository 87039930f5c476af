import type { ReactNode } from 'react';
import type { Size } from '../theme/vocabulary';
import { StyledBadge } from './Badge.styles';
import type { BadgeTone } from './tones';

export type { BadgeTone };

export interface BadgeProps {
  /** Colour role. Default `neutral`. The text must say what the colour means. */
  tone?: BadgeTone;
  /** Default `md`. */
  size?: Extract<Size, 'sm' | 'md'>;
  /** An icon before the text, hidden from assistive technology. */
  icon?: ReactNode;
  id?: string;
  children: ReactNode;
}

/** A short label: a type, an environment, a count. For a state, use `StatusBadge`. */
export function Badge({ tone = 'neutral', size = 'md', icon, children, id }: BadgeProps) {
  return (
    <StyledBadge tone={tone} size={size} id={id}>
      {icon ? (
        <span aria-hidden style={{ display: 'contents' }}>
          {icon}
        </span>
      ) : null}
      {children}
    </StyledBadge>
  );
}
