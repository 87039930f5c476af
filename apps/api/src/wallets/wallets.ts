import { randomBytes, randomUUID } from 'node:crypto';
import {
  addressProblemMessage,
  checkWalletAddress,
  NETWORK_NAMES,
  WALLET_CHALLENGE_LIFETIME_MS,
  walletProofMessage,
  type CreateWalletRequest,
  type DeleteWalletRequest,
  type UpdateWalletRequest,
  type VerifyWalletRequest,
  type VerifyWalletResponse,
  type Wallet,
  type WalletListResponse,
} from '@meridian/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { confirmRecentLogin } from '../accounts/reauthentication';
import type { AuthenticatedSession, SignedInCaller } from '../accounts/sessions';
import { isUniqueViolation, storedLanguage } from '../accounts/users';
import type { AppContext } from '../context';
import { isPublicDevAccount, PUBLIC_DEV_ACCOUNT_MESSAGE } from '../chain/public-accounts';
import type { Database, Db, NamedStatement } from '../db/database';
import { companies, memberships, paymentLinks, users, walletChallenges, wallets, type WalletRow } from '../db/schema';
import { recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import type { WorkspaceAccess } from '../workspaces/access';
import { displayName } from '../workspaces/views';
import { signatureMatches } from './signatures';

/** A wallet's columns its API object shows, as the table's row or the list's read names them. */
type WalletColumns = Pick<
  WalletRow,
  | 'id'
  | 'companyId'
  | 'network'
  | 'ecosystem'
  | 'address'
  | 'label'
  | 'colour'
  | 'verifiedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** A wallet as the API answers it: the one mapper of a `wallets` row. */
export function toWallet(row: WalletColumns): Wallet {
  return {
    id: row.id,
    companyId: row.companyId,
    platform: row.network,
    ecosystem: row.ecosystem,
    addresses: [row.address],
    metadata: { ui: { label: row.label, colour: row.colour } },
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const WALLETS_OF_COMPANY: NamedStatement = {
  name: 'wallets_of_company',
  text: `SELECT w.id, w.company_id AS "companyId", w.network, w.ecosystem, w.address, w.label, w.colour,
      w.verified_at AS "verifiedAt", w.created_at AS "createdAt", w.updated_at AS "updatedAt",
      (w.network = 'moonbeam' AND EXISTS (SELECT 1 FROM wallets o
        WHERE o.address = w.address AND o.company_id <> w.company_id AND o.network = 'moonbeam'
          AND o.verified_at IS NOT NULL)) AS "provenElsewhere"
    FROM wallets w WHERE w.company_id = $1 ORDER BY w.created_at, w.id`,
};

type WalletListRow = WalletColumns & { provenElsewhere: boolean };

/** A workspace's wallets, oldest first (raw SQL: read on every wallet and link page). */
export async function listWallets(database: Pick<Database, 'query'>, companyId: string): Promise<WalletListResponse> {
  const rows = await database.query<WalletListRow>(WALLETS_OF_COMPANY, [companyId]);
  return {
    wallets: rows.map((row) => ({ ...toWallet(row), provenElsewhere: row.provenElsewhere })),
  };
}

/** The token contracts offered on every chain: a payout address is never one of them. */
export function tokenContracts(app: Pick<AppContext, 'config'>): string[] {
  return Object.values(app.config.chains).flatMap((chain) =>
    chain.tokens.flatMap((token) => (token.address === null ? [] : [token.address])),
  );
}

/**
 * Production refuses an account of the development mnemonic as a wallet at all: its private key
 * is public. Elsewhere it may be added (the local chain pays with them), for test links only.
 */
function refusePublicAccount(app: AppContext, address: string, field: string): void {
  if (app.config.nodeEnv !== 'production' || !isPublicDevAccount(address)) return;
  const message = PUBLIC_DEV_ACCOUNT_MESSAGE;
  throw new ApiError('VALIDATION_FAILED', { message, details: [{ field, code: 'not_allowed', message }] });
}

/** The field error of an address the workspace already has (422, like any other field error). */
function alreadyAdded(field: string): ApiError {
  const message = 'The workspace already has a wallet with this address';
  return new ApiError('VALIDATION_FAILED', { message, details: [{ field, code: 'already_added', message }] });
}

async function addressTaken(db: Db, companyId: string, address: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.companyId, companyId), eq(wallets.address, address)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

/** Adds a wallet; its address checked for the network (the request struct did) and stored normalised. */
export async function createWallet(
  app: AppContext,
  caller: SignedInCaller,
  access: WorkspaceAccess,
  body: CreateWalletRequest,
): Promise<Wallet> {
  const check = checkWalletAddress(body.platform, body.addresses[0] ?? '', { contracts: tokenContracts(app) });
  if (!check.ok) {
    const message = addressProblemMessage(body.platform, check.problem);
    throw new ApiError('VALIDATION_FAILED', {
      message,
      details: [{ field: 'addresses.0', code: check.problem, message }],
    });
  }
  refusePublicAccount(app, check.address, 'addresses.0');
  const db = app.database.db;
  if (await addressTaken(db, access.companyId, check.address)) throw alreadyAdded('addresses.0');
  const now = app.config.clock.now();
  try {
    const [row] = await db
      .insert(wallets)
      .values({
        id: randomUUID(),
        companyId: access.companyId,
        network: body.platform,
        ecosystem: body.ecosystem,
        address: check.address,
        label: body.metadata.ui.label.trim(),
        colour: body.metadata.ui.colour,
        createdBy: caller.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return toWallet(row);
  } catch (error) {
    // Two requests adding the same address at once: the unique constraint decides.
    if (isUniqueViolation(error)) throw alreadyAdded('addresses.0');
    throw error;
  }
}

async function findWallet(db: Db, companyId: string, walletId: string): Promise<WalletRow> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, walletId.toLowerCase()), eq(wallets.companyId, companyId)))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** Tells every owner of the workspace, each in their language, what changed on a wallet and who changed it. */
async function mailOwners(
  app: AppContext,
  input: {
    companyId: string;
    actor: AuthenticatedSession['user'];
    wallet: WalletRow;
    change: 'address' | 'removed';
    newAddress: string | null;
  },
): Promise<void> {
  const db = app.database.db;
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, input.companyId));
  const owners = await db
    .select({ email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, input.companyId), eq(memberships.privilege, 'owner')))
    .orderBy(memberships.joinedAt);
  for (const owner of owners) {
    const language = storedLanguage(owner.language);
    const content = renderMail('wallet-changed', language, {
      workspaceName: company?.name ?? '',
      actorName: displayName(input.actor),
      walletLabel: input.wallet.label,
      networkName: NETWORK_NAMES[input.wallet.network],
      change: input.change,
      previousAddress: input.wallet.address,
      newAddress: input.newAddress,
      link: `${app.config.publicUrl}/wallet-management`,
    });
    await app.mailer.send({ to: owner.email, kind: 'wallet-changed', language, ...content });
  }
}

/**
 * Changes a wallet's label and colour, or its payout address. A new address is checked for
 * the wallet's network, must be new to the workspace, needs the password when the login is
 * older than 15 minutes, makes the wallet unverified and is mailed to every owner.
 */
export async function updateWallet(
  app: AppContext,
  caller: AuthenticatedSession,
  access: WorkspaceAccess,
  walletId: string,
  body: UpdateWalletRequest,
): Promise<Wallet> {
  const db = app.database.db;
  const current = await findWallet(db, access.companyId, walletId);
  let newAddress: string | null = null;
  if (body.address !== undefined) {
    const check = checkWalletAddress(current.network, body.address, { contracts: tokenContracts(app) });
    if (!check.ok) {
      const message = addressProblemMessage(current.network, check.problem);
      throw new ApiError('VALIDATION_FAILED', {
        message,
        details: [{ field: 'address', code: check.problem, message }],
      });
    }
    if (check.address !== current.address) {
      refusePublicAccount(app, check.address, 'address');
      if (await addressTaken(db, access.companyId, check.address, current.id)) throw alreadyAdded('address');
      newAddress = check.address;
    }
  }
  if (newAddress !== null) await confirmRecentLogin(app, caller, body.password);
  const now = app.config.clock.now();
  let row: WalletRow | undefined;
  try {
    [row] = await db
      .update(wallets)
      .set({
        ...(body.metadata ? { label: body.metadata.ui.label.trim(), colour: body.metadata.ui.colour } : {}),
        ...(newAddress !== null ? { address: newAddress, verifiedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(wallets.id, current.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAdded('address');
    throw error;
  }
  if (!row) throw new ApiError('NOT_FOUND');
  if (newAddress !== null) {
    await mailOwners(app, {
      companyId: access.companyId,
      actor: caller.user,
      wallet: current,
      change: 'address',
      newAddress,
    });
  }
  return toWallet(row);
}

/**
 * Removes a wallet. Refused (WALLET_IN_USE, naming them) while active or disabled links pay to
 * it; when archived links paid to it, the password is asked after 15 minutes and every owner
 * is told (those links keep their history without a wallet).
 */
export async function deleteWallet(
  app: AppContext,
  caller: AuthenticatedSession,
  access: WorkspaceAccess,
  walletId: string,
  body: DeleteWalletRequest,
): Promise<void> {
  const db = app.database.db;
  const wallet = await findWallet(db, access.companyId, walletId);
  const linked = await db
    .select({ id: paymentLinks.id, name: paymentLinks.name, status: paymentLinks.status })
    .from(paymentLinks)
    .where(eq(paymentLinks.payoutWalletId, wallet.id))
    .orderBy(paymentLinks.createdAt, paymentLinks.id);
  const live = linked.filter((link) => link.status !== 'archived');
  if (live.length > 0) {
    throw new ApiError('WALLET_IN_USE', {
      message: `Payment links pay to this wallet: ${live.map((link) => link.name).join(', ')}. Archive them or choose another wallet for them first.`,
      links: live,
    });
  }
  if (linked.length > 0) await confirmRecentLogin(app, caller, body.password);
  const removed = await db.transaction(async (tx) => {
    // A link made to pay to the wallet meanwhile keeps it.
    const [taken] = await tx
      .select({ id: paymentLinks.id })
      .from(paymentLinks)
      .where(and(eq(paymentLinks.payoutWalletId, wallet.id), inArray(paymentLinks.status, ['active', 'disabled'])))
      .limit(1)
      .for('update');
    if (taken) throw new ApiError('WALLET_IN_USE', { links: [] });
    return tx.delete(wallets).where(eq(wallets.id, wallet.id)).returning({ id: wallets.id });
  });
  if (removed.length === 0) throw new ApiError('NOT_FOUND');
  if (linked.length > 0) {
    await mailOwners(app, {
      companyId: access.companyId,
      actor: caller.user,
      wallet,
      change: 'removed',
      newAddress: null,
    });
  }
}

/**
 * Wallet verification in two steps over one route: without a signature, a new challenge (the
 * proof message with a fresh single-use nonce, 10 minutes); with one, the newest challenge is
 * checked and used up, and the wallet becomes verified.
 */
export async function verifyWallet(
  app: AppContext,
  access: WorkspaceAccess,
  walletId: string,
  body: VerifyWalletRequest,
): Promise<VerifyWalletResponse> {
  const db = app.database.db;
  const wallet = await findWallet(db, access.companyId, walletId);
  const now = app.config.clock.now();
  if (body.signature === undefined) {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, access.companyId));
    const nonce = randomBytes(16).toString('hex');
    const message = walletProofMessage({ address: wallet.address, nonce, workspaceName: company?.name ?? '' });
    const expiresAt = new Date(now.getTime() + WALLET_CHALLENGE_LIFETIME_MS);
    await db.insert(walletChallenges).values({
      id: randomUUID(),
      walletId: wallet.id,
      nonce,
      address: wallet.address,
      message,
      createdAt: now,
      expiresAt,
    });
    return { wallet: toWallet(wallet), challenge: { message, nonce, expiresAt: expiresAt.toISOString() } };
  }
  const [challenge] = await db
    .select()
    .from(walletChallenges)
    .where(eq(walletChallenges.walletId, wallet.id))
    .orderBy(desc(walletChallenges.createdAt), desc(walletChallenges.id))
    .limit(1);
  if (
    !challenge ||
    challenge.usedAt !== null ||
    challenge.expiresAt.getTime() <= now.getTime() ||
    challenge.address !== wallet.address
  ) {
    throw new ApiError('CHALLENGE_EXPIRED');
  }
  if (!(await signatureMatches(wallet.ecosystem, wallet.address, challenge.message, body.signature))) {
    throw new ApiError('SIGNATURE_INVALID');
  }
  return db.transaction(async (tx) => {
    // Used once: of two requests with the same signature, only one gets here.
    const used = await tx
      .update(walletChallenges)
      .set({ usedAt: now })
      .where(and(eq(walletChallenges.id, challenge.id), isNull(walletChallenges.usedAt)))
      .returning({ id: walletChallenges.id });
    if (used.length === 0) throw new ApiError('CHALLENGE_EXPIRED');
    const [row] = await tx
      .update(wallets)
      .set({ verifiedAt: now, updatedAt: now })
      .where(and(eq(wallets.id, wallet.id), eq(wallets.address, challenge.address)))
      .returning();
    if (!row) throw new ApiError('CHALLENGE_EXPIRED');
    const verified = toWallet(row);
    await recordEvent(
      tx,
      { companyId: row.companyId, type: 'wallet.verified', objectType: 'wallet', objectId: row.id, data: verified },
      now,
    );
    return { wallet: verified, challenge: null };
  });
}
