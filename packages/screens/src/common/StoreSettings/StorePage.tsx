import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Stack } from '@meridian/ui';
import { BackLink, PageHeader } from '../PageHeader';

export interface StorePageProps {
  /** Back to the integrations. */
  backHref: string;
  /** The store's words for the way back, its page's heading and what the integration does. */
  messages: Record<'back' | 'heading' | 'description', MessageDescriptor>;
  children: ReactNode;
}

/** The frame of a store integration's page (Squarespace, WooCommerce): its header, then its content. */
export function StorePage({ backHref, messages, children }: StorePageProps) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(messages.description)}
      />
      {children}
    </Stack>
  );
}
