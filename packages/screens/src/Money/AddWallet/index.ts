export { AddWallet, type AddWalletProps, type WalletConnection, type WalletConnector } from './AddWallet';
export type { AddWalletStep, AddWalletValues, NewWallet } from './AddWallet.rules';
export { useWalletErrorText } from './AddWallet.messages';
