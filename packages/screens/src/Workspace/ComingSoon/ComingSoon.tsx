import { Construction } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge, Card, EmptyState, Link, Stack } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { messages, pageMessages } from './ComingSoon.messages';
import type { ComingSoonPage } from './ComingSoon.rules';

export interface ComingSoonProps {
  /** The page that is not built yet: its name and what it will do head the screen. */
  page: ComingSoonPage;
  /** The dashboard's address. */
  dashboardHref: string;
  /** The help center's address. */
  helpHref: string;
}

/**
 * A page of the shell that is not built yet: its name and what it will do, said to be coming,
 * with a way back to the dashboard and to the help center. It sits in the shell like any page.
 */
export function ComingSoon({ page, dashboardHref, helpHref }: ComingSoonProps) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(pageMessages[`${page}Title`])}
        description={intl.formatMessage(pageMessages[`${page}Description`])}
        actions={<Badge tone="info">{intl.formatMessage(messages.badge)}</Badge>}
      />
      <Card as="div">
        <EmptyState
          icon={<Construction />}
          title={intl.formatMessage(messages.title)}
          description={intl.formatMessage(messages.description)}
          action={
            <Link href={dashboardHref} variant="standalone">
              {intl.formatMessage(messages.dashboard)}
            </Link>
          }
          secondaryAction={
            <Link href={helpHref} variant="standalone">
              {intl.formatMessage(messages.help)}
            </Link>
          }
        />
      </Card>
    </Stack>
  );
}
