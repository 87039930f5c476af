import type { ReactNode } from 'react';
import { Heading, Text } from '@meridian/ui';

interface PublicHeadingProps {
  /** The heading's id, for a region it names. */
  id?: string;
  heading: ReactNode;
  /** The muted line under it. */
  description?: ReactNode;
}

/** The heading of a page outside the dashboard (the guest and onboarding pages, a payer's page) and the line under it. */
export function PublicHeading({ id, heading, description }: PublicHeadingProps) {
  return (
    <>
      <Heading level={1} size="lg" id={id}>
        {heading}
      </Heading>
      {description != null ? <Text tone="muted">{description}</Text> : null}
    </>
  );
}
