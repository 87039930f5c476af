import type { ReactNode } from 'react';
import { VisuallyHidden as RACVisuallyHidden } from 'react-aria-components';

export interface VisuallyHiddenProps {
  /** The element rendered. Default `span`, so that it is valid inside text, links and buttons. */
  elementType?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'label';
  /** Shows the content while it has focus (skip links). */
  isFocusable?: boolean;
  id?: string;
  children?: ReactNode;
}

/** Content that assistive technology reads but that is not shown. */
export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <RACVisuallyHidden elementType={elementType} {...props} />;
}
