// The build-time settings the dashboard reads (Vite replaces `import.meta.env.*`).
interface ImportMetaEnv {
  /** `development` under the development server, `production` in a build (Vite's own). */
  readonly MODE: string;
  /** Where the API is reached from the browser; `/api` (forwarded by the dashboard's server) by default. */
  readonly VITE_API_BASE_URL?: string;
  /** The support e-mail address the help center offers. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The live chat provider's page the help center opens; without it, the help center offers e-mail instead. */
  readonly VITE_SUPPORT_CHAT_URL?: string;
  /** The local test chain's JSON-RPC address (chain 1281); `http://127.0.0.1:8545` by default. */
  readonly VITE_CHAIN_RPC_1281?: string;
  /** Moonbeam's JSON-RPC address (chain 1284); its public endpoint by default. */
  readonly VITE_CHAIN_RPC_1284?: string;
  /** Moonbase Alpha's JSON-RPC address (chain 1287); its public endpoint by default. */
  readonly VITE_CHAIN_RPC_1287?: string;
  /** WalletConnect's project id (cloud.reown.com); without it the wallet pages offer no QR connection. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
  /**
   * End-to-end builds only: comma-separated accounts of the local chain that two test wallets
   * offer (one signs, one refuses). Empty in every other build, which then has no test wallet code.
   */
  readonly VITE_WALLET_MOCK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Style sheets imported for what they do (the fonts' faces): Vite bundles them, and they export nothing.
declare module '*.css';
