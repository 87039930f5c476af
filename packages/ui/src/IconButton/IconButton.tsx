import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { Tooltip } from '../Tooltip';
import { PlainIconButton } from './PlainIconButton';
import type { Size } from '../theme/vocabulary';

export interface IconButtonProps extends Omit<
  RACButtonProps,
  'children' | 'className' | 'style' | 'isPending' | 'aria-label' | 'render'
> {
  /** The button's accessible name (its `aria-label`), also the tooltip's text. Required: the icon says nothing to a screen reader. */
  label: string;
  /** The icon, e.g. `<Copy />` from lucide-react; it is hidden from assistive technology. */
  icon: ReactNode;
  /** Default `ghost`. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** Default `md`: 32, 40 or 48 px square. */
  size?: Extract<Size, 'sm' | 'md' | 'lg'>;
  /** Shows a spinner in place of the icon and ignores presses, keeping focus. */
  isLoading?: boolean;
  /** Shows `label` in a tooltip on hover and keyboard focus. Off by default. */
  tooltip?: boolean;
  /** Where the tooltip opens. Default `top`. */
  tooltipPlacement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A button that shows only an icon; its name comes from `label`. */
export function IconButton({ label, tooltip = false, tooltipPlacement = 'top', ...props }: IconButtonProps) {
  const button = <PlainIconButton {...props} label={label} />;
  if (!tooltip) return button;
  return (
    <Tooltip content={label} placement={tooltipPlacement}>
      {button}
    </Tooltip>
  );
}
