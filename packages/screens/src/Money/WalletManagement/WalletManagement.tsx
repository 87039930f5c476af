import type { Role, WalletErrorKey } from '@meridian/contract';
import { Plus, Wallet } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert, Button, ConfirmDialog, EmptyState, Heading, Link, Skeleton, SkeletonGroup, Stack } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { useDialogState } from '../../common/useDialogState';
import { walletErrorMessages } from '../AddWallet/AddWallet.messages';
import { useMoneyText } from '../common/money.messages';
import type { WalletView } from '../common/views';
import { messages, valueMessages } from './WalletManagement.messages';
import { canManageWallets, NO_SIGNER_PROBLEMS, walletsByNetwork } from './WalletManagement.rules';
import { IconText } from '../../common/IconText.styles';
import { CardGrid } from './WalletManagement.styles';
import { WalletManagementCard } from './WalletManagementCard';
import { WalletManagementEditDialog, type WalletEditValues } from './WalletManagementEditDialog';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';

/** What went wrong: loading the wallets, or one of the actions. */
export type WalletManagementErrorKey = 'loadFailed' | 'deleteFailed' | 'verifyFailed' | 'editFailed' | 'walletInUse';

export interface WalletManagementProps {
  wallets: WalletView[];
  /** The signed-in user's role: owners and admins manage wallets, everyone else sees them. */
  callerRole: Role;
  /** Whether the user may add, edit, verify and delete. Default: what `callerRole` gives. */
  canManage?: boolean;
  /** The add-wallet flow's address. */
  addHref: string;
  isLoading?: boolean;
  /** `loadFailed` replaces the wallets with the error and a retry; the others show above them. */
  error?: WalletManagementErrorKey;
  /** With `walletInUse`: the wallet that was not deleted and the names of the links that pay out to it. */
  walletInUse?: { walletId: string; links: string[] };
  /** With `verifyFailed`: what the wallet answered, said under the error (the one place it is said). */
  verifyProblem?: WalletErrorKey;
  /** With `verifyFailed`: the wallet whose verification failed, which "Sign in wallet app" proves. */
  failedWalletId?: string;
  onRetry?: () => void;
  /** Closes the error shown above the wallets (every error but `loadFailed`). */
  onDismissError?: () => void;
  /** Saves a new name, colour or payout address; a returned promise keeps the dialog busy. */
  onEdit: (walletId: string, values: WalletEditValues) => ActionResult;
  /** Asks the wallet to sign the proof message; a returned promise keeps the card's button busy. */
  onVerify: (walletId: string) => ActionResult;
  /** Called once the deletion is confirmed. */
  onDelete: (walletId: string) => ActionResult;
  /**
   * Proves the wallet with a signature made in a wallet app and pasted (`WalletSignatureDialog`):
   * offered in each unverified wallet's menu, and when no extension of the browser could sign.
   */
  onSignManually?: (walletId: string) => void;
}

type OpenDialog = { kind: 'edit' | 'delete'; wallet: WalletView };

/**
 * The workspace's payout wallets, by network: name and colour, shortened address with a copy
 * button, and whether each is verified. Owners and admins add, edit, verify and delete them.
 */
export function WalletManagement({
  wallets,
  callerRole,
  canManage = canManageWallets(callerRole),
  addHref,
  isLoading = false,
  error,
  walletInUse,
  verifyProblem,
  failedWalletId,
  onRetry,
  onDismissError,
  onEdit,
  onVerify,
  onDelete,
  onSignManually,
}: WalletManagementProps) {
  const intl = useIntl();
  const text = useMoneyText();
  const { dialog, isOpen, openings, open, onOpenChange, run, isPending } = useDialogState<OpenDialog>();
  const verify = usePendingAction<string>();

  const inUse = wallets.find((wallet) => wallet.id === walletInUse?.walletId);
  // The browser had no extension that could sign: say what is needed, and offer the wallet app.
  const noSigner =
    error === 'verifyFailed' &&
    verifyProblem !== undefined &&
    NO_SIGNER_PROBLEMS.includes(verifyProblem) &&
    onSignManually !== undefined &&
    failedWalletId !== undefined;
  const actionError =
    error === 'walletInUse' && inUse && walletInUse
      ? intl.formatMessage(valueMessages.walletInUse, {
          label: inUse.label,
          count: walletInUse.links.length,
          links: intl.formatList(walletInUse.links, { type: 'conjunction' }),
        })
      : error && error !== 'loadFailed' && error !== 'walletInUse'
        ? intl.formatMessage(messages[error])
        : undefined;

  const addLink = (
    <Link href={addHref} variant="standalone">
      <IconText>
        <Plus aria-hidden />
        {intl.formatMessage(messages.add)}
      </IconText>
    </Link>
  );

  const body = () => {
    if (isLoading) {
      return (
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Stack gap={4}>
            <Skeleton width="12rem" />
            <Skeleton variant="block" height="8rem" />
            <Skeleton variant="block" height="8rem" />
          </Stack>
        </SkeletonGroup>
      );
    }
    if (error === 'loadFailed') {
      return <LoadFailedAlert live description={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />;
    }
    if (wallets.length === 0) {
      return (
        <EmptyState
          icon={<Wallet />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
          action={canManage ? addLink : undefined}
        />
      );
    }
    return walletsByNetwork(wallets).map(([network, list]) => (
      <Stack key={network} as="section" gap={3} aria-label={text.network(network)}>
        <Heading level={2}>{text.network(network)}</Heading>
        <CardGrid>
          {list.map((wallet) => (
            <li key={wallet.id}>
              <WalletManagementCard
                wallet={wallet}
                canManage={canManage}
                isVerifying={verify.pending === wallet.id}
                onEdit={() => open({ kind: 'edit', wallet })}
                onVerify={() => verify.run(() => onVerify(wallet.id), { key: wallet.id })}
                onSignManually={onSignManually ? () => onSignManually(wallet.id) : undefined}
                onDelete={() => open({ kind: 'delete', wallet })}
              />
            </li>
          ))}
        </CardGrid>
      </Stack>
    ));
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(canManage ? messages.description : messages.readOnly)}
        actions={canManage && wallets.length > 0 ? addLink : null}
      />
      {actionError ? (
        <Alert
          live
          tone="danger"
          {...(noSigner
            ? {
                title: intl.formatMessage(messages.noSigner),
                description: intl.formatMessage(messages.noSignerHelp),
                action: (
                  <Button size="sm" variant="secondary" onPress={() => onSignManually(failedWalletId)}>
                    {intl.formatMessage(messages.signManually)}
                  </Button>
                ),
              }
            : error === 'verifyFailed' && verifyProblem
              ? { title: actionError, description: intl.formatMessage(walletErrorMessages[verifyProblem]) }
              : { description: actionError })}
          onDismiss={onDismissError}
        />
      ) : null}
      {body()}

      {dialog?.kind === 'edit' ? (
        <WalletManagementEditDialog
          key={openings}
          wallet={dialog.wallet}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          onSave={(values) => run(() => onEdit(dialog.wallet.id, values))}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          tone="danger"
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isPending={isPending}
          title={intl.formatMessage(valueMessages.deleteTitle, { label: dialog.wallet.label })}
          message={intl.formatMessage(valueMessages.deleteMessage, { label: dialog.wallet.label })}
          confirmLabel={intl.formatMessage(messages.deleteConfirm)}
          onConfirm={() => run(() => onDelete(dialog.wallet.id))}
        />
      ) : null}
    </Stack>
  );
}
