import type { SquarespaceDetail } from '@meridian/contract';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, Card, Stack, Text } from '@meridian/ui';
import { ConfirmedDangerButton } from '../../common/ConfirmedDangerButton';
import { StorePage } from '../../common/StoreSettings/StorePage';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { messages, valueMessages } from './Squarespace.messages';
import { SquarespaceKeyForm } from './SquarespaceKeyForm';
import { SquarespaceLog } from './SquarespaceLog';
import { SquarespaceProducts } from './SquarespaceProducts';
import { SquarespaceSettings, type SquarespaceLinkSettings, type SquarespaceWallet } from './SquarespaceSettings';

/** Why the last key was refused, or what stopped the last action. */
export type SquarespaceKeyError =
  'key_refused' | 'missing_products' | 'missing_orders' | 'missing_both' | 'unavailable' | 'failed';

export interface SquarespaceProps {
  /** The integration, its products and log; null when the workspace has none yet. */
  detail: SquarespaceDetail | null;
  canManage: boolean;
  /** The workspace's Moonbeam wallets, for the imported links. */
  wallets: SquarespaceWallet[];
  /** Squarespace is checking a key (Verifying). */
  verifying?: boolean;
  /** The last key was refused (Failed), or Squarespace could not be reached. */
  keyError?: SquarespaceKeyError;
  /** The server refused the wallet chosen. */
  walletRefused?: boolean;
  /** What the last import did. */
  syncResult?: { imported: number; updated: number; skipped: number };
  /** The last import failed. */
  syncError?: 'unavailable' | 'failed';
  onVerify: (key: string) => ActionResult;
  onSaveSettings: (settings: SquarespaceLinkSettings) => ActionResult;
  onSync: () => ActionResult;
  onRemove: () => ActionResult;
  backHref: string;
  addWalletHref: string;
}

const keyErrors: Record<SquarespaceKeyError, MessageDescriptor> = {
  key_refused: messages.keyRefused,
  missing_products: messages.missingProducts,
  missing_orders: messages.missingOrders,
  missing_both: messages.missingBoth,
  unavailable: messages.unavailable,
  failed: messages.failedGeneric,
};

/** The failure the integration itself reports (a key refused later), as a key error. */
function failureOf(detail: SquarespaceDetail | null): SquarespaceKeyError | undefined {
  const failure = detail?.integration.status === 'failed' ? detail.integration.failure : null;
  if (!failure) return undefined;
  if (failure.reason === 'key_refused') return 'key_refused';
  const products = failure.permissions.includes('products');
  const orders = failure.permissions.includes('orders');
  return products && orders ? 'missing_both' : products ? 'missing_products' : 'missing_orders';
}

/**
 * /integrations/squarespace. EnterKey: how it works and the key field; Verifying: Squarespace is
 * checking the key; Verified: the site, the links' wallet and environment, the import with its
 * products and buy links, and the sync log; Failed: the key was refused (named: revoked, or the
 * permission missing) now or later, with the field to connect a working one.
 */
export function Squarespace(props: SquarespaceProps) {
  const { detail, canManage, verifying = false, keyError, onVerify, backHref } = props;
  const intl = useIntl();
  const integration = detail?.integration ?? null;
  const failure = keyError ?? failureOf(detail);
  const verified = integration?.status === 'verified';
  return (
    <StorePage backHref={backHref} messages={messages}>
      <Alert tone="info" title={intl.formatMessage(messages.howTitle)} description={intl.formatMessage(messages.how)} />
      {!canManage ? <Alert tone="info" description={intl.formatMessage(messages.viewOnly)} /> : null}
      {integration?.status === 'failed' && !keyError ? (
        <Alert
          tone="danger"
          title={intl.formatMessage(messages.failedTitle)}
          description={`${intl.formatMessage(keyErrors[failure ?? 'failed'])} ${intl.formatMessage(
            valueMessages.failedAt,
            {
              when: intl.formatDate(integration.failure?.at ?? integration.createdAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            },
          )}`}
        />
      ) : null}
      {verified && integration ? (
        <Alert
          tone="success"
          title={intl.formatMessage(valueMessages.verifiedTitle, {
            site: integration.siteTitle ?? integration.siteUrl ?? '',
          })}
          description={intl.formatMessage(valueMessages.verifiedKey, {
            lastFour: integration.keyLastFour ?? '',
            when: intl.formatDate(integration.verifiedAt ?? integration.createdAt, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        />
      ) : null}
      {canManage ? (
        <Card title={intl.formatMessage(verified ? messages.replaceTitle : messages.keyTitle)}>
          <Stack gap={4}>
            <div aria-live="polite">
              {keyError ? <Alert tone="danger" live description={intl.formatMessage(keyErrors[keyError])} /> : null}
            </div>
            <SquarespaceKeyForm verifying={verifying} onVerify={onVerify} />
          </Stack>
        </Card>
      ) : integration === null ? (
        <Text tone="muted">{intl.formatMessage(messages.notConnected)}</Text>
      ) : null}
      {integration && integration.status !== 'pending' ? <Connected {...props} detail={detail!} /> : null}
    </StorePage>
  );
}

/** The parts of a connected (or failed) integration: settings, products, log, disconnecting. */
function Connected({
  detail,
  canManage,
  wallets,
  walletRefused,
  syncResult,
  syncError,
  onSaveSettings,
  onSync,
  onRemove,
  addWalletHref,
}: SquarespaceProps & { detail: SquarespaceDetail }) {
  const intl = useIntl();
  const sync = usePendingAction();
  const { integration, products, log } = detail;
  const canImport = integration.status === 'verified' && integration.payoutWalletId !== null;
  return (
    <>
      <Card
        title={intl.formatMessage(messages.settingsTitle)}
        description={intl.formatMessage(messages.settingsDescription)}
      >
        <SquarespaceSettings
          key={`${integration.payoutWalletId}/${integration.environment}`}
          initial={{ payoutWalletId: integration.payoutWalletId, environment: integration.environment }}
          wallets={wallets}
          canManage={canManage}
          walletRefused={walletRefused}
          addWalletHref={addWalletHref}
          onSave={onSaveSettings}
        />
      </Card>
      <Card
        title={intl.formatMessage(messages.productsTitle)}
        description={intl.formatMessage(messages.productsDescription)}
        actions={
          canManage ? (
            <Button
              variant="secondary"
              isDisabled={!canImport}
              isLoading={sync.isPending}
              onPress={() => sync.run(onSync)}
            >
              {intl.formatMessage(products.length > 0 ? messages.importAgain : messages.import)}
            </Button>
          ) : undefined
        }
      >
        <Stack gap={3}>
          <div aria-live="polite">
            {syncResult ? (
              <Alert
                tone="success"
                description={`${intl.formatMessage(valueMessages.imported, syncResult)}${
                  syncResult.skipped > 0 ? ` ${intl.formatMessage(messages.leftOutHelp)}` : ''
                }`}
              />
            ) : null}
            {syncError ? (
              <Alert
                tone="danger"
                live
                description={intl.formatMessage(
                  syncError === 'unavailable' ? messages.unavailable : messages.failedGeneric,
                )}
              />
            ) : null}
          </div>
          {canManage && integration.status === 'verified' && integration.payoutWalletId === null ? (
            <Text tone="muted">{intl.formatMessage(messages.importNeedsWallet)}</Text>
          ) : null}
          <SquarespaceProducts products={products} />
        </Stack>
      </Card>
      <Card title={intl.formatMessage(messages.logTitle)}>
        <SquarespaceLog log={log} />
      </Card>
      {canManage ? (
        <ConfirmedDangerButton
          label={intl.formatMessage(messages.remove)}
          title={intl.formatMessage(messages.removeTitle)}
          message={intl.formatMessage(messages.removeMessage)}
          confirmLabel={intl.formatMessage(messages.removeConfirm)}
          onConfirm={onRemove}
        />
      ) : null}
    </>
  );
}
