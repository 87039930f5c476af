import { defineMessages } from 'react-intl';

/** Texts the wallet pages add around the screens: toasts, the password prompt, a connector's name. */
export const walletMessages = defineMessages({
  browserWallet: { id: 'app.wallets.browserWallet', defaultMessage: 'Browser wallet' },
});

export const walletValueMessages = defineMessages<{
  added: { label: string };
  addedVerified: { label: string };
  verified: { label: string };
  saved: { label: string };
  removed: { label: string };
  reauthRemove: { label: string };
  reauthSave: { label: string };
  polkadotExtension: { name: string };
}>({
  added: { id: 'app.wallets.added', defaultMessage: '{label} added. Verify it when you can.' },
  addedVerified: { id: 'app.wallets.addedVerified', defaultMessage: '{label} added and verified' },
  verified: { id: 'app.wallets.verified', defaultMessage: '{label} is verified' },
  saved: { id: 'app.wallets.saved', defaultMessage: '{label} saved' },
  removed: { id: 'app.wallets.removed', defaultMessage: '{label} removed' },
  reauthRemove: {
    id: 'app.wallets.reauthRemove',
    defaultMessage: 'Removing {label} needs your password, since you logged in a while ago.',
  },
  polkadotExtension: { id: 'app.wallets.polkadotExtension', defaultMessage: '{name} (Polkadot and Kusama)' },
  reauthSave: {
    id: 'app.wallets.reauthSave',
    defaultMessage: 'Changing the payout address of {label} needs your password, since you logged in a while ago.',
  },
});
