import { useIntl } from 'react-intl';
import { Alert, Button, Card, CopyButton, Inline, Link, Stack, Text } from '@meridian/ui';
import { BackLink, PageHeader } from '../../common/PageHeader';
import type { ActionResult } from '../../common/usePendingAction';
import { StepList } from './WooCommerce.styles';
import { messages, valueMessages } from './WooCommerce.messages';

/** Instructions, WaitingForPlugin (a code shown), Connected, Failed (deliveries failing). */
export type WooCommerceState = 'instructions' | 'waiting' | 'connected' | 'failed';

export interface WooCommerceProps {
  state: WooCommerceState;
  /** Pairing is not available yet: the steps are shown, and said to be coming. */
  coming?: boolean;
  /** WaitingForPlugin: the one-time code and when it expires. */
  connectionCode?: string;
  codeExpiresAt?: string;
  /** Connected, Failed: the store's address and the last event delivered to it. */
  storeUrl?: string;
  lastEventAt?: string | null;
  canManage: boolean;
  pluginHref: string;
  backHref: string;
  onCreateCode?: () => ActionResult;
  onDisconnect?: () => ActionResult;
}

/** /integrations/woocommerce: pairing the WordPress plugin with the workspace. */
export function WooCommerce({
  state,
  coming = false,
  connectionCode,
  codeExpiresAt,
  storeUrl = '',
  lastEventAt,
  canManage,
  pluginHref,
  backHref,
  onCreateCode,
  onDisconnect,
}: WooCommerceProps) {
  const intl = useIntl();
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(messages.description)}
      />
      {coming ? <Alert tone="info" description={intl.formatMessage(messages.coming)} /> : null}
      {state === 'connected' ? (
        <Alert
          tone="success"
          title={intl.formatMessage(valueMessages.connectedTitle, { store: storeUrl })}
          description={
            lastEventAt
              ? intl.formatMessage(valueMessages.lastEvent, { when: time(lastEventAt) })
              : intl.formatMessage(messages.noEvent)
          }
        />
      ) : null}
      {state === 'failed' ? (
        <Alert
          tone="danger"
          title={intl.formatMessage(messages.failedTitle)}
          description={intl.formatMessage(valueMessages.failed, { store: storeUrl })}
          action={
            canManage && onCreateCode ? (
              <Button variant="secondary" size="sm" onPress={onCreateCode}>
                {intl.formatMessage(messages.pairAgain)}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {state === 'instructions' || state === 'waiting' ? (
        <Card title={intl.formatMessage(messages.stepsTitle)}>
          <Stack gap={4}>
            <StepList>
              <li>
                <Text>{intl.formatMessage(messages.step1)}</Text>
              </li>
              <li>
                <Text>{intl.formatMessage(messages.step2)}</Text>
              </li>
              <li>
                <Text>{intl.formatMessage(messages.step3)}</Text>
              </li>
            </StepList>
            <Inline gap={3}>
              {coming ? null : (
                <Link href={pluginHref} variant="standalone">
                  {intl.formatMessage(messages.download)}
                </Link>
              )}
              {canManage && state === 'instructions' ? (
                <Button isDisabled={coming || !onCreateCode} onPress={onCreateCode}>
                  {intl.formatMessage(messages.createCode)}
                </Button>
              ) : null}
            </Inline>
          </Stack>
        </Card>
      ) : null}
      {state === 'waiting' && connectionCode ? (
        <Card title={intl.formatMessage(messages.waitingTitle)} description={intl.formatMessage(messages.waiting)}>
          <Stack gap={2}>
            <Text>{intl.formatMessage(messages.codeLabel)}</Text>
            <Inline gap={2}>
              <Text as="span" mono>
                {connectionCode}
              </Text>
              <CopyButton value={connectionCode} label={intl.formatMessage(messages.copyCode)} />
            </Inline>
            {codeExpiresAt ? (
              <Text tone="muted">{intl.formatMessage(valueMessages.expires, { time: time(codeExpiresAt) })}</Text>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {(state === 'connected' || state === 'failed') && canManage && onDisconnect ? (
        <div>
          <Button variant="danger" onPress={onDisconnect}>
            {intl.formatMessage(messages.disconnect)}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
