import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { StyledButton } from './Button.styles';
import type { Size } from '../theme/vocabulary';

export interface ButtonProps extends Omit<RACButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: Extract<Size, 'sm' | 'md' | 'lg'>;
  /** Shows a spinner, keeps focus and announces progress; presses are ignored meanwhile. */
  isLoading?: boolean;
  fullWidth?: boolean;
  /** An icon shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Button({ isLoading = false, icon, children, fullWidth, ...props }: ButtonProps) {
  return (
    <StyledButton {...props} fullWidth={fullWidth ? true : undefined} isPending={isLoading}>
      {isLoading ? <Spinner size="sm" label={null} /> : icon}
      <span>{children}</span>
    </StyledButton>
  );
}
