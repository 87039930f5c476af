import { can, type UpdateWalletRequest, type WalletErrorKey } from '@meridian/contract';
import {
  isApiError,
  useRemoveWallet,
  useUpdateWallet,
  useVerifyWallet,
  useWalletChallenge,
  useWallets,
} from '@meridian/data';
import {
  PasswordConfirmDialog,
  WalletManagement,
  WalletSignatureDialog,
  type WalletEditValues,
  type WalletManagementErrorKey,
  type WalletSignatureError,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { proveWallet, removalFailure, walletUpdateRequest, walletView } from '../wallets/wallet-actions';
import { walletValueMessages } from '../wallets/messages';
import { workspaceMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** A change that waits for the password: a removal, or a save that changes the payout address. */
type Pending =
  | { kind: 'remove'; walletId: string; label: string }
  | { kind: 'save'; walletId: string; label: string; body: UpdateWalletRequest };

/**
 * /wallet-management: the workspace's payout wallets. Owners and admins add (the nested
 * /wallet-management/add page), rename, recolour, verify by signature and remove them; a removal
 * refused because links pay to the wallet names those links, and one that needs the password
 * again asks for it in a dialog and is retried with it. Everyone else sees the list only.
 *
 * The wallet libraries load only when a verification starts (`wallets/wallet-signer.ts`).
 */
export default function WalletsRoute() {
  usePageTitle(pageNames.wallets);
  const intl = useIntl();
  const toast = useToast();
  const { workspace } = useWorkspaceContext();
  const companyId = workspace.id;
  const wallets = useWallets(companyId);
  const update = useUpdateWallet(companyId);
  const remove = useRemoveWallet(companyId);
  const challenge = useWalletChallenge(companyId);
  const verify = useVerifyWallet(companyId);
  const [actionError, setActionError] = useState<WalletManagementErrorKey>();
  // What the wallet answered when a verification failed: said in the page's error, not in a toast too.
  const [verifyProblem, setVerifyProblem] = useState<WalletErrorKey>();
  const [failedWalletId, setFailedWalletId] = useState<string>();
  const [walletInUse, setWalletInUse] = useState<{ walletId: string; links: string[] }>();
  // The change waiting for the password; kept while its dialog closes so that its text stays.
  const [pending, setPending] = useState<Pending>();
  const [isReauthOpen, setReauthOpen] = useState(false);
  const [reauthError, setReauthError] = useState<'wrong'>();
  // Proving a wallet with a signature pasted from a wallet app: the wallet, its message, the last answer.
  const [manual, setManual] = useState<{ walletId: string; message?: string; error?: WalletSignatureError }>();

  const labelOf = (walletId: string) => wallets.data?.find((w) => w.id === walletId)?.metadata.ui.label ?? '';

  /** A toast for failures the screen's line does not explain. */
  const explain = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === 'FORBIDDEN') toast.error(intl.formatMessage(workspaceMessages.notAllowed));
    else if (error.code === 'NOT_FOUND') void wallets.mutate();
  };

  const fail = (key: WalletManagementErrorKey, error: unknown) => {
    setActionError(key);
    explain(error);
  };

  const askPassword = (change: Pending) => {
    setPending(change);
    setReauthError(undefined);
    setReauthOpen(true);
  };

  const save = async (walletId: string, body: UpdateWalletRequest, label: string) => {
    await update.trigger({ walletId, body });
    toast.success(intl.formatMessage(walletValueMessages.saved, { label }));
  };

  const edit = async (walletId: string, values: WalletEditValues) => {
    setActionError(undefined);
    const current = wallets.data?.find((w) => w.id === walletId);
    if (!current) return;
    const body = walletUpdateRequest(walletView(current), values);
    try {
      await save(walletId, body, values.label);
    } catch (error) {
      if (isApiError(error) && error.code === 'REAUTHENTICATION_REQUIRED') {
        askPassword({ kind: 'save', walletId, label: values.label, body });
        return;
      }
      fail('editFailed', error);
    }
  };

  const removeWallet = async (walletId: string, password?: string) => {
    const label = labelOf(walletId);
    await remove.trigger({ walletId, ...(password === undefined ? {} : { password }) });
    toast.success(intl.formatMessage(walletValueMessages.removed, { label }));
  };

  const onDelete = async (walletId: string) => {
    setActionError(undefined);
    setWalletInUse(undefined);
    try {
      await removeWallet(walletId);
    } catch (error) {
      const failure = removalFailure(error);
      if (failure.kind === 'reauthenticate') askPassword({ kind: 'remove', walletId, label: labelOf(walletId) });
      else if (failure.kind === 'inUse') {
        setWalletInUse({ walletId, links: failure.links });
        setActionError('walletInUse');
      } else fail('deleteFailed', error);
    }
  };

  /** The retry with the password; a refused password is said in the dialog. */
  const confirmWithPassword = async (password: string) => {
    if (!pending || !isReauthOpen) return;
    setReauthError(undefined);
    try {
      if (pending.kind === 'remove') await removeWallet(pending.walletId, password);
      else await save(pending.walletId, { ...pending.body, password }, pending.label);
    } catch (error) {
      if (isApiError(error) && error.code === 'REAUTHENTICATION_REQUIRED') {
        setReauthError('wrong');
        return;
      }
      setReauthOpen(false);
      if (pending.kind === 'save') {
        fail('editFailed', error);
        return;
      }
      const failure = removalFailure(error);
      if (failure.kind === 'inUse') {
        setWalletInUse({ walletId: pending.walletId, links: failure.links });
        setActionError('walletInUse');
      } else fail('deleteFailed', error);
      return;
    }
    setReauthOpen(false);
  };

  const onVerify = async (walletId: string) => {
    setActionError(undefined);
    setVerifyProblem(undefined);
    const wallet = wallets.data?.find((w) => w.id === walletId);
    if (!wallet) return;
    const outcome = await proveWallet({
      challenge: () => challenge.trigger(walletId),
      sign: async (message) => {
        const { signWithWallet } = await import('../wallets/wallet-signer');
        return signWithWallet({ network: wallet.platform, address: wallet.addresses[0] ?? '' }, message);
      },
      verify: (signature) => verify.trigger({ walletId, signature }),
    });
    if (outcome.ok) {
      toast.success(intl.formatMessage(walletValueMessages.verified, { label: wallet.metadata.ui.label }));
      return;
    }
    setActionError('verifyFailed');
    setFailedWalletId(walletId);
    if (outcome.walletError) setVerifyProblem(outcome.walletError);
    else explain(outcome.cause);
  };

  /** Opens the paste dialog with a fresh message to sign (the same challenge an extension signs). */
  const signManually = async (walletId: string, error?: WalletSignatureError) => {
    setActionError(undefined);
    setManual({ walletId, error });
    try {
      const { message } = await challenge.trigger(walletId);
      setManual((current) => (current?.walletId === walletId ? { ...current, message } : current));
    } catch (cause) {
      setManual(undefined);
      fail('verifyFailed', cause);
    }
  };

  /** Sends the pasted signature; the server checks it as it checks an extension's. */
  const submitSignature = async (signature: string) => {
    if (!manual) return;
    const wallet = wallets.data?.find((w) => w.id === manual.walletId);
    try {
      await verify.trigger({ walletId: manual.walletId, signature });
    } catch (error) {
      if (isApiError(error) && error.code === 'CHALLENGE_EXPIRED') return signManually(manual.walletId, 'expired');
      setManual({ ...manual, error: isApiError(error) && error.code === 'SIGNATURE_INVALID' ? 'invalid' : 'failed' });
      return;
    }
    setManual(undefined);
    if (wallet) toast.success(intl.formatMessage(walletValueMessages.verified, { label: wallet.metadata.ui.label }));
  };

  const manualWallet = manual ? wallets.data?.find((w) => w.id === manual.walletId) : undefined;

  return (
    <>
      <WalletManagement
        wallets={(wallets.data ?? []).map(walletView)}
        callerRole={workspace.role}
        canManage={can(workspace.role, 'manageWallets')}
        addHref={paths.addWallet}
        isLoading={wallets.isLoading}
        error={wallets.error && !wallets.data ? 'loadFailed' : actionError}
        walletInUse={walletInUse}
        verifyProblem={verifyProblem}
        failedWalletId={failedWalletId}
        onRetry={() => void wallets.mutate()}
        onDismissError={() => setActionError(undefined)}
        onEdit={edit}
        onVerify={onVerify}
        onDelete={onDelete}
        onSignManually={(walletId) => void signManually(walletId)}
      />
      {manualWallet ? (
        <WalletSignatureDialog
          isOpen={manual !== undefined}
          wallet={{
            label: manualWallet.metadata.ui.label,
            network: manualWallet.platform,
            address: manualWallet.addresses[0] ?? '',
          }}
          message={manual?.message}
          error={manual?.error}
          onSubmit={submitSignature}
          onCancel={() => setManual(undefined)}
        />
      ) : null}
      <PasswordConfirmDialog
        isOpen={isReauthOpen}
        description={intl.formatMessage(
          pending?.kind === 'save' ? walletValueMessages.reauthSave : walletValueMessages.reauthRemove,
          { label: pending?.label ?? '' },
        )}
        onConfirm={confirmWithPassword}
        onCancel={() => setReauthOpen(false)}
        error={reauthError}
      />
    </>
  );
}
