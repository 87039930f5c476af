/**
 * React bindings of the wallet connection: `WalletProvider` gives a page wagmi's context (and the
 * TanStack Query client wagmi needs, used for nothing else), `useWalletState` the connection's
 * state and `useWalletActions` the actions bound to the page's configuration.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Address } from 'viem';
import { WagmiContext } from 'wagmi';
import {
  connectWallet,
  disconnectWallet,
  sendPayment,
  signProofMessage,
  switchWalletChain,
  type PaymentRequest,
} from './actions';
import { resumeConnection, type WalletSetup } from './config';
import { walletState, type WalletState } from './state';

const SetupContext = createContext<WalletSetup | null>(null);

export interface WalletProviderProps {
  setup: WalletSetup;
  children: ReactNode;
}

/**
 * wagmi's own `WagmiProvider` resumes the last connection while it renders, on every render: the
 * state it sets then updates the page in the middle of another component's render (React's
 * "Cannot update a component while rendering a different component"). This provider gives the
 * same context and resumes the connection once, after it mounts (`resumeConnection`).
 */
export function WalletProvider({ setup, children }: WalletProviderProps) {
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => {
    void resumeConnection(setup.config);
  }, [setup.config]);
  return (
    <SetupContext.Provider value={setup}>
      <WagmiContext.Provider value={setup.config}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </WagmiContext.Provider>
    </SetupContext.Provider>
  );
}

export function useWalletSetup(): WalletSetup {
  const setup = useContext(SetupContext);
  if (!setup) throw new Error('useWalletSetup needs a WalletProvider above it');
  return setup;
}

/** The connection's state, and whether WalletConnect is missing its project id. */
export function useWalletState(): WalletState & { projectIdMissing: boolean } {
  const { config, projectIdMissing } = useWalletSetup();
  const state = useSyncExternalStore(
    (onChange) => config.subscribe((current) => current, onChange),
    () => config.state,
    () => config.state,
  );
  return useMemo(() => ({ ...walletState(state), projectIdMissing }), [state, projectIdMissing]);
}

export function useWalletActions() {
  const { config } = useWalletSetup();
  return useMemo(
    () => ({
      connect: (connectorId: string, chainId?: number) => connectWallet(config, connectorId, chainId),
      disconnect: () => disconnectWallet(config),
      switchChain: (chainId: number) => switchWalletChain(config, chainId),
      signMessage: (message: string, account?: Address) => signProofMessage(config, message, account),
      sendPayment: (payment: PaymentRequest) => sendPayment(config, payment),
      connectors: config.connectors.map((connector) => ({
        id: connector.id,
        name: connector.name,
        type: connector.type,
      })),
    }),
    [config],
  );
}
