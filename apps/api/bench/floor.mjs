#!/usr/bin/env node
// The floor: each authenticated list route of the API written by hand on the same stack (Fastify,
// and pg's pool or PGlite) against the same database, at the same path. Each does the API's work
// and nothing more: the session by token hash (refused when revoked, rotated, expired or with an
// action left to do), the membership check for a workspace's lists, the same rows and the same
// JSON. No logging, no validation, no framework of the API's own. The bench compares each route
// of the API with its floor.
//
//   FLOOR_PORT=… DATABASE_URL=postgres://… node bench/floor.mjs
//   FLOOR_PORT=… FLOOR_PGLITE_DIR=<data dir>/pglite node bench/floor.mjs
import { createHash } from 'node:crypto';
import Fastify from 'fastify';

const SESSION_SQL = `SELECT s.user_id, s.revoked_at, s.rotated_at, s.access_expires_at,
    u.email, u.email_verified_at, u.password_update_required
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 LIMIT 1`;
const MEMBERSHIP_SQL = 'SELECT privilege FROM memberships WHERE company_id = $1 AND user_id = $2 LIMIT 1';
const MEMBERS_SQL = `SELECT m.id, m.privilege, m.joined_at, u.email, u.name, u.display_username
  FROM memberships m JOIN users u ON u.id = m.user_id
  WHERE m.company_id = $1 ORDER BY m.joined_at, m.id`;
const COMPANY_INVITES_SQL = `SELECT i.id, i.email, i.privilege, i.created_at, u.name, u.display_username
  FROM invites i JOIN users u ON u.id = i.invited_by
  WHERE i.company_id = $1 AND i.status = 'pending' AND i.expires_at > $2
  ORDER BY i.created_at DESC, i.id`;
const COMPANIES_SQL = `SELECT c.id, c.name, m.privilege, c.domain_verified_at IS NOT NULL AS domain_verified, c.verified_tier, c.currency,
    (SELECT count(*) FROM memberships n WHERE n.company_id = c.id)::int AS member_count
  FROM memberships m JOIN companies c ON c.id = m.company_id
  WHERE m.user_id = $1 ORDER BY m.joined_at, m.id`;
const USER_INVITES_SQL = `SELECT i.id, i.company_id, c.name AS company_name, i.privilege, i.created_at,
    u.name, u.display_username
  FROM invites i JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = i.invited_by
  WHERE i.email = $1 AND i.status = 'pending' AND i.expires_at > $2
  ORDER BY i.created_at, i.id`;
// The links page as it first opens: links that are not archived, newest first, 20 of them (one
// more tells whether there is a next page), each with its paid sessions' count and total (in the
// link's currency), and how many there are (on every row, and on the one row of nulls an empty
// page answers).
const LINKS_SQL = `SELECT t.total, l.*
  FROM (SELECT count(*)::int AS total FROM payment_links WHERE company_id = $1 AND status <> 'archived') t
  LEFT JOIN LATERAL (
    SELECT id, company_id, type, name, status, environment, currency, amount_cents::float8 AS amount_cents,
      minimum_cents::float8 AS minimum_cents, to_jsonb(suggested_cents) AS suggested_cents, message, redirect_url,
      payout_wallet_id, collect_email, collect_billing, vat_rate_bp, recipient_name, recipient_email, summary, slug,
      created_at, updated_at, (created_at)::text AS sort_value, paid.count AS paid_count, paid.total AS paid_total
    FROM payment_links
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS count, COALESCE(sum(s.total_cents), 0)::float8 AS total
      FROM checkout_sessions s WHERE s.link_id = payment_links.id AND s.state = 'paid'
    ) paid
    WHERE company_id = $1 AND status <> 'archived'
    ORDER BY created_at DESC, id DESC
    LIMIT $2
  ) l ON true`;
const RECENT_PAGE_SIZE = 10;
const LINK_PAGE_SIZE = 20;
// A payment's value, in SQL, from its own locked rate (else its session's) and USD snapshot: in
// the currency it was priced in (rounded down to the minor unit), and re-expressed in another
// currency through the snapshot (half up; null when the snapshot lacks either currency).
const digits = (currency) => `(CASE ${currency} WHEN 'JPY' THEN 0 ELSE 2 END)`;
const LOCKED_CURRENCY = 'COALESCE(p.currency, s.currency)';
const LOCKED_RATE = 'COALESCE(p.rate, s.rate)';
const LOCKED_SNAPSHOT = 'COALESCE(p.usd_per_unit, s.usd_per_unit)';
const PRICE = `(CASE WHEN ${LOCKED_RATE} IS NULL THEN NULL
    ELSE div(p.amount * ${LOCKED_RATE}::numeric * power(10::numeric, ${digits(LOCKED_CURRENCY)}),
      power(10::numeric, p.token_decimals)) END)`;
const valueIn = (to) => {
  const numerator = `(${PRICE})::numeric * (${LOCKED_SNAPSHOT}->>${LOCKED_CURRENCY})::numeric * power(10::numeric, ${digits(to)})`;
  const denominator = `(${LOCKED_SNAPSHOT}->>${to})::numeric * power(10::numeric, ${digits(LOCKED_CURRENCY)})`;
  return `(CASE WHEN (${PRICE}) IS NULL THEN NULL
    WHEN ${LOCKED_CURRENCY} = ${to} THEN (${PRICE})::numeric
    WHEN ${LOCKED_SNAPSHOT} IS NULL OR NOT (${LOCKED_SNAPSHOT} ? ${LOCKED_CURRENCY}) OR NOT (${LOCKED_SNAPSHOT} ? ${to}) THEN NULL
    ELSE div(2 * ${numerator} + ${denominator}, 2 * ${denominator}) END)`;
};
const WORKSPACE_CURRENCY = '(SELECT currency FROM companies WHERE id = $1)';
// The payments lists as their pages first open them (newest first, 20, read with one more, and
// the total): the workspace's own and the unmatched ones it sees, the unmatched inbox, one link's;
// the dashboard's newest (its own, 10). $1 the workspace, $2 the time (a session past its deadline
// reads as expired). Each payment with its session and link, its value (in its price's currency,
// in US dollars and in the workspace's currency) and the chain head.
const paymentPageSql = (matching, limit) => `SELECT t.total, x.*
  FROM (SELECT count(*)::int AS total FROM payments p WHERE ${matching}) t
  LEFT JOIN LATERAL (
    SELECT p.id, COALESCE(p.company_id, $1) AS company_id, p.environment, p.chain_id, p.tx_hash, p.log_index,
      p.block_number::text AS block_number, p.from_address, p.to_address, p.token_symbol,
      p.token_address, p.token_decimals, p.amount::text AS amount, p.state, p.match,
      p.late_session_id IS NOT NULL AS late,
      p.detected_at, p.confirmed_at, s.id AS session_id,
      CASE WHEN s.state = 'open' AND s.expires_at <= $2::timestamptz THEN 'expired' ELSE s.state END AS session_state,
      s.exception AS session_exception, s.link_id, l.name AS link_name, ${LOCKED_CURRENCY} AS price_currency,
      ${PRICE}::text AS price_cents, ${valueIn("'USD'")}::text AS usd_cents,
      ${WORKSPACE_CURRENCY} AS currency, ${valueIn(WORKSPACE_CURRENCY)}::text AS cents,
      c.block_number::text AS head
    FROM payments p
    LEFT JOIN checkout_sessions s ON s.id = p.session_id
    LEFT JOIN payment_links l ON l.id = s.link_id
    LEFT JOIN chain_cursors c ON c.chain_id = p.chain_id
    WHERE ${matching}
    ORDER BY p.detected_at DESC, p.id DESC
    LIMIT ${limit}
  ) x ON true`;
const UNMATCHED_SEEN = `p.session_id IS NULL AND (p.company_id = $1 OR p.to_address = ANY (ARRAY(
    SELECT w.address FROM wallets w
    WHERE w.company_id = $1 AND w.network = 'moonbeam' AND w.verified_at IS NOT NULL)))`;
const PAYMENTS_SQL = paymentPageSql(`(p.company_id = $1 OR (${UNMATCHED_SEEN}))`, LINK_PAGE_SIZE + 1);
const UNMATCHED_SQL = paymentPageSql(UNMATCHED_SEEN, LINK_PAGE_SIZE + 1);
const LINK_PAYMENTS_SQL = paymentPageSql(
  'p.company_id = $1 AND p.session_id IS NOT NULL AND p.session_id IN (SELECT id FROM checkout_sessions WHERE link_id = $3::uuid)',
  LINK_PAGE_SIZE + 1,
);
const LINK_OWNER_SQL = 'SELECT company_id FROM payment_links WHERE id = $1 LIMIT 1';
const WALLETS_SQL = `SELECT w.id, w.company_id, w.network, w.ecosystem, w.address, w.label, w.colour, w.verified_at,
    w.created_at, w.updated_at,
    (w.network = 'moonbeam' AND EXISTS (SELECT 1 FROM wallets o
      WHERE o.address = w.address AND o.company_id <> w.company_id AND o.network = 'moonbeam'
        AND o.verified_at IS NOT NULL)) AS proven_elsewhere
  FROM wallets w WHERE w.company_id = $1 ORDER BY w.created_at, w.id`;
// The events list as it first opens: newest first, 20 (read with one more), events whose
// transaction has ended, and how many there are.
const EVENTS_SQL = `SELECT t.total, e.*
  FROM (SELECT count(*)::int AS total FROM events
    WHERE company_id = $1 AND txid < pg_snapshot_xmin(pg_current_snapshot())) t
  LEFT JOIN LATERAL (
    SELECT id::text AS id, txid::text AS txid, company_id, type, mode, object_type, object_id, data, created_at
    FROM events WHERE company_id = $1 AND txid < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY events.id DESC LIMIT $2
  ) e ON true`;
// The dashboard's newest payments as it first opens: the workspace's own, 10 a page (read as 11).
const RECENT_PAYMENTS_SQL = paymentPageSql('p.company_id = $1', RECENT_PAGE_SIZE + 1);
/** Blocks that make a payment final on the local chain (the API's CHAIN_CONFIRMATIONS default). */
const CONFIRMATIONS = 2;
const PUBLIC_URL = process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function openQuery() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    // Named statements: parsed once per connection.
    return async (name, text, values) => (await pool.query({ name, text, values })).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The API's settings (src/db/pglite.ts): fsync and synchronous commits on.
  const startParams = [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'wal_sync_method=fsync', '-c', 'full_page_writes=on'],
  ];
  const client = await PGlite.create({ dataDir: process.env.FLOOR_PGLITE_DIR, startParams });
  return async (_name, text, values) => (await client.query(text, values)).rows;
}

function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

const iso = (value) => (value instanceof Date ? value : new Date(value)).toISOString();
const displayName = (row) => row.name?.trim() || row.display_username;
/** Minor units as a decimal string in their currency (the contract's formatMinor): 4990 USD is `"49.90"`. */
const formatMinor = (minor, currency) => {
  const places = currency === 'JPY' ? 0 : 2;
  const sign = minor < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(minor) / 10 ** places);
  if (places === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(Math.abs(minor) % 10 ** places).padStart(places, '0')}`;
};

class Refusal extends Error {
  constructor(status, code) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

const query = await openQuery();

/** The signed-in caller with nothing left to do, or a refusal. */
async function session(request) {
  const token = cookieValue(request.headers.cookie, 'meridian_session');
  if (!token) throw new Refusal(401, 'UNAUTHENTICATED');
  const [row] = await query('floor_session', SESSION_SQL, [createHash('sha256').update(token).digest('hex')]);
  if (!row || row.revoked_at || row.rotated_at) throw new Refusal(401, 'UNAUTHENTICATED');
  if (new Date(row.access_expires_at).getTime() <= Date.now()) throw new Refusal(401, 'SESSION_EXPIRED');
  if (!row.email_verified_at || row.password_update_required) throw new Refusal(403, 'ACTION_REQUIRED');
  return row;
}

/** The workspace `companyId`, where the caller is a member (every member may read its lists). */
async function workspace(companyId, caller) {
  if (typeof companyId !== 'string' || !UUID.test(companyId)) throw new Refusal(404, 'NOT_FOUND');
  const [membership] = await query('floor_membership', MEMBERSHIP_SQL, [companyId.toLowerCase(), caller.user_id]);
  if (!membership) throw new Refusal(404, 'NOT_FOUND');
  return companyId.toLowerCase();
}

const app = Fastify({ logger: false });
app.setErrorHandler((error, _request, reply) => {
  const status = error instanceof Refusal ? error.status : 500;
  const code = error instanceof Refusal ? error.code : 'INTERNAL';
  return reply.status(status).send({ error: { code, message: code } });
});

app.get('/company/:id/members', async (request, reply) => {
  const companyId = await workspace(request.params.id, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_members', MEMBERS_SQL, [companyId]);
  return {
    members: rows.map((row) => ({
      memberId: row.id,
      email: row.email,
      name: row.name,
      username: row.display_username,
      privilege: row.privilege,
      joinedAt: iso(row.joined_at),
    })),
  };
});

app.get('/company/:id/members/invites', async (request, reply) => {
  const companyId = await workspace(request.params.id, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_company_invites', COMPANY_INVITES_SQL, [companyId, new Date()]);
  return {
    invites: rows.map((row) => ({
      id: row.id,
      email: row.email,
      privilege: row.privilege,
      invitedAt: iso(row.created_at),
      invitedBy: displayName(row),
    })),
  };
});

app.get('/user/companies', async (request, reply) => {
  const caller = await session(request);
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_companies', COMPANIES_SQL, [caller.user_id]);
  return {
    companies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.privilege,
      memberCount: row.member_count,
      tier:
        row.verified_tier === 'gold' || row.verified_tier === 'silver'
          ? row.verified_tier
          : row.domain_verified
            ? 'basicPlus'
            : 'basic',
      currency: row.currency,
    })),
  };
});

app.get('/company/invites', async (request, reply) => {
  const caller = await session(request);
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_user_invites', USER_INVITES_SQL, [caller.email, new Date()]);
  return {
    invites: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      privilege: row.privilege,
      invitedBy: displayName(row),
      invitedAt: iso(row.created_at),
    })),
  };
});

app.get('/payment-link', async (request, reply) => {
  const companyId = await workspace(request.query.companyId, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_links', LINKS_SQL, [companyId, LINK_PAGE_SIZE + 1]);
  const found = rows.filter((row) => row.id !== null);
  const page = found.slice(0, LINK_PAGE_SIZE);
  const last = page[page.length - 1];
  const nextCursor =
    found.length > LINK_PAGE_SIZE && last && last.sort_value !== null
      ? Buffer.from(JSON.stringify([last.sort_value, last.id])).toString('base64url')
      : null;
  return {
    links: page.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      type: row.type,
      name: row.name,
      status: row.status,
      environment: row.environment,
      currency: row.currency,
      amount: row.amount_cents === null ? null : formatMinor(Number(row.amount_cents), row.currency),
      minimumAmount: row.minimum_cents === null ? null : formatMinor(Number(row.minimum_cents), row.currency),
      suggestedAmounts: row.suggested_cents.map((cents) => formatMinor(Number(cents), row.currency)),
      message: row.message,
      redirectUrl: row.redirect_url,
      payoutWalletId: row.payout_wallet_id,
      options: {
        collectEmail: row.collect_email,
        collectBillingDetails: row.collect_billing,
        includeVat: row.vat_rate_bp !== null,
        vatRate: row.vat_rate_bp === null ? null : String(row.vat_rate_bp / 100),
      },
      recipient:
        row.recipient_name !== null && row.recipient_email !== null
          ? { name: row.recipient_name, email: row.recipient_email }
          : null,
      summary: row.summary,
      slug: row.slug,
      url: `${PUBLIC_URL}/pay/${row.slug}`,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      paid: { count: Number(row.paid_count), total: formatMinor(Number(row.paid_total), row.currency) },
    })),
    total: rows[0]?.total ?? 0,
    nextCursor,
    hasMore: nextCursor !== null,
  };
});

const payment = (row) => ({
  id: row.id,
  companyId: row.company_id,
  environment: row.environment,
  chainId: row.chain_id,
  txHash: row.tx_hash,
  logIndex: row.log_index,
  blockNumber: row.block_number,
  from: row.from_address,
  to: row.to_address,
  token: { symbol: row.token_symbol, contract: row.token_address, decimals: row.token_decimals },
  amount: row.amount,
  usdCents: row.usd_cents === null ? null : Number(row.usd_cents),
  currency: row.currency,
  cents: row.cents === null ? null : Number(row.cents),
  priceCurrency: row.price_currency,
  priceCents: row.price_cents === null ? null : Number(row.price_cents),
  state: row.state,
  match: row.match,
  late: row.late === true,
  session:
    row.session_id && row.session_state && row.link_id && row.link_name !== null
      ? {
          id: row.session_id,
          state: row.session_state,
          exception: row.session_exception,
          linkId: row.link_id,
          linkName: row.link_name,
        }
      : null,
  detectedAt: iso(row.detected_at),
  confirmedAt: row.confirmed_at ? iso(row.confirmed_at) : null,
  confirmations: {
    count:
      row.state === 'reverted' || row.head === null
        ? 0
        : Math.max(0, Number(BigInt(row.head) - BigInt(row.block_number)) + 1),
    required: CONFIRMATIONS,
  },
});

function paymentPage(rows, limit) {
  const found = rows.filter((row) => row.id !== null);
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    found.length > limit && last
      ? Buffer.from(JSON.stringify([iso(last.detected_at), last.id])).toString('base64url')
      : null;
  return { payments: page.map(payment), total: rows[0]?.total ?? 0, nextCursor, hasMore: nextCursor !== null };
}

app.get('/payments', async (request, reply) => {
  const companyId = await workspace(request.query.companyId, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_payments', PAYMENTS_SQL, [companyId, new Date()]);
  return paymentPage(rows, LINK_PAGE_SIZE);
});

app.get('/payments/unmatched', async (request, reply) => {
  const companyId = await workspace(request.query.companyId, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_unmatched', UNMATCHED_SQL, [companyId, new Date()]);
  return paymentPage(rows, LINK_PAGE_SIZE);
});

app.get('/payment-link/:id/payments', async (request, reply) => {
  const caller = await session(request);
  const linkId = request.params.id;
  if (!UUID.test(linkId)) throw new Refusal(404, 'NOT_FOUND');
  const [owner] = await query('floor_link_owner', LINK_OWNER_SQL, [linkId.toLowerCase()]);
  if (!owner) throw new Refusal(404, 'NOT_FOUND');
  const companyId = await workspace(owner.company_id, caller);
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_link_payments', LINK_PAYMENTS_SQL, [companyId, new Date(), linkId.toLowerCase()]);
  return paymentPage(rows, LINK_PAGE_SIZE);
});

app.get('/wallet', async (request, reply) => {
  const companyId = await workspace(request.query.companyId, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_wallets', WALLETS_SQL, [companyId]);
  return {
    wallets: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      platform: row.network,
      ecosystem: row.ecosystem,
      addresses: [row.address],
      metadata: { ui: { label: row.label, colour: row.colour } },
      verified: row.verified_at !== null,
      verifiedAt: row.verified_at ? iso(row.verified_at) : null,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      provenElsewhere: row.proven_elsewhere,
    })),
  };
});

app.get('/events', async (request, reply) => {
  const companyId = await workspace(request.query.companyId, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_events', EVENTS_SQL, [companyId, LINK_PAGE_SIZE + 1]);
  const found = rows.filter((row) => row.id !== null);
  const page = found.slice(0, LINK_PAGE_SIZE);
  const last = page[page.length - 1];
  const nextCursor =
    found.length > LINK_PAGE_SIZE && last ? Buffer.from(JSON.stringify([last.id])).toString('base64url') : null;
  return {
    events: page.map((row) => ({
      id: row.id,
      type: row.type,
      objectType: row.object_type,
      objectId: row.object_id,
      data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
      createdAt: iso(row.created_at),
      companyId: row.company_id,
    })),
    total: rows[0]?.total ?? 0,
    nextCursor,
    hasMore: nextCursor !== null,
  };
});

app.get('/dashboard/recent-payments', async (request, reply) => {
  const companyId = await workspace(request.query.companyId, await session(request));
  reply.header('cache-control', 'no-store');
  const rows = await query('floor_recent_payments', RECENT_PAYMENTS_SQL, [companyId, new Date()]);
  return {
    payments: rows
      .filter((row) => row.id !== null)
      .slice(0, RECENT_PAGE_SIZE)
      .map(payment),
    total: rows[0]?.total ?? 0,
    page: 1,
    limit: RECENT_PAGE_SIZE,
  };
});

await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
console.log('FLOOR READY');
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
