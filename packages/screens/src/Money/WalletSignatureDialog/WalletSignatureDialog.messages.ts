import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'screens.Money.WalletSignatureDialog.title', defaultMessage: 'Sign in your wallet app' },
  message: { id: 'screens.Money.WalletSignatureDialog.message', defaultMessage: 'Message to sign' },
  copyMessage: { id: 'screens.Money.WalletSignatureDialog.copyMessage', defaultMessage: 'Copy the message' },
  loading: { id: 'screens.Money.WalletSignatureDialog.loading', defaultMessage: 'Preparing the message…' },
  signature: { id: 'screens.Money.WalletSignatureDialog.signature', defaultMessage: 'Signature' },
  signatureHelp: {
    id: 'screens.Money.WalletSignatureDialog.signatureHelp',
    defaultMessage: 'Paste what your wallet app gives after signing: it starts with 0x.',
  },
  cancel: { id: 'screens.Money.WalletSignatureDialog.cancel', defaultMessage: 'Cancel' },
  verify: { id: 'screens.Money.WalletSignatureDialog.verify', defaultMessage: 'Verify wallet' },
});

export const valueMessages = defineMessages<{
  evmSteps: { address: string };
  substrateSteps: { address: string };
}>({
  evmSteps: {
    id: 'screens.Money.WalletSignatureDialog.evmSteps',
    defaultMessage:
      'Open the wallet that holds {address}, choose its “Sign message” feature (MetaMask, Rabby, Ledger Live and most wallets have one), paste the message below exactly as it is, sign, and paste the signature here. Signing costs nothing and moves no funds.',
  },
  substrateSteps: {
    id: 'screens.Money.WalletSignatureDialog.substrateSteps',
    defaultMessage:
      'Open the wallet that holds {address}, choose its “Sign message” feature (Polkadot.js, Talisman, SubWallet and Nova have one), paste the message below exactly as it is, sign, and paste the signature here. Signing costs nothing and moves no funds.',
  },
});

export const errorMessages = defineMessages({
  required: {
    id: 'screens.Money.WalletSignatureDialog.required',
    defaultMessage: 'Paste the signature your wallet app gave.',
  },
  format: {
    id: 'screens.Money.WalletSignatureDialog.format',
    defaultMessage: 'A signature is 0x followed by letters a to f and digits. Copy it again from your wallet app.',
  },
  invalid: {
    id: 'screens.Money.WalletSignatureDialog.invalid',
    defaultMessage:
      'This signature is not of this message by this address. Sign the message above, exactly as shown, with the account that holds the address.',
  },
  expired: {
    id: 'screens.Money.WalletSignatureDialog.expired',
    defaultMessage: 'The message expired before it was signed. Here is a new one: sign it and paste the new signature.',
  },
  failed: {
    id: 'screens.Money.WalletSignatureDialog.failed',
    defaultMessage: 'We could not check the signature. Please try again.',
  },
});
