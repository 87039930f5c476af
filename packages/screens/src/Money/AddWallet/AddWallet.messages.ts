import type { AddressProblem, WalletErrorKey } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.AddWallet.heading', defaultMessage: 'Add a wallet' },
  description: {
    id: 'screens.Money.AddWallet.description',
    defaultMessage: 'Payment links pay out to this wallet. Meridian never holds your funds or your keys.',
  },
  progress: { id: 'screens.Money.AddWallet.progress', defaultMessage: 'Adding a wallet' },
  stepNetwork: { id: 'screens.Money.AddWallet.stepNetwork', defaultMessage: 'Network' },
  stepAddress: { id: 'screens.Money.AddWallet.stepAddress', defaultMessage: 'Address' },
  stepDetails: { id: 'screens.Money.AddWallet.stepDetails', defaultMessage: 'Details' },
  network: { id: 'screens.Money.AddWallet.network', defaultMessage: 'Which network is the wallet on?' },
  moonbeamHelp: {
    id: 'screens.Money.AddWallet.moonbeamHelp',
    defaultMessage: 'EVM wallets such as MetaMask or Rabby, or any wallet by QR code.',
  },
  polkadotHelp: {
    id: 'screens.Money.AddWallet.polkadotHelp',
    defaultMessage: 'Polkadot extension wallets such as Talisman or SubWallet.',
  },
  kusamaHelp: {
    id: 'screens.Money.AddWallet.kusamaHelp',
    defaultMessage: 'Kusama accounts from a Polkadot extension wallet.',
  },
  networkRequired: { id: 'screens.Money.AddWallet.networkRequired', defaultMessage: 'Choose a network.' },
  source: { id: 'screens.Money.AddWallet.source', defaultMessage: 'Where does the address come from?' },
  sourceWallet: { id: 'screens.Money.AddWallet.sourceWallet', defaultMessage: 'Connect a wallet' },
  sourceWalletHelp: {
    id: 'screens.Money.AddWallet.sourceWalletHelp',
    defaultMessage: 'Choose one of its accounts; you can prove it is yours by signing a message.',
  },
  sourceManual: { id: 'screens.Money.AddWallet.sourceManual', defaultMessage: 'Type the address' },
  sourceManualHelp: {
    id: 'screens.Money.AddWallet.sourceManualHelp',
    defaultMessage: 'Paste it from your wallet; it is checked before it is saved.',
  },
  connectWith: { id: 'screens.Money.AddWallet.connectWith', defaultMessage: 'Connect with' },
  connecting: { id: 'screens.Money.AddWallet.connecting', defaultMessage: 'Waiting for your wallet…' },
  account: { id: 'screens.Money.AddWallet.account', defaultMessage: 'Account' },
  accountRequired: { id: 'screens.Money.AddWallet.accountRequired', defaultMessage: 'Choose one of the accounts.' },
  noAccounts: {
    id: 'screens.Money.AddWallet.noAccounts',
    defaultMessage: 'The wallet shared no account. Unlock it and connect again, or type the address.',
  },
  address: { id: 'screens.Money.AddWallet.address', defaultMessage: 'Address' },
  addressRequired: { id: 'screens.Money.AddWallet.addressRequired', defaultMessage: 'Enter the wallet’s address.' },
  addressChecksum: {
    id: 'screens.Money.AddWallet.addressChecksum',
    defaultMessage: 'This address has a typing mistake: its checksum does not match. Copy it again from your wallet.',
  },
  continue: { id: 'screens.Money.AddWallet.continue', defaultMessage: 'Continue' },
  back: { id: 'screens.Money.AddWallet.back', defaultMessage: 'Back' },
  submit: { id: 'screens.Money.AddWallet.submit', defaultMessage: 'Add wallet' },
  cancel: { id: 'screens.Money.AddWallet.cancel', defaultMessage: 'Cancel' },
  exitTitle: { id: 'screens.Money.AddWallet.exitTitle', defaultMessage: 'Leave without adding the wallet?' },
  exitMessage: {
    id: 'screens.Money.AddWallet.exitMessage',
    defaultMessage: 'What you have chosen and typed so far will be lost.',
  },
  exitConfirm: { id: 'screens.Money.AddWallet.exitConfirm', defaultMessage: 'Leave' },
  createFailed: {
    id: 'screens.Money.AddWallet.createFailed',
    defaultMessage: 'Failed to create wallet, please try again later.',
  },
  signatureFailed: {
    id: 'screens.Money.AddWallet.signatureFailed',
    defaultMessage: 'Signature requested failed, please verify later',
  },
  signatureFailedHelp: {
    id: 'screens.Money.AddWallet.signatureFailedHelp',
    defaultMessage: 'The wallet was added, not verified yet. Sign again now, or verify it later from its card.',
  },
  signAgain: { id: 'screens.Money.AddWallet.signAgain', defaultMessage: 'Sign again' },
  verifyLater: { id: 'screens.Money.AddWallet.verifyLater', defaultMessage: 'Verify later' },
  errorsHeading: { id: 'screens.Money.AddWallet.errorsHeading', defaultMessage: 'What your wallet can answer' },
});

const problemMessages = defineMessages<{
  invalid: { network: string };
  wrongNetwork: { network: string };
  cannotReceive: { network: string };
}>({
  invalid: {
    id: 'screens.Money.AddWallet.addressInvalid',
    defaultMessage: 'This is not a {network} address. Check it and paste it again.',
  },
  wrongNetwork: {
    id: 'screens.Money.AddWallet.addressWrongNetwork',
    defaultMessage:
      'This address belongs to another network. Enter a {network} address, or go back and choose its network.',
  },
  cannotReceive: {
    id: 'screens.Money.AddWallet.addressCannotReceive',
    defaultMessage:
      'Payments sent to this address would be lost: it is a system or token contract address on {network}, not a wallet. Enter the address of a wallet you control.',
  },
});

/** The error of an address problem, naming the network chosen. */
export function useAddressProblemText() {
  const intl = useIntl();
  return (problem: AddressProblem | 'accountRequired', network: string) => {
    switch (problem) {
      case 'required':
        return intl.formatMessage(messages.addressRequired);
      case 'accountRequired':
        return intl.formatMessage(messages.accountRequired);
      case 'checksum':
        return intl.formatMessage(messages.addressChecksum);
      case 'invalid':
        return intl.formatMessage(problemMessages.invalid, { network });
      case 'wrong_network':
        return intl.formatMessage(problemMessages.wrongNetwork, { network });
      case 'cannot_receive':
        return intl.formatMessage(problemMessages.cannotReceive, { network });
    }
  };
}

/** What each wallet or provider error means, and what to do next. */
export const walletErrorMessages = defineMessages({
  userRejected: {
    id: 'screens.Money.AddWallet.walletError.userRejected',
    defaultMessage: 'You declined the request in your wallet. Try again and approve it when your wallet asks.',
  },
  unauthorized: {
    id: 'screens.Money.AddWallet.walletError.unauthorized',
    defaultMessage:
      'Your wallet has not allowed Meridian to use this account. Unlock it, allow the connection, then try again.',
  },
  unsupportedMethod: {
    id: 'screens.Money.AddWallet.walletError.unsupportedMethod',
    defaultMessage: 'Your wallet cannot handle this request. Update it or connect another wallet.',
  },
  disconnected: {
    id: 'screens.Money.AddWallet.walletError.disconnected',
    defaultMessage: 'Your wallet is disconnected. Unlock it or connect it again, then try again.',
  },
  chainDisconnected: {
    id: 'screens.Money.AddWallet.walletError.chainDisconnected',
    defaultMessage: 'Your wallet lost its connection to the network. Check the network in your wallet, then try again.',
  },
  switchChain: {
    id: 'screens.Money.AddWallet.walletError.switchChain',
    defaultMessage:
      'Your wallet could not switch to the network, nor add it. Add the network in your wallet, then try again.',
  },
  switchRejected: {
    id: 'screens.Money.AddWallet.walletError.switchRejected',
    defaultMessage:
      'The network switch was rejected. Connect again and accept the switch in your wallet, or type the address.',
  },
  walletCapability: {
    id: 'screens.Money.AddWallet.walletError.walletCapability',
    defaultMessage: 'Your wallet does not support this kind of request. Update it or connect another wallet.',
  },
  rpc: {
    id: 'screens.Money.AddWallet.walletError.rpc',
    defaultMessage: 'The network refused the request. Wait a moment, then try again.',
  },
  unknownRpc: {
    id: 'screens.Money.AddWallet.walletError.unknownRpc',
    defaultMessage: 'The network answered with an unknown error. Wait a moment, then try again.',
  },
  providerNotFound: {
    id: 'screens.Money.AddWallet.walletError.providerNotFound',
    defaultMessage:
      'No wallet was found in this browser. Install a wallet extension, connect one by QR code, or type the address.',
  },
  chainNotConfigured: {
    id: 'screens.Money.AddWallet.walletError.chainNotConfigured',
    defaultMessage: 'This network is not set up for wallet connections yet. Type the address instead.',
  },
  alreadyConnected: {
    id: 'screens.Money.AddWallet.walletError.alreadyConnected',
    defaultMessage: 'This wallet is already connected. Choose one of its accounts below.',
  },
  notConnected: {
    id: 'screens.Money.AddWallet.walletError.notConnected',
    defaultMessage: 'Your wallet is not connected. Connect it first, then try again.',
  },
  chainMismatch: {
    id: 'screens.Money.AddWallet.walletError.chainMismatch',
    defaultMessage:
      'Your wallet is on another network than the one chosen. Switch networks in your wallet, then try again.',
  },
  noTransportUrl: {
    id: 'screens.Money.AddWallet.walletError.noTransportUrl',
    defaultMessage: 'No URL was provided to the Transport, so the network cannot be reached. Type the address instead.',
  },
  projectIdMissing: {
    id: 'screens.Money.AddWallet.walletError.projectIdMissing',
    defaultMessage: 'Failed to initialize project id. Connect a browser wallet or type the address instead.',
  },
}) satisfies Record<WalletErrorKey, unknown>;

/** The text of a wallet or provider error, for the pages that meet one outside this flow (a verification). */
export function useWalletErrorText() {
  const intl = useIntl();
  return (key: WalletErrorKey) => intl.formatMessage(walletErrorMessages[key]);
}
