import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.WalletSignatureDialog', {
  title: 'Sign in your wallet app',
  message: 'Message to sign',
  copyMessage: 'Copy the message',
  loading: 'Preparing the message…',
  signature: 'Signature',
  signatureHelp: 'Paste what your wallet app gives after signing: it starts with 0x.',
  cancel: 'Cancel',
  verify: 'Verify wallet',
});

export const valueMessages = messagesIn<{
  evmSteps: { address: string };
  substrateSteps: { address: string };
}>('screens.Money.WalletSignatureDialog', {
  evmSteps:
    'Open the wallet that holds {address}, choose its “Sign message” feature (MetaMask, Rabby, Ledger Live and most wallets have one), paste the message below exactly as it is, sign, and paste the signature here. Signing costs nothing and moves no funds.',
  substrateSteps:
    'Open the wallet that holds {address}, choose its “Sign message” feature (Polkadot.js, Talisman, SubWallet and Nova have one), paste the message below exactly as it is, sign, and paste the signature here. Signing costs nothing and moves no funds.',
});

export const errorMessages = messagesIn('screens.Money.WalletSignatureDialog', {
  required: 'Paste the signature your wallet app gave.',
  format: 'A signature is 0x followed by letters a to f and digits. Copy it again from your wallet app.',
  invalid:
    'This signature is not of this message by this address. Sign the message above, exactly as shown, with the account that holds the address.',
  expired: 'The message expired before it was signed. Here is a new one: sign it and paste the new signature.',
  failed: 'We could not check the signature. Please try again.',
});
