import type { ReactNode } from 'react';
import { StyledInline } from './Layout.styles';
import type { LayoutElement, Space } from './Stack';

export interface InlineProps {
  /** The space between children, a step of the space scale. Default 2 (8 px). */
  gap?: Space;
  /** Cross-axis (vertical) alignment. Default `center`. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. Default `start`. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Whether children wrap onto new lines when they do not fit. Default `true`. */
  wrap?: boolean;
  /** The element rendered. Default `div`. */
  as?: LayoutElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/** Lays its children out in a row (wrapping by default) with a gap from the space scale. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  as = 'div',
  children,
  ...rest
}: InlineProps) {
  return (
    <StyledInline as={as} gap={gap} align={align} justify={justify} wrap={wrap} {...rest}>
      {children}
    </StyledInline>
  );
}
