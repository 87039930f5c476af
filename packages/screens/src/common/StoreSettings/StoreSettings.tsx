import type { Environment } from '@meridian/contract';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Alert, Button, Form, Link, Select, Text } from '@meridian/ui';
import { useForm } from '../useForm';
import type { ActionResult } from '../usePendingAction';

export interface StoreWallet {
  id: string;
  label: string;
}

export interface StorePaymentSettings {
  payoutWalletId: string;
  environment: Environment;
}

/** What a store's settings say, in its own words (the store's messages). */
export interface StoreSettingsMessages {
  noWallet: MessageDescriptor;
  addWallet: MessageDescriptor;
  wallet: MessageDescriptor;
  walletRefused: MessageDescriptor;
  walletRequired: MessageDescriptor;
  environment: MessageDescriptor;
  test: MessageDescriptor;
  live: MessageDescriptor;
  save: MessageDescriptor;
  /** Said under the environment when it is locked. */
  environmentLocked?: MessageDescriptor;
}

export interface StoreSettingsProps {
  initial: { payoutWalletId: string | null; environment: Environment };
  wallets: StoreWallet[];
  canManage: boolean;
  /** The environment cannot change here (a connected store's key has one). */
  environmentLocked?: boolean;
  /** The server refused the wallet (another network, or not verified for live payments). */
  walletRefused?: boolean;
  addWalletHref: string;
  onSave: (settings: StorePaymentSettings) => ActionResult;
  messages: StoreSettingsMessages;
}

/**
 * The payout wallet and the environment of what a connected store sells through Meridian (the
 * Squarespace products' links, the WooCommerce store's checkouts); without a wallet, the way to add one.
 */
export function StoreSettings({
  initial,
  wallets,
  canManage,
  environmentLocked = false,
  walletRefused,
  addWalletHref,
  onSave,
  messages,
}: StoreSettingsProps) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { payoutWalletId: initial.payoutWalletId ?? '', environment: initial.environment },
    validate: (values: { payoutWalletId: string; environment: Environment }) =>
      values.payoutWalletId === '' ? { payoutWalletId: 'required' as const } : {},
    prepare: (values) => values,
    onSubmit: onSave,
    fieldErrors: walletRefused ? { payoutWalletId: 'refused' as const } : undefined,
    errorText: (key) => intl.formatMessage(key === 'refused' ? messages.walletRefused : messages.walletRequired),
  });
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
        {...form.errorProps('payoutWalletId')}
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
      {environmentLocked && messages.environmentLocked ? (
        <Text tone="muted">{intl.formatMessage(messages.environmentLocked)}</Text>
      ) : null}
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
