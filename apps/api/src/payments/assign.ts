/**
 * Assigning an unmatched payment to one of the workspace's checkout sessions, and the sessions
 * it can go to. The first workspace that proved the address to assign it takes it.
 */
import {
  ASSIGNABLE_SESSIONS_MAX,
  isUuid,
  type AssignableSessionListResponse,
  type AssignPaymentRequest,
  type Currency,
  type Payment,
} from '@meridian/contract';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database, Db, NamedStatement } from '../db/database';
import { checkoutSessions, payments, wallets } from '../db/schema';
import { ApiError } from '../http/errors';
import { type WorkspaceAccess } from '../workspaces/access';
import { listPayments } from './list';
import { sessionStateSql } from './checkout-state';
import { assignToSession } from './states';

/**
 * The payments workspace `companyId` may act on, as a condition on `payments`: the same rule as
 * the lists' (`visible`), checked again in the statement that assigns.
 */
function visibleTo(db: Db, companyId: string) {
  const proven = db
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.companyId, companyId), eq(wallets.network, 'moonbeam'), isNotNull(wallets.verifiedAt)));
  return or(eq(payments.companyId, companyId), and(isNull(payments.sessionId), inArray(payments.toAddress, proven)));
}

/**
 * POST /payments/{id}/assign: an unmatched payment the workspace sees goes to one of its
 * sessions, and so to the workspace. A payment it does not see (another workspace's, or one to
 * an address it has not proved) is not found.
 */
export async function assignPayment(
  app: AppContext,
  access: WorkspaceAccess,
  paymentId: string,
  body: AssignPaymentRequest,
): Promise<Payment> {
  const db = app.database.db;
  const now = app.config.clock.now();
  if (!isUuid(paymentId)) throw new ApiError('NOT_FOUND');
  const id = paymentId.toLowerCase();
  const sessionId = body.sessionId.trim().toLowerCase();
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), visibleTo(db, access.companyId)))
    .limit(1);
  if (!payment) throw new ApiError('NOT_FOUND');
  if (payment.sessionId !== null) throw new ApiError('PAYMENT_ALREADY_MATCHED');
  const [session] = isUuid(sessionId)
    ? await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.companyId, access.companyId)))
        .limit(1)
    : [];
  if (!session || session.chainId !== payment.chainId || session.tokenSymbol !== payment.tokenSymbol) {
    const message = session
      ? 'The session is paid in another token or on another chain'
      : 'No checkout session of this workspace has this id';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'sessionId', code: 'invalid', message }] });
  }
  // One statement: still unmatched, and still seen by this workspace (its proof may have gone
  // meanwhile). Of two workspaces that proved the address, the first to assign takes it.
  // The assignment, its event and the session it settles commit together.
  const at = { now, publicUrl: app.config.publicUrl };
  const assigned = await db.transaction((tx) => assignToSession(tx, id, session, visibleTo(tx, access.companyId), at));
  if (!assigned) {
    const [taken] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.companyId, access.companyId)))
      .limit(1);
    throw new ApiError(taken ? 'PAYMENT_ALREADY_MATCHED' : 'NOT_FOUND');
  }
  const [found] = (
    await listPayments(app.database, access.companyId, {}, { now, confirmations: app.config.confirmations }, id)
  ).payments;
  if (!found) throw new ApiError('NOT_FOUND');
  return found;
}

interface AssignableSessionRow extends Record<string, unknown> {
  id: string;
  link_id: string;
  link_name: string;
  environment: 'test' | 'live';
  state: 'open' | 'expired';
  chain_id: number;
  token_symbol: string;
  token_address: string | null;
  token_decimals: number;
  amount: string;
  currency: Currency;
  total_cents: string | number;
  created_at: Date;
  expires_at: Date;
}

const ASSIGNABLE_SESSIONS: NamedStatement = {
  name: 'assignable_sessions',
  text: `SELECT s.id, s.link_id, l.name AS link_name, s.environment,
      ${sessionStateSql('s', '$4')} AS state,
      s.chain_id, s.token_symbol,
      s.token_address, s.token_decimals, s.amount::text AS amount, s.currency, s.total_cents, s.created_at, s.expires_at
    FROM checkout_sessions s
    JOIN payment_links l ON l.id = s.link_id
    WHERE s.company_id = $1 AND s.state = 'open' AND s.expires_at > $4::timestamptz
      AND ($2::uuid IS NULL OR s.link_id = $2::uuid)
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT $3`,
};

/**
 * GET /payments/sessions: the workspace's checkouts an unmatched payment can be assigned to:
 * those still open (nothing paid them in full yet, and their time is not up), newest first, at
 * most 100. An expired checkout is final: nothing is assigned to it.
 */
export async function listAssignableSessions(
  database: Pick<Database, 'query'>,
  companyId: string,
  query: { linkId?: string },
  now: Date,
): Promise<AssignableSessionListResponse> {
  const linkId = query.linkId === undefined ? null : isUuid(query.linkId) ? query.linkId.toLowerCase() : undefined;
  if (linkId === undefined) {
    const message = 'No payment link of this workspace has this id';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'linkId', code: 'invalid', message }] });
  }
  const rows = await database.query<AssignableSessionRow>(ASSIGNABLE_SESSIONS, [
    companyId,
    linkId,
    ASSIGNABLE_SESSIONS_MAX,
    now,
  ]);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      linkId: row.link_id,
      linkName: row.link_name,
      environment: row.environment,
      state: row.state,
      chainId: row.chain_id,
      token: { symbol: row.token_symbol, contract: row.token_address, decimals: row.token_decimals },
      amount: row.amount,
      currency: row.currency,
      totalCents: Number(row.total_cents),
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
    })),
  };
}
