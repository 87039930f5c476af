import type { ReactNode } from 'react';
import {
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateRoot,
  EmptyStateTitle,
} from './EmptyState.styles';
import type { Size } from '../theme/vocabulary';

export interface EmptyStateProps {
  /** An icon from lucide-react; decorative. */
  icon?: ReactNode;
  /** What is empty, as a heading ("No payment links yet"). */
  title: ReactNode;
  /** The level of the title's heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** What the user can do about it. */
  description?: ReactNode;
  /** The primary action (a Button or a Link), e.g. "Create a payment link". */
  action?: ReactNode;
  /** A second, quieter action beside the first. */
  secondaryAction?: ReactNode;
  /** `md` (default) for a page, `sm` inside a card or a panel. */
  size?: Extract<Size, 'sm' | 'md'>;
  id?: string;
}

/** What a list or a page shows when it has nothing yet, and the way to add the first item. */
export function EmptyState({
  icon,
  title,
  headingLevel = 2,
  description,
  action,
  secondaryAction,
  size = 'md',
  id,
}: EmptyStateProps) {
  return (
    <EmptyStateRoot id={id} size={size}>
      {icon ? <EmptyStateIcon aria-hidden>{icon}</EmptyStateIcon> : null}
      <EmptyStateTitle as={`h${headingLevel}` as const}>{title}</EmptyStateTitle>
      {description != null ? <EmptyStateDescription>{description}</EmptyStateDescription> : null}
      {action != null || secondaryAction != null ? (
        <EmptyStateActions>
          {action}
          {secondaryAction}
        </EmptyStateActions>
      ) : null}
    </EmptyStateRoot>
  );
}
