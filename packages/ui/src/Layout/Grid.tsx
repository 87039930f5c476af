import { StyledGrid } from './Layout.styles';
import type { LayoutBoxProps } from './Stack';

export interface GridProps extends LayoutBoxProps {
  /**
   * The narrowest a column may get: the grid fits as many columns of at least this width as
   * the container allows, down to one column on a narrow screen. A size token (`$field`,
   * `$popover`...) or a CSS length (`14rem`). Default `$popover` (320 px).
   */
  minColumnWidth?: string;
  /** A fixed number of equal columns instead (ignores `minColumnWidth`). */
  columns?: number;
}

/** A responsive grid of equal columns. */
export function Grid({
  minColumnWidth = '$popover',
  columns,
  gap = 4,
  align = 'stretch',
  as = 'div',
  children,
  ...rest
}: GridProps) {
  // `min(…, 100%)` keeps a single column from overflowing a container narrower than the minimum.
  const min = minColumnWidth.startsWith('$') ? `$sizes${minColumnWidth}` : minColumnWidth;
  const gridTemplateColumns = columns
    ? `repeat(${columns}, minmax(0, 1fr))`
    : `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`;
  return (
    <StyledGrid as={as} gap={gap} align={align} css={{ gridTemplateColumns }} {...rest}>
      {children}
    </StyledGrid>
  );
}
