import { useIntl } from 'react-intl';
import { WOOCOMMERCE_CODE_MINUTES, type Environment, type WooCommerceFailureReason } from '@meridian/contract';
import { Alert, Button, Card, CopyButton, Inline, Link, Stack, Text } from '@meridian/ui';
import { ConfirmedDangerButton } from '../../common/ConfirmedDangerButton';
import { StorePage } from '../../common/StoreSettings/StorePage';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { StepList } from './WooCommerce.styles';
import { failureMessages, messages, settingsMessages, valueMessages } from './WooCommerce.messages';
import { WooCommerceSettings, type WooCommerceStoreSettings, type WooCommerceWallet } from './WooCommerceSettings';

/** Instructions, WaitingForPlugin (a code is out), Connected, Failed (see `failureReason`). */
export type WooCommerceState = 'instructions' | 'waiting' | 'connected' | 'failed';

/** The last event sent to the store, and whether it arrived. */
export interface WooCommerceLastDelivery {
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  at: string;
}

export interface WooCommerceProps {
  state: WooCommerceState;
  /** WaitingForPlugin: the code, known only on the page that made it (it is shown once). */
  connectionCode?: string;
  codeExpiresAt?: string;
  /** The address the plugin's settings ask for, shown beside the code. */
  apiUrl: string;
  /** Connected, Failed: the store's address and the last event sent to it. */
  storeUrl?: string | null;
  lastDelivery?: WooCommerceLastDelivery | null;
  failureReason?: WooCommerceFailureReason;
  /** Making a code failed: said beside the button, which stays. */
  codeError?: boolean;
  canManage: boolean;
  pluginHref: string;
  backHref: string;
  /** The store's payment settings: where its checkouts pay, test or live. */
  settings: { payoutWalletId: string | null; environment: Environment };
  wallets: WooCommerceWallet[];
  walletRefused?: boolean;
  addWalletHref: string;
  onSaveSettings?: (settings: WooCommerceStoreSettings) => ActionResult;
  onCreateCode?: () => ActionResult;
  onDisconnect?: () => ActionResult;
}

/** /integrations/woocommerce: pairing the WordPress plugin with the workspace. */
export function WooCommerce({
  state,
  connectionCode,
  codeExpiresAt,
  apiUrl,
  storeUrl,
  lastDelivery,
  failureReason,
  codeError = false,
  canManage,
  pluginHref,
  backHref,
  settings,
  wallets,
  walletRefused,
  addWalletHref,
  onSaveSettings,
  onCreateCode,
  onDisconnect,
}: WooCommerceProps) {
  const intl = useIntl();
  const create = usePendingAction();
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const store = storeUrl ?? '';
  const createButton = (label: string, variant: 'primary' | 'secondary' = 'primary') =>
    canManage && onCreateCode ? (
      <Button
        variant={variant}
        size={variant === 'secondary' ? 'sm' : undefined}
        isLoading={create.isPending}
        onPress={() => create.run(onCreateCode)}
      >
        {label}
      </Button>
    ) : null;
  const deliveryText = lastDelivery
    ? intl.formatMessage(
        lastDelivery.status === 'failed'
          ? valueMessages.lastFailed
          : lastDelivery.status === 'pending'
            ? valueMessages.lastPending
            : valueMessages.lastDelivered,
        { type: lastDelivery.eventType, when: time(lastDelivery.at) },
      )
    : intl.formatMessage(messages.noEvent);

  return (
    <StorePage backHref={backHref} messages={messages}>
      {state === 'connected' ? (
        <Alert
          tone="success"
          title={intl.formatMessage(valueMessages.connectedTitle, { store })}
          description={deliveryText}
        />
      ) : null}
      {state === 'failed' ? (
        <Alert
          tone="danger"
          title={intl.formatMessage(messages.failedTitle)}
          description={intl.formatMessage(failureMessages[failureReason ?? 'endpoint_disabled'], { store })}
          action={createButton(intl.formatMessage(messages.newCode), 'secondary') ?? undefined}
        />
      ) : null}
      {codeError ? <Alert tone="danger" description={intl.formatMessage(messages.codeError)} /> : null}
      {state === 'instructions' || state === 'waiting' ? (
        <Card title={intl.formatMessage(messages.stepsTitle)}>
          <Stack gap={4}>
            <StepList>
              <li>
                <Text>{intl.formatMessage(messages.step1)}</Text>
              </li>
              <li>
                <Text>{intl.formatMessage(valueMessages.step2, { minutes: WOOCOMMERCE_CODE_MINUTES })}</Text>
              </li>
              <li>
                <Text>{intl.formatMessage(messages.step3)}</Text>
              </li>
            </StepList>
            <Inline gap={3}>
              <Link href={pluginHref} variant="standalone">
                {intl.formatMessage(messages.download)}
              </Link>
              {state === 'instructions' ? createButton(intl.formatMessage(messages.createCode)) : null}
            </Inline>
            {!canManage ? <Text tone="muted">{intl.formatMessage(messages.viewerNote)}</Text> : null}
          </Stack>
        </Card>
      ) : null}
      {state === 'waiting' ? (
        <Card title={intl.formatMessage(messages.waitingTitle)} description={intl.formatMessage(messages.waiting)}>
          <Stack gap={3}>
            {connectionCode ? (
              <Stack gap={1}>
                <Text weight="medium">{intl.formatMessage(messages.codeLabel)}</Text>
                <Inline gap={2}>
                  <Text as="span" mono>
                    {connectionCode}
                  </Text>
                  <CopyButton value={connectionCode} label={intl.formatMessage(messages.copyCode)} />
                </Inline>
              </Stack>
            ) : (
              <Text>{intl.formatMessage(messages.codeHidden)}</Text>
            )}
            <Stack gap={1}>
              <Text weight="medium">{intl.formatMessage(messages.apiUrlLabel)}</Text>
              <Inline gap={2}>
                <Text as="span" mono>
                  {apiUrl}
                </Text>
                <CopyButton value={apiUrl} label={intl.formatMessage(messages.copyApiUrl)} />
              </Inline>
            </Stack>
            {codeExpiresAt ? (
              <Text tone="muted">{intl.formatMessage(valueMessages.expires, { time: time(codeExpiresAt) })}</Text>
            ) : null}
            <div>{createButton(intl.formatMessage(messages.newCode), 'secondary')}</div>
          </Stack>
        </Card>
      ) : null}
      {state === 'failed' && storeUrl ? <Text tone="muted">{deliveryText}</Text> : null}
      {onSaveSettings ? (
        <Card
          title={intl.formatMessage(settingsMessages.title)}
          description={intl.formatMessage(settingsMessages.description)}
        >
          <WooCommerceSettings
            key={`${settings.payoutWalletId}/${settings.environment}`}
            initial={settings}
            wallets={wallets}
            canManage={canManage}
            environmentLocked={state === 'connected'}
            walletRefused={walletRefused}
            addWalletHref={addWalletHref}
            onSave={onSaveSettings}
          />
        </Card>
      ) : null}
      {(state === 'connected' || (state === 'failed' && storeUrl)) && canManage && onDisconnect ? (
        <ConfirmedDangerButton
          label={intl.formatMessage(messages.disconnect)}
          title={intl.formatMessage(messages.disconnectTitle)}
          message={intl.formatMessage(valueMessages.disconnectMessage, { store })}
          confirmLabel={intl.formatMessage(messages.disconnectConfirm)}
          onConfirm={onDisconnect}
        />
      ) : null}
    </StorePage>
  );
}
