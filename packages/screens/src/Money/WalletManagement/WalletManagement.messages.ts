import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.WalletManagement', {
  heading: 'Wallets',
  description: 'The wallets your payment links pay out to, by network.',
  readOnly: 'Only owners and admins can add, edit or remove wallets.',
  add: 'Add a wallet',
  emptyTitle: 'No wallets yet',
  emptyDescription: 'Add a wallet on Moonbeam, Polkadot or Kusama to receive the payments of your links.',
  verified: 'Verified',
  notVerified: 'Not verified',
  provenElsewhere:
    'Another workspace has already proven it holds this address. Transfers to it that match none of your checkouts will not reach your unmatched payments.',
  verify: 'Verify',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete wallet',
  editTitle: 'Edit wallet',
  save: 'Save',
  payoutAddressHelp: 'A new address must be verified again, and the workspace’s owners are told by email.',
  loading: 'Loading wallets',
  loadFailed: 'We could not load the wallets. Please try again.',
  deleteFailed: 'We could not delete the wallet. Please try again.',
  verifyFailed: 'Signature requested failed, please verify later',
  noSigner: 'No wallet in this browser could sign',
  noSignerHelp:
    'Verifying signs a short message with the account that holds the address. This browser has no extension with that account (MetaMask for Moonbeam; Polkadot.js, Talisman or SubWallet for Polkadot and Kusama). Install it and try again, or sign the message in your wallet app and paste the signature: that works with any wallet.',
  signManually: 'Sign in wallet app',
  editFailed: 'We could not save the wallet. Please try again.',
});

export const valueMessages = messagesIn<{
  actionsFor: { label: string };
  copyAddress: { label: string };
  deleteTitle: { label: string };
  deleteMessage: { label: string };
  payoutAddress: { network: string };
  addressWrongNetwork: { network: string };
  walletInUse: { label: string; count: number; links: string };
}>('screens.Money.WalletManagement', {
  actionsFor: 'Actions for {label}',
  copyAddress: 'Copy the address of {label}',
  deleteTitle: 'Delete {label}?',
  deleteMessage:
    'Payment links can no longer pay out to {label}. The wallet itself and its funds stay yours, untouched.',
  payoutAddress: 'Payout address on {network}',
  addressWrongNetwork:
    'This address belongs to another network. A wallet’s network does not change: enter a {network} address.',
  walletInUse:
    '{label} was not deleted: {count, plural, one {the payment link {links} pays} other {the payment links {links} pay}} out to it. Choose another payout wallet for {count, plural, one {it} other {them}} or archive {count, plural, one {it} other {them}}, then delete the wallet.',
});
