// @meridian/data/wallet: the wallet connection (wagmi, viem and the wallet SDKs). A separate
// entry, never re-exported from @meridian/data, so that only the pages that connect a wallet
// load these libraries.
export {
  createWalletConfig,
  CONNECTOR_IDS,
  resumeConnection,
  type WalletConfigOptions,
  type WalletSetup,
} from './config';
export {
  DEFAULT_RPC_URLS,
  WALLET_RPC,
  walletChains,
  walletTransport,
  type WalletChainId,
  type WalletRpcUrls,
} from './chains';
export { walletErrorKey, type WalletErrorContext } from './errors';
export {
  connectWallet,
  disconnectWallet,
  sendPayment,
  signProofMessage,
  switchWalletChain,
  type PaymentRequest,
  type WalletResult,
} from './actions';
export {
  readWalletState,
  walletState,
  watchWalletState,
  type WalletConnectionView,
  type WalletState,
  type WalletStatus,
} from './state';
export { useWalletActions, useWalletSetup, useWalletState, WalletProvider, type WalletProviderProps } from './hooks';
export { polkadotAccounts, polkadotExtensionNames, signWithPolkadot, type PolkadotAccount } from './polkadot';
export { TEST_WALLET_IDS, testWalletConnectors } from './test-wallets';
