import { Tooltip } from '../Tooltip';
import { PlainIconButton, type PlainIconButtonProps } from './PlainIconButton';

/** `PlainIconButton`'s props, and a tooltip that shows `label` (the accessible name) as its text. */
export interface IconButtonProps extends PlainIconButtonProps {
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
