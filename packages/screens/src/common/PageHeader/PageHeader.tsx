import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@meridian/ui';
import { Row } from './PageHeader.styles';

export interface PageHeaderProps {
  /** The page's heading, its only level-1 heading. */
  title: ReactNode;
  /** The muted sentence under the heading. */
  description?: ReactNode;
  /** Links or buttons at the end of the heading's row (e.g. "Invite a member"). */
  actions?: ReactNode;
  /** Shown above the heading, e.g. a link back to the parent page. */
  before?: ReactNode;
  /** Shown under the heading and description, e.g. a search field. */
  children?: ReactNode;
}

/** The top of a workspace page: heading, description and the page's actions. */
export function PageHeader({ title, description, actions, before, children }: PageHeaderProps) {
  return (
    <Stack as="header" gap={3}>
      {before}
      <Row>
        <Stack gap={2}>
          <Heading level={1}>{title}</Heading>
          {description ? <Text tone="muted">{description}</Text> : null}
        </Stack>
        {actions}
      </Row>
      {children}
    </Stack>
  );
}
