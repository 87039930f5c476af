import type { Environment } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, Button, Form, Link, Select } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { messages } from './Squarespace.messages';

export interface SquarespaceWallet {
  id: string;
  label: string;
}

export interface SquarespaceLinkSettings {
  payoutWalletId: string;
  environment: Environment;
}

export interface SquarespaceSettingsProps {
  initial: { payoutWalletId: string | null; environment: Environment };
  wallets: SquarespaceWallet[];
  canManage: boolean;
  /** The server refused the wallet (another network, or not verified for live payments). */
  walletRefused?: boolean;
  addWalletHref: string;
  onSave: (settings: SquarespaceLinkSettings) => ActionResult;
}

/** The payout wallet and the environment of the imported products' links. */
export function SquarespaceSettings({
  initial,
  wallets,
  canManage,
  walletRefused,
  addWalletHref,
  onSave,
}: SquarespaceSettingsProps) {
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
        isDisabled={!canManage}
      />
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
