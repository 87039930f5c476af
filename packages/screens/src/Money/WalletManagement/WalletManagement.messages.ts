import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.WalletManagement.heading', defaultMessage: 'Wallets' },
  description: {
    id: 'screens.Money.WalletManagement.description',
    defaultMessage: 'The wallets your payment links pay out to, by network.',
  },
  readOnly: {
    id: 'screens.Money.WalletManagement.readOnly',
    defaultMessage: 'Only owners and admins can add, edit or remove wallets.',
  },
  add: { id: 'screens.Money.WalletManagement.add', defaultMessage: 'Add a wallet' },
  emptyTitle: { id: 'screens.Money.WalletManagement.emptyTitle', defaultMessage: 'No wallets yet' },
  emptyDescription: {
    id: 'screens.Money.WalletManagement.emptyDescription',
    defaultMessage: 'Add a wallet on Moonbeam, Polkadot or Kusama to receive the payments of your links.',
  },
  verified: { id: 'screens.Money.WalletManagement.verified', defaultMessage: 'Verified' },
  notVerified: { id: 'screens.Money.WalletManagement.notVerified', defaultMessage: 'Not verified' },
  provenElsewhere: {
    id: 'screens.Money.WalletManagement.provenElsewhere',
    defaultMessage:
      'Another workspace has already proven it holds this address. Transfers to it that match none of your checkouts will not reach your unmatched payments.',
  },
  verify: { id: 'screens.Money.WalletManagement.verify', defaultMessage: 'Verify' },
  edit: { id: 'screens.Money.WalletManagement.edit', defaultMessage: 'Edit' },
  delete: { id: 'screens.Money.WalletManagement.delete', defaultMessage: 'Delete' },
  deleteConfirm: { id: 'screens.Money.WalletManagement.deleteConfirm', defaultMessage: 'Delete wallet' },
  editTitle: { id: 'screens.Money.WalletManagement.editTitle', defaultMessage: 'Edit wallet' },
  save: { id: 'screens.Money.WalletManagement.save', defaultMessage: 'Save' },
  payoutAddressHelp: {
    id: 'screens.Money.WalletManagement.payoutAddressHelp',
    defaultMessage: 'A new address must be verified again, and the workspace’s owners are told by email.',
  },
  loading: { id: 'screens.Money.WalletManagement.loading', defaultMessage: 'Loading wallets' },
  loadFailed: {
    id: 'screens.Money.WalletManagement.loadFailed',
    defaultMessage: 'We could not load the wallets. Please try again.',
  },
  deleteFailed: {
    id: 'screens.Money.WalletManagement.deleteFailed',
    defaultMessage: 'We could not delete the wallet. Please try again.',
  },
  verifyFailed: {
    id: 'screens.Money.WalletManagement.verifyFailed',
    defaultMessage: 'Signature requested failed, please verify later',
  },
  noSigner: {
    id: 'screens.Money.WalletManagement.noSigner',
    defaultMessage: 'No wallet in this browser could sign',
  },
  noSignerHelp: {
    id: 'screens.Money.WalletManagement.noSignerHelp',
    defaultMessage:
      'Verifying signs a short message with the account that holds the address. This browser has no extension with that account (MetaMask for Moonbeam; Polkadot.js, Talisman or SubWallet for Polkadot and Kusama). Install it and try again, or sign the message in your wallet app and paste the signature: that works with any wallet.',
  },
  signManually: { id: 'screens.Money.WalletManagement.signManually', defaultMessage: 'Sign in wallet app' },
  editFailed: {
    id: 'screens.Money.WalletManagement.editFailed',
    defaultMessage: 'We could not save the wallet. Please try again.',
  },
});

export const valueMessages = defineMessages<{
  actionsFor: { label: string };
  copyAddress: { label: string };
  deleteTitle: { label: string };
  deleteMessage: { label: string };
  payoutAddress: { network: string };
  addressWrongNetwork: { network: string };
  walletInUse: { label: string; count: number; links: string };
}>({
  actionsFor: { id: 'screens.Money.WalletManagement.actionsFor', defaultMessage: 'Actions for {label}' },
  copyAddress: { id: 'screens.Money.WalletManagement.copyAddress', defaultMessage: 'Copy the address of {label}' },
  deleteTitle: { id: 'screens.Money.WalletManagement.deleteTitle', defaultMessage: 'Delete {label}?' },
  deleteMessage: {
    id: 'screens.Money.WalletManagement.deleteMessage',
    defaultMessage:
      'Payment links can no longer pay out to {label}. The wallet itself and its funds stay yours, untouched.',
  },
  payoutAddress: { id: 'screens.Money.WalletManagement.payoutAddress', defaultMessage: 'Payout address on {network}' },
  addressWrongNetwork: {
    id: 'screens.Money.WalletManagement.addressWrongNetwork',
    defaultMessage:
      'This address belongs to another network. A wallet’s network does not change: enter a {network} address.',
  },
  walletInUse: {
    id: 'screens.Money.WalletManagement.walletInUse',
    defaultMessage:
      '{label} was not deleted: {count, plural, one {the payment link {links} pays} other {the payment links {links} pay}} out to it. Choose another payout wallet for {count, plural, one {it} other {them}} or archive {count, plural, one {it} other {them}}, then delete the wallet.',
  },
});
