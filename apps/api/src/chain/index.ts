export {
  loadChainConfig,
  localChainEnv,
  parseTokenList,
  PUBLIC_RPC_URLS,
  type ChainConfig,
  type ChainSettings,
  type ChainToken,
} from './chains';
export {
  LOCAL_ACCOUNT_BALANCE,
  LOCAL_ACCOUNT_COUNT,
  LOCAL_CHAIN_ID,
  LOCAL_CHAIN_MNEMONIC,
  LOCAL_TOKEN_BALANCE,
  LOCAL_TOKENS,
  localAccounts,
  localViemChain,
  TEST_TOKEN_ARTIFACT_ABI,
  startLocalChain,
  TEST_TOKEN_ABI,
  type LocalAccount,
  type LocalChain,
  type LocalChainOptions,
  type LocalToken,
} from './local-chain';
export { localAccountAddress, payOnLocalChain, type PaymentRequest, type SentPayment } from './local-payer';
export {
  createChainClient,
  parseRetryAfter,
  retryDelay,
  RPC_POLICY,
  rpcTransport,
  viemChain,
  type RpcPolicy,
} from './rpc';
