import type { ReactNode } from 'react';
import { StyledHeading } from './Layout.styles';
import type { Size } from '../theme/vocabulary';

export interface HeadingProps {
  /** The heading level, which sets the document outline. Default 2. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The visual size, independent of the level. Default: from the level (1 `xl`, 2 `lg`, 3 `md`, 4 `sm`, 5-6 `xs`). */
  size?: Size;
  id?: string;
  children: ReactNode;
}

const sizeForLevel = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'xs', 6: 'xs' } as const;

/**
 * A heading. It takes RAC's heading slot, so inside a dialog or a disclosure it becomes that
 * element's title.
 */
export function Heading({ level = 2, size, children, id }: HeadingProps) {
  return (
    <StyledHeading level={level} size={size ?? sizeForLevel[level]} id={id}>
      {children}
    </StyledHeading>
  );
}
