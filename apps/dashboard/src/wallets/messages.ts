import { messagesIn } from '@meridian/ui';

/** Texts the wallet pages add around the screens: toasts, the password prompt, a connector's name. */
export const walletMessages = messagesIn('app.wallets', {
  browserWallet: 'Browser wallet',
});

export const walletValueMessages = messagesIn<{
  added: { label: string };
  addedVerified: { label: string };
  verified: { label: string };
  saved: { label: string };
  removed: { label: string };
  reauthRemove: { label: string };
  reauthSave: { label: string };
  polkadotExtension: { name: string };
}>('app.wallets', {
  added: '{label} added. Verify it when you can.',
  addedVerified: '{label} added and verified',
  verified: '{label} is verified',
  saved: '{label} saved',
  removed: '{label} removed',
  reauthRemove: 'Removing {label} needs your password, since you logged in a while ago.',
  polkadotExtension: '{name} (Polkadot and Kusama)',
  reauthSave: 'Changing the payout address of {label} needs your password, since you logged in a while ago.',
});
