import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { StyledIconButton } from './IconButton.styles';
import type { Size } from '../theme/vocabulary';

export interface PlainIconButtonProps extends Omit<
  RACButtonProps,
  'children' | 'className' | 'style' | 'isPending' | 'aria-label' | 'render'
> {
  /** The button's accessible name (its `aria-label`). Required: the icon says nothing to a screen reader. */
  label: string;
  /** The icon, e.g. `<Copy />` from lucide-react; it is hidden from assistive technology. */
  icon: ReactNode;
  /** Default `ghost`. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** Default `md`: 32, 40 or 48 px square. */
  size?: Extract<Size, 'sm' | 'md' | 'lg'>;
  /** Shows a spinner in place of the icon and ignores presses, keeping focus. */
  isLoading?: boolean;
}

/**
 * `IconButton` without its tooltip: the same button, named by `label` through `aria-label`,
 * for places that never show a tooltip (an alert's or a dialog's close button). Importing it
 * leaves the tooltip and the overlay-positioning code out of the page's JavaScript.
 */
export function PlainIconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  isLoading = false,
  ...props
}: PlainIconButtonProps) {
  return (
    <StyledIconButton {...props} aria-label={label} variant={variant} size={size} isPending={isLoading}>
      {isLoading ? (
        <Spinner size="sm" label={null} />
      ) : (
        <span aria-hidden style={{ display: 'contents' }}>
          {icon}
        </span>
      )}
    </StyledIconButton>
  );
}
