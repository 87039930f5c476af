import { can, type Wallet, type WalletErrorKey } from '@meridian/contract';
import { useCreateWallet, useVerifyWallet, useWalletChallenge } from '@meridian/data';
import {
  polkadotAccounts,
  polkadotExtensionNames,
  useWalletActions,
  useWalletState,
  WalletProvider,
} from '@meridian/data/wallet';
import { AddWallet, type NewWallet, type WalletConnection } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker, useNavigate } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { walletMessages, walletValueMessages } from '../wallets/messages';
import { confirmsLeaving, createWalletRequest, proveWallet } from '../wallets/wallet-actions';
import { substrateSource, walletConnectors } from '../wallets/wallet-connectors';
import { WALLET_APP_NAME } from '../wallets/wallet-env';
import { connectChainId, walletSetup } from '../wallets/wallet-setup';
import { signWithWallet } from '../wallets/wallet-signer';
import { workspaceMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /wallet-management/add: the add-wallet flow (network, address, name and colour). The address
 * comes from a connected wallet (an EVM wallet through wagmi, or a Polkadot extension) or is
 * typed. Once created, a wallet whose address the connected wallet holds is asked to sign the
 * proof message at once; one typed by hand is verified later from the list. Only owners and
 * admins may add wallets: anyone else is told so and taken back to the list. Leaving mid-way,
 * by Cancel, a link elsewhere or the browser's back button, asks first (the screen's exit
 * confirmation; `useBlocker` holds the navigation until the answer).
 *
 * This page loads the wallet libraries (wagmi, viem, the connectors) with its code.
 */
export default function AddWalletRoute() {
  usePageTitle(pageNames.addWallet);
  const { workspace } = useWorkspaceContext();
  const allowed = can(workspace.role, 'manageWallets');
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    toast.info(intl.formatMessage(workspaceMessages.notAllowed));
    void navigate(paths.wallets, { replace: true });
  }, [allowed, intl, navigate, toast]);

  if (!allowed) return null;
  return (
    <WalletProvider setup={walletSetup()}>
      {/* A new workspace starts a new flow. */}
      <AddWalletFlow key={workspace.id} />
    </WalletProvider>
  );
}

/** The Polkadot extension's accounts once it let Meridian in; null while an EVM wallet is used. */
type SubstrateConnection = { status: 'connecting' | 'connected'; accounts: string[] } | null;

function AddWalletFlow() {
  const { workspace } = useWorkspaceContext();
  const companyId = workspace.id;
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const state = useWalletState();
  const actions = useWalletActions();
  const create = useCreateWallet(companyId);
  const challenge = useWalletChallenge(companyId);
  const verify = useVerifyWallet(companyId);
  const [substrate, setSubstrate] = useState<SubstrateConnection>(null);
  const [walletError, setWalletError] = useState<WalletErrorKey>();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'signing'>('idle');
  const [error, setError] = useState<'createFailed' | 'signatureFailed'>();
  const [created, setCreated] = useState<Wallet>();
  const [isDirty, setDirty] = useState(false);
  // Set when the page itself leaves (done, or leaving confirmed): that navigation is not held.
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    confirmsLeaving({
      isDirty,
      isDone: created !== undefined || leaving.current,
      from: currentLocation.pathname,
      to: nextLocation.pathname,
    }),
  );

  const leave = () => {
    leaving.current = true;
    void navigate(paths.wallets);
  };

  const evmAccounts = state.connector
    ? ([...state.connections.values()].find((c) => c.connectorId === state.connector?.id)?.accounts ?? [])
    : [];
  const connection: WalletConnection = substrate ?? {
    status: state.status,
    accounts: state.status === 'connected' ? [...evmAccounts] : [],
  };

  const connectors = walletConnectors(
    actions.connectors,
    polkadotExtensionNames(),
    {
      browserWallet: intl.formatMessage(walletMessages.browserWallet),
      polkadotExtension: (name) => intl.formatMessage(walletValueMessages.polkadotExtension, { name }),
    },
    { projectIdMissing: state.projectIdMissing },
  );

  const connect = async (connectorId: string) => {
    setWalletError(undefined);
    const source = substrateSource(connectorId);
    if (source !== null) {
      setSubstrate({ status: 'connecting', accounts: [] });
      const accounts = await polkadotAccounts(WALLET_APP_NAME, { source });
      if (!accounts.ok) {
        setSubstrate(null);
        setWalletError(accounts.error);
        return;
      }
      setSubstrate({ status: 'connected', accounts: accounts.value.map((account) => account.address) });
      return;
    }
    setSubstrate(null);
    if (state.status === 'connected') await actions.disconnect();
    const connected = await actions.connect(connectorId, connectChainId(connectorId));
    if (!connected.ok) setWalletError(connected.error);
  };

  /** Asks the wallet that holds the new wallet's address to sign its proof; true once verified. */
  const prove = async (wallet: Wallet) => {
    setWalletError(undefined);
    setStatus('signing');
    const outcome = await proveWallet({
      challenge: () => challenge.trigger(wallet.id),
      sign: (message) => signWithWallet({ network: wallet.platform, address: wallet.addresses[0] ?? '' }, message),
      verify: (signature) => verify.trigger({ walletId: wallet.id, signature }),
    });
    setStatus('idle');
    if (outcome.ok) {
      toast.success(intl.formatMessage(walletValueMessages.addedVerified, { label: wallet.metadata.ui.label }));
      leave();
      return;
    }
    // What the wallet answered is said in the page's warning (once: no toast as well).
    setError('signatureFailed');
    if (outcome.walletError) setWalletError(outcome.walletError);
  };

  const submit = async (wallet: NewWallet) => {
    setError(undefined);
    setStatus('submitting');
    let saved: Wallet;
    try {
      saved = await create.trigger(createWalletRequest(wallet));
    } catch {
      setStatus('idle');
      setError('createFailed');
      return;
    }
    setCreated(saved);
    // The connected wallet holds the address: it proves it now; an address typed by hand waits.
    if (connection.status === 'connected' && connection.accounts.includes(wallet.address)) {
      await prove(saved);
      return;
    }
    setStatus('idle');
    toast.success(intl.formatMessage(walletValueMessages.added, { label: saved.metadata.ui.label }));
    leave();
  };

  return (
    <AddWallet
      // Payment links pay to Moonbeam wallets: the network a payout wallet is on unless changed.
      suggestedNetwork="moonbeam"
      connection={connection}
      connectors={connectors}
      onConnect={connect}
      walletError={walletError}
      onSubmit={submit}
      status={status}
      error={error}
      onSign={() => (created ? prove(created) : undefined)}
      doneHref={paths.wallets}
      onDirtyChange={setDirty}
      isLeaving={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onExit={() => (blocker.state === 'blocked' ? blocker.proceed() : leave())}
    />
  );
}
