import type { Integration, IntegrationProvider, IntegrationStatus, SyncKind, SyncOutcome } from '@meridian/contract';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Card, EmptyState, Grid, Link, Stack, StatusBadge, Text, type BadgeTone } from '@meridian/ui';
import { Store } from 'lucide-react';
import { PageHeader } from '../../common/PageHeader';
import { messages, valueMessages } from './Integrations.messages';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';

export interface IntegrationsProps {
  /** The workspace's integrations; undefined while loading. */
  integrations: Integration[] | undefined;
  /** The list could not be loaded. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Owners, admins and developers connect and change integrations; the others see them. */
  canManage: boolean;
  /** The address of each provider's page. */
  links: Record<IntegrationProvider, string>;
}

const PROVIDERS: readonly IntegrationProvider[] = ['squarespace', 'woocommerce'];

const statusTone: Record<IntegrationStatus, BadgeTone> = { pending: 'warning', verified: 'success', failed: 'danger' };
const statusText: Record<IntegrationStatus, MessageDescriptor> = {
  pending: messages.pending,
  verified: messages.verified,
  failed: messages.failed,
};
const healthText: Record<SyncKind, MessageDescriptor> = {
  verify: valueMessages.healthVerify,
  import: valueMessages.healthImport,
  order: valueMessages.healthOrder,
};

/**
 * /integrations: the stores a workspace can connect, each with its state and health (its last
 * sync and the result) and the way to its page. NoneConnected: both offered to connect;
 * Connected: each connected one says how it is doing.
 */
export function Integrations({ integrations, loadFailed, onRetry, canManage, links }: IntegrationsProps) {
  const intl = useIntl();
  const found = (provider: IntegrationProvider) => integrations?.find((item) => item.provider === provider);
  const names: Record<IntegrationProvider, string> = {
    squarespace: intl.formatMessage(messages.squarespace),
    woocommerce: intl.formatMessage(messages.woocommerce),
  };
  const descriptions: Record<IntegrationProvider, string> = {
    squarespace: intl.formatMessage(messages.squarespaceDescription),
    woocommerce: intl.formatMessage(messages.woocommerceDescription),
  };
  const health = (integration: Integration) => {
    if (!integration.health) return intl.formatMessage(messages.neverSynced);
    const outcome: SyncOutcome = integration.health.outcome;
    return intl.formatMessage(healthText[integration.health.kind], {
      outcome,
      when: intl.formatDate(integration.health.at, { dateStyle: 'medium', timeStyle: 'short' }),
    });
  };
  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      {loadFailed ? <LoadFailedAlert title={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} /> : null}
      {!canManage ? <Alert tone="info" description={intl.formatMessage(messages.viewOnly)} /> : null}
      {integrations && integrations.length === 0 ? (
        <Card as="div">
          <EmptyState
            size="sm"
            icon={<Store />}
            title={intl.formatMessage(messages.noneYet)}
            description={intl.formatMessage(messages.noneYetDescription)}
          />
        </Card>
      ) : null}
      <Grid gap={4}>
        {PROVIDERS.map((provider) => {
          const integration = found(provider);
          const name = names[provider];
          const action = integration
            ? canManage
              ? valueMessages.manage
              : valueMessages.view
            : canManage
              ? valueMessages.connect
              : valueMessages.view;
          return (
            <Card
              key={provider}
              as="article"
              title={name}
              headingLevel={2}
              description={descriptions[provider]}
              actions={
                integrations ? (
                  <StatusBadge tone={integration ? statusTone[integration.status] : 'neutral'}>
                    {integration
                      ? intl.formatMessage(statusText[integration.status])
                      : intl.formatMessage(messages.notConnected)}
                  </StatusBadge>
                ) : undefined
              }
              footer={
                <Link href={links[provider]} variant="standalone">
                  {intl.formatMessage(action, { provider: name })}
                </Link>
              }
            >
              {integration ? (
                <Stack gap={1}>
                  {integration.siteTitle ? <Text>{integration.siteTitle}</Text> : null}
                  {provider === 'squarespace' ? (
                    <Text tone="muted">
                      {intl.formatMessage(valueMessages.products, { count: integration.productCount })}
                    </Text>
                  ) : null}
                  <Text tone={integration.health?.outcome === 'failed' ? 'danger' : 'muted'}>
                    {health(integration)}
                  </Text>
                </Stack>
              ) : null}
            </Card>
          );
        })}
      </Grid>
    </Stack>
  );
}
