import type { ReactNode } from 'react';
import { StyledStack } from './Layout.styles';

/** A step of the space scale (`$0` to `$10`: 0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64 px). */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer' | 'form' | 'span';

/** What the layout boxes (`Stack`, `Grid`) take alike: their gap, alignment, element and names. */
export interface LayoutBoxProps {
  /** The space between children, a step of the space scale. Default 4 (16 px). */
  gap?: Space;
  /** Cross-axis alignment (a grid's: of the cells in their rows). Default `stretch`. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** The element rendered; `ul`/`ol` lose their bullets and indent. Default `div`. */
  as?: LayoutElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

export type StackProps = LayoutBoxProps;

/** Lays its children out in a column with a gap from the space scale. */
export function Stack({ gap = 4, align = 'stretch', as = 'div', children, ...rest }: StackProps) {
  return (
    <StyledStack as={as} gap={gap} align={align} {...rest}>
      {children}
    </StyledStack>
  );
}
