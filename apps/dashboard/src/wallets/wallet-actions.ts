/**
 * What the wallet pages decide around the API calls, kept apart from React so that it can be
 * tested alone: how a wallet is proven (challenge, signature, verification), what a refused
 * removal means, and how the screens' values become the API's request.
 */
import {
  NETWORK_ECOSYSTEM,
  type CreateWalletRequest,
  type UpdateWalletRequest,
  type Wallet,
  type WalletChallenge,
  type WalletErrorKey,
} from '@meridian/contract';
import { isApiError, type NewWallet as NewWalletRequest } from '@meridian/data';
import type { NewWallet, WalletEditValues, WalletView } from '@meridian/screens';

/** A signature from the wallet, or the key of what the wallet answered instead. */
export type SignResult = { ok: true; value: string } | { ok: false; error: WalletErrorKey };

export interface ProofSteps {
  /** PATCH /wallet/{id}/verify without a signature: the message to sign. */
  challenge: () => Promise<WalletChallenge>;
  /** Asks the wallet that holds the address to sign the message. */
  sign: (message: string) => Promise<SignResult>;
  /** PATCH /wallet/{id}/verify with the signature: the verified wallet. */
  verify: (signature: string) => Promise<Wallet>;
}

/** `walletError`: the wallet refused or failed (its key says why); without it the server did. */
export type ProofOutcome = { ok: true; wallet: Wallet } | { ok: false; walletError?: WalletErrorKey; cause?: unknown };

/** Proves a wallet: asks the challenge, has the wallet sign it, sends the signature. */
export async function proveWallet(steps: ProofSteps): Promise<ProofOutcome> {
  let challenge: WalletChallenge;
  try {
    challenge = await steps.challenge();
  } catch (cause) {
    return { ok: false, cause };
  }
  const signed = await steps.sign(challenge.message);
  if (!signed.ok) return { ok: false, walletError: signed.error };
  try {
    return { ok: true, wallet: await steps.verify(signed.value) };
  } catch (cause) {
    return { ok: false, cause };
  }
}

/** What a refused removal means for the page. */
export type RemovalFailure =
  { kind: 'inUse'; links: string[] } | { kind: 'reauthenticate' } | { kind: 'gone' } | { kind: 'failed' };

export function removalFailure(error: unknown): RemovalFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.code === 'WALLET_IN_USE') return { kind: 'inUse', links: error.links.map((link) => link.name) };
  if (error.code === 'REAUTHENTICATION_REQUIRED') return { kind: 'reauthenticate' };
  if (error.code === 'NOT_FOUND') return { kind: 'gone' };
  return { kind: 'failed' };
}

/** The add-wallet screen's wallet as POST /wallet takes it (without the workspace). */
export function createWalletRequest(wallet: NewWallet): NewWalletRequest {
  return {
    platform: wallet.network,
    ecosystem: NETWORK_ECOSYSTEM[wallet.network],
    addresses: [wallet.address],
    metadata: { ui: { label: wallet.label, colour: wallet.colour } },
  } satisfies Omit<CreateWalletRequest, 'companyId'>;
}

/**
 * The edit dialog's values as PATCH /wallet/{id} takes them: the name and colour always, the
 * address only when it is a new one (a new address is verified again and may need the password).
 */
export function walletUpdateRequest(current: WalletView, values: WalletEditValues): UpdateWalletRequest {
  return {
    metadata: { ui: { label: values.label, colour: values.colour } },
    ...(values.address !== current.address ? { address: values.address } : {}),
  };
}

/**
 * Whether leaving the add-wallet page for `to` asks first: something was chosen or typed, the
 * wallet is not created yet, the page is not already leaving, and the path changes.
 */
export function confirmsLeaving(input: { isDirty: boolean; isDone: boolean; from: string; to: string }): boolean {
  return input.isDirty && !input.isDone && input.from !== input.to;
}

/** A wallet of the API as the money screens show it. */
export function walletView(wallet: Wallet): WalletView {
  return {
    id: wallet.id,
    network: wallet.platform,
    address: wallet.addresses[0] ?? '',
    label: wallet.metadata.ui.label,
    colour: wallet.metadata.ui.colour,
    verified: wallet.verified,
    provenElsewhere: wallet.provenElsewhere ?? false,
  };
}
