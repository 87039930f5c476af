import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';
import { OkResponse } from './auth';
import {
  CreateWalletRequest,
  DeleteWalletRequest,
  UpdateWalletRequest,
  VerifyWalletRequest,
  VerifyWalletResponse,
  Wallet,
  WalletListQuery,
  WalletListResponse,
} from './wallets';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const walletPaths = {
  wallets: '/wallet',
  wallet: '/wallet/:id',
  verifyWallet: '/wallet/:id/verify',
} as const;

/** A workspace's payout wallets: everyone reads; owners and admins add, edit, verify and remove. */
export const walletRoutes = {
  listWallets: route({
    method: 'GET',
    path: walletPaths.wallets,
    summary: "A workspace's wallets, oldest first",
    ...inWorkspace('view', { query: 'companyId' }),
    query: WalletListQuery,
    status: 200,
    response: WalletListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  createWallet: route({
    method: 'POST',
    path: walletPaths.wallets,
    summary:
      "Add a wallet: its address is checked for the network and stored normalised; an address the workspace already has is refused (422, 'already_added')",
    ...inWorkspace('manageWallets', { body: 'companyId' }),
    request: CreateWalletRequest,
    status: 201,
    response: Wallet,
    errors: workspaceErrors,
  }),
  updateWallet: route({
    method: 'PATCH',
    path: walletPaths.wallet,
    summary:
      'Change a wallet’s label, colour or payout address; a new address must be verified again, asks for the password after 15 minutes and is mailed to every owner',
    ...inWorkspace('manageWallets', { path: 'id', owner: 'wallet' }),
    request: UpdateWalletRequest,
    status: 200,
    response: Wallet,
    errors: [...workspaceErrors, 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
  }),
  deleteWallet: route({
    method: 'DELETE',
    path: walletPaths.wallet,
    summary:
      'Remove a wallet; refused while active or disabled links pay to it (the answer names them); one that links paid to asks for the password after 15 minutes and is mailed to every owner',
    ...inWorkspace('manageWallets', { body: 'companyId' }, { path: 'id', owner: 'wallet' }),
    request: DeleteWalletRequest,
    status: 200,
    response: OkResponse,
    errors: [...workspaceErrors, 'WALLET_IN_USE', 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
  }),
  verifyWallet: route({
    method: 'PATCH',
    path: walletPaths.verifyWallet,
    summary:
      'Prove the workspace controls the wallet: without a signature, a challenge to sign (single use, 10 minutes); with the signature of the last challenge, the wallet becomes verified',
    ...inWorkspace('manageWallets', { path: 'id', owner: 'wallet' }),
    request: VerifyWalletRequest,
    status: 200,
    response: VerifyWalletResponse,
    errors: [...workspaceErrors, 'CHALLENGE_EXPIRED', 'SIGNATURE_INVALID'],
  }),
} as const;
