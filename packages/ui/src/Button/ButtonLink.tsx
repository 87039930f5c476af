import type { ReactNode } from 'react';
import type { LinkProps as RACLinkProps } from 'react-aria-components';
import type { Size } from '../theme/vocabulary';
import { StyledButtonLink } from './ButtonLink.styles';

export interface ButtonLinkProps extends Omit<RACLinkProps, 'children' | 'className' | 'style' | 'render'> {
  href: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: Extract<Size, 'sm' | 'md' | 'lg'>;
  /** An icon shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A link that looks like a button: for an action that is a plain address, such as a file to
 * download (`download` keeps the browser's own handling, never the app's router) or a page
 * that starts a flow. It stays a link for assistive technology.
 */
export function ButtonLink({ variant = 'secondary', size = 'md', icon, children, ...props }: ButtonLinkProps) {
  return (
    <StyledButtonLink {...props} variant={variant} size={size}>
      {icon}
      <span>{children}</span>
    </StyledButtonLink>
  );
}
