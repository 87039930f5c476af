import { messagesIn } from '../i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../Layout/VisuallyHidden';
import { SkeletonLines, SkeletonShape } from './Skeleton.styles';
import type { Size } from '../theme/vocabulary';

const messages = messagesIn('ui.Skeleton', {
  loading: 'Loading',
});

export interface SkeletonProps {
  /**
   * `text` (default): lines of text in the surrounding font size; `block`: a rectangle (a
   * chart, an image, a card); `circle`: an avatar or an icon.
   */
  variant?: 'text' | 'block' | 'circle';
  /** For `text`: how many lines; the last of several is shorter. Default 1. */
  lines?: number;
  /** A CSS width, e.g. `60%` or `12rem`. Default: the full width (`circle`: from `size`). */
  width?: string;
  /** For `block`: a CSS height. Default 64 px. */
  height?: string;
  /** For `circle`: matches the Avatar sizes. Default `md`. */
  size?: Size;
}

/**
 * A placeholder in the shape of content that is loading. It is hidden from assistive
 * technology: put skeletons in a `SkeletonGroup`, which says "Loading".
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, size = 'md' }: SkeletonProps) {
  if (variant === 'circle') {
    return (
      <SkeletonShape aria-hidden shape="circle" size={size} style={width ? { width, height: width } : undefined} />
    );
  }
  if (variant === 'block') {
    return <SkeletonShape aria-hidden shape="block" style={{ width, height }} />;
  }
  return (
    <SkeletonLines aria-hidden style={{ width }}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <SkeletonShape
          key={index}
          shape="text"
          style={lines > 1 && index === lines - 1 ? { width: '60%' } : undefined}
        />
      ))}
    </SkeletonLines>
  );
}

export interface SkeletonGroupProps {
  /** What is loading, read by assistive technology. Default "Loading". */
  label?: string;
  /** The element rendered. Default `div`. */
  as?: 'div' | 'section' | 'li' | 'span';
  /** Skeletons and any layout around them. */
  children: ReactNode;
}

/** Wraps skeletons: marks the region busy and tells assistive technology that content is loading. */
export function SkeletonGroup({ label, as: Element = 'div', children }: SkeletonGroupProps) {
  const intl = useIntl();
  return (
    <Element aria-busy="true">
      <VisuallyHidden>{label ?? intl.formatMessage(messages.loading)}</VisuallyHidden>
      {children}
    </Element>
  );
}
