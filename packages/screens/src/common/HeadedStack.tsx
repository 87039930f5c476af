import type { ReactNode } from 'react';
import { Heading, Stack } from '@meridian/ui';

/** A part of a page under its own small heading (a table of statements, of payments...): the h2, then what follows. */
export function HeadedStack({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap={3}>
      <Heading level={2} size="sm">
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}
