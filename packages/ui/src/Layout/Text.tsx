import type { ReactNode } from 'react';
import { StyledText } from './Layout.styles';
import type { Size } from '../theme/vocabulary';

export interface TextProps {
  /** Default `md` (14 px). */
  size?: Exclude<Size, 'xl'>;
  /** Colour role. Default `default`; `muted` for secondary text. Never the only carrier of meaning. */
  tone?: 'default' | 'muted' | 'accent' | 'success' | 'warning' | 'danger' | 'inherit';
  weight?: 'regular' | 'medium' | 'semibold';
  /** Monospaced, tabular figures: addresses, keys, ids. */
  mono?: boolean;
  /** Cuts the text to one line with an ellipsis. Give the full value another way (a title or a copy button). */
  truncate?: boolean;
  /** The element rendered. Default `p`. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'code';
  id?: string;
  children: ReactNode;
}

/** Body text in the type scale. */
export function Text({ as = 'p', mono, truncate, children, ...props }: TextProps) {
  return (
    <StyledText as={as} mono={mono || undefined} truncate={truncate || undefined} {...props}>
      {children}
    </StyledText>
  );
}
