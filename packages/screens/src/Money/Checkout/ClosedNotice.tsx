import type { ReactNode } from 'react';
import { Stack } from '@meridian/ui';
import { PublicHeading } from '../../common/PublicHeading';
import { NotFoundMark } from './Checkout.styles';

interface ClosedNoticeProps {
  /** A decorative icon (`aria-hidden`). */
  icon: ReactNode;
  heading: string;
  /** Why, in a sentence or two. */
  text: string;
}

/** A payer's page that has nothing more to do (an unknown, expired or used link, a refund sent), said in the page's frame. */
export function ClosedNotice({ icon, heading, text }: ClosedNoticeProps) {
  return (
    <NotFoundMark>
      {icon}
      <Stack gap={2}>
        <PublicHeading heading={heading} description={text} />
      </Stack>
    </NotFoundMark>
  );
}
