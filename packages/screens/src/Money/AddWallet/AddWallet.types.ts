import type { WalletErrorKey } from '@meridian/contract';
import type { ActionResult } from '../../common/usePendingAction';
import type { AddWalletStep, AddWalletValues, NewWallet } from './AddWallet.rules';
import type { WalletConnection, WalletConnector } from './AddWalletAddress';

export interface AddWalletProps {
  /** Where the flow starts (stories and deep links); default the network step. */
  initialStep?: AddWalletStep;
  defaultValues?: Partial<AddWalletValues>;
  /** The network chosen at first, as a suggestion: left as it is, leaving asks nothing. */
  suggestedNetwork?: AddWalletValues['network'];
  /** The wallet library's connection: its status and the accounts it shares. */
  connection: WalletConnection;
  /** The ways to connect a wallet offered on this page. */
  connectors: WalletConnector[];
  /** Connects with one of `connectors`; a returned promise keeps its button busy. */
  onConnect: (connectorId: string) => ActionResult;
  /**
   * The last wallet or provider error, as a key (switch rejected, signature refused...): said on
   * the address step, or with `signatureFailed` in its warning.
   */
  walletError?: WalletErrorKey;
  /** Creates the wallet (then the caller asks it to sign the proof message). */
  onSubmit: (wallet: NewWallet) => ActionResult;
  /** `submitting` while the wallet is created, `signing` while the signature is awaited. */
  status?: 'idle' | 'submitting' | 'signing';
  /** `createFailed`: nothing was saved. `signatureFailed`: saved, not verified. */
  error?: 'createFailed' | 'signatureFailed';
  /** Asks the new wallet to sign the proof message again. */
  onSign: () => ActionResult;
  /** Where the flow leads once left, or once done (the wallets page). */
  doneHref: string;
  /** Leaves the flow (after a confirmation when something was chosen or typed). */
  onExit: () => void;
  /**
   * Told whether anything was chosen or typed, at first and on every change: leaving the page
   * another way (a link elsewhere, the browser's back button) should then ask first.
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /**
   * A navigation away waits for an answer: shows the exit confirmation. Leaving calls `onExit`,
   * staying calls `onStay`.
   */
  isLeaving?: boolean;
  /** The person chose to stay after `isLeaving`. */
  onStay?: () => void;
}
