import type { Environment } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, Button, Form, Link, Select, Text } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { settingsMessages as messages } from './WooCommerce.messages';

export interface WooCommerceWallet {
  id: string;
  label: string;
}

export interface WooCommerceStoreSettings {
  payoutWalletId: string;
  environment: Environment;
}

export interface WooCommerceSettingsProps {
  initial: { payoutWalletId: string | null; environment: Environment };
  wallets: WooCommerceWallet[];
  canManage: boolean;
  /** A connected store's key has one environment: it changes by pairing again. */
  environmentLocked: boolean;
  /** The server refused the wallet (not verified for live payments). */
  walletRefused?: boolean;
  addWalletHref: string;
  onSave: (settings: WooCommerceStoreSettings) => ActionResult;
}

/** The wallet the store's checkouts pay, and whether they are test or live payments. */
export function WooCommerceSettings({
  initial,
  wallets,
  canManage,
  environmentLocked,
  walletRefused,
  addWalletHref,
  onSave,
}: WooCommerceSettingsProps) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { payoutWalletId: initial.payoutWalletId ?? '', environment: initial.environment },
    validate: (values: { payoutWalletId: string; environment: Environment }) =>
      values.payoutWalletId === '' ? { payoutWalletId: 'required' as const } : {},
    prepare: (values) => values,
    onSubmit: onSave,
    fieldErrors: walletRefused ? { payoutWalletId: 'refused' as const } : undefined,
  });
  const walletError = form.errorFor('payoutWalletId');
  if (wallets.length === 0) {
    return (
      <Alert
        tone="warning"
        description={intl.formatMessage(messages.noWallet)}
        action={
          canManage ? (
            <Link href={addWalletHref} variant="standalone">
              {intl.formatMessage(messages.addWallet)}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <Form {...form.formProps}>
      <Select
        label={intl.formatMessage(messages.wallet)}
        items={wallets.map((wallet) => ({ id: wallet.id, label: wallet.label }))}
        value={form.values.payoutWalletId || null}
        onChange={(key) => form.setValue('payoutWalletId', key === null ? '' : String(key))}
        isDisabled={!canManage}
        isInvalid={walletError !== undefined}
        errorMessage={
          walletError === 'refused'
            ? intl.formatMessage(messages.walletRefused)
            : walletError
              ? intl.formatMessage(messages.walletRequired)
              : undefined
        }
      />
      <Select
        label={intl.formatMessage(messages.environment)}
        items={[
          { id: 'test', label: intl.formatMessage(messages.test) },
          { id: 'live', label: intl.formatMessage(messages.live) },
        ]}
        value={form.values.environment}
        onChange={(key) => form.setValue('environment', key === 'live' ? 'live' : 'test')}
        isDisabled={!canManage || environmentLocked}
      />
      {environmentLocked ? <Text tone="muted">{intl.formatMessage(messages.environmentLocked)}</Text> : null}
      {canManage ? (
        <div>
          <Button type="submit" variant="secondary" isLoading={form.isSubmitting}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
