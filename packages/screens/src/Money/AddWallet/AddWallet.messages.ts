import { messagesIn } from '@meridian/ui';
import type { AddressProblem, WalletErrorKey } from '@meridian/contract';
import { useIntl } from 'react-intl';

export const messages = messagesIn('screens.Money.AddWallet', {
  heading: 'Add a wallet',
  description: 'Payment links pay out to this wallet. Meridian never holds your funds or your keys.',
  progress: 'Adding a wallet',
  stepNetwork: 'Network',
  stepAddress: 'Address',
  stepDetails: 'Details',
  network: 'Which network is the wallet on?',
  moonbeamHelp: 'EVM wallets such as MetaMask or Rabby, or any wallet by QR code.',
  polkadotHelp: 'Polkadot extension wallets such as Talisman or SubWallet.',
  kusamaHelp: 'Kusama accounts from a Polkadot extension wallet.',
  networkRequired: 'Choose a network.',
  source: 'Where does the address come from?',
  sourceWallet: 'Connect a wallet',
  sourceWalletHelp: 'Choose one of its accounts; you can prove it is yours by signing a message.',
  sourceManual: 'Type the address',
  sourceManualHelp: 'Paste it from your wallet; it is checked before it is saved.',
  connectWith: 'Connect with',
  connecting: 'Waiting for your wallet…',
  account: 'Account',
  accountRequired: 'Choose one of the accounts.',
  noAccounts: 'The wallet shared no account. Unlock it and connect again, or type the address.',
  address: 'Address',
  addressRequired: 'Enter the wallet’s address.',
  addressChecksum: 'This address has a typing mistake: its checksum does not match. Copy it again from your wallet.',
  continue: 'Continue',
  back: 'Back',
  submit: 'Add wallet',
  cancel: 'Cancel',
  exitTitle: 'Leave without adding the wallet?',
  exitMessage: 'What you have chosen and typed so far will be lost.',
  exitConfirm: 'Leave',
  createFailed: 'Failed to create wallet, please try again later.',
  signatureFailed: 'Signature requested failed, please verify later',
  signatureFailedHelp: 'The wallet was added, not verified yet. Sign again now, or verify it later from its card.',
  signAgain: 'Sign again',
  verifyLater: 'Verify later',
  errorsHeading: 'What your wallet can answer',
});

const problemMessages = messagesIn<{
  invalid: { network: string };
  wrongNetwork: { network: string };
  cannotReceive: { network: string };
}>('screens.Money.AddWallet.address', {
  invalid: 'This is not a {network} address. Check it and paste it again.',
  wrongNetwork:
    'This address belongs to another network. Enter a {network} address, or go back and choose its network.',
  cannotReceive:
    'Payments sent to this address would be lost: it is a system or token contract address on {network}, not a wallet. Enter the address of a wallet you control.',
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
export const walletErrorMessages = messagesIn('screens.Money.AddWallet.walletError', {
  userRejected: 'You declined the request in your wallet. Try again and approve it when your wallet asks.',
  unauthorized:
    'Your wallet has not allowed Meridian to use this account. Unlock it, allow the connection, then try again.',
  unsupportedMethod: 'Your wallet cannot handle this request. Update it or connect another wallet.',
  disconnected: 'Your wallet is disconnected. Unlock it or connect it again, then try again.',
  chainDisconnected:
    'Your wallet lost its connection to the network. Check the network in your wallet, then try again.',
  switchChain:
    'Your wallet could not switch to the network, nor add it. Add the network in your wallet, then try again.',
  switchRejected:
    'The network switch was rejected. Connect again and accept the switch in your wallet, or type the address.',
  walletCapability: 'Your wallet does not support this kind of request. Update it or connect another wallet.',
  rpc: 'The network refused the request. Wait a moment, then try again.',
  unknownRpc: 'The network answered with an unknown error. Wait a moment, then try again.',
  providerNotFound:
    'No wallet was found in this browser. Install a wallet extension, connect one by QR code, or type the address.',
  chainNotConfigured: 'This network is not set up for wallet connections yet. Type the address instead.',
  alreadyConnected: 'This wallet is already connected. Choose one of its accounts below.',
  notConnected: 'Your wallet is not connected. Connect it first, then try again.',
  chainMismatch:
    'Your wallet is on another network than the one chosen. Switch networks in your wallet, then try again.',
  noTransportUrl: 'No URL was provided to the Transport, so the network cannot be reached. Type the address instead.',
  projectIdMissing: 'Failed to initialize project id. Connect a browser wallet or type the address instead.',
}) satisfies Record<WalletErrorKey, unknown>;

/** The text of a wallet or provider error, for the pages that meet one outside this flow (a verification). */
export function useWalletErrorText() {
  const intl = useIntl();
  return (key: WalletErrorKey) => intl.formatMessage(walletErrorMessages[key]);
}
