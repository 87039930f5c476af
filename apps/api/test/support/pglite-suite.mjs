/**
 * The API test files that `npm test` also runs on embedded PGlite, each with the reason its
 * outcome can differ from PostgreSQL's. Every file runs on a real PostgreSQL server, where it
 * costs about half the CPU (PGlite is PostgreSQL compiled to WebAssembly and run in the test's
 * own process). The SQL is the same on both; what differs is the driver around it: PGlite's
 * one connection, which runs one statement or transaction at a time where PostgreSQL's pool
 * runs them at once (row locks, advisory locks, transactions, concurrent requests), its own
 * parsing of raw statements' results, its single-instance lock for the chain watcher, its data
 * folder and the migrations applied to it, and `npm start`, which runs on it. A new test file
 * that exercises one of these belongs here (docs/contributing.md, "The API suite on two
 * drivers"). `pnpm --filter @meridian/api test:pglite` (or `vitest run` in apps/api) still runs
 * every file on PGlite, and `API_PGLITE_ALL=1` makes `npm test` do so.
 *
 * @type {Readonly<Record<string, string>>}
 */
export const PGLITE_SUITE = {
  'process.test.ts': "the embedded database's folder and lock file, and `npm start` on it",
  'schema.test.ts': 'the migrations applied to PGlite and the schema they build',
  'outbox-seed.test.ts': "the demo account's seeding transaction and the mail outbox, as `npm start` runs them",
  'payments-watcher.test.ts':
    "the chain watcher under PGlite's single-instance lock: block upserts, a reorg reverting payments and moving the cursor in one transaction",
  'checkout.test.ts': 'the advisory lock per payout address and the numeric range that keep amounts unique',
  'wallets.test.ts': 'raw statements over wallets, row locks on removal and concurrent calls on one wallet',
  'payment-links.test.ts': "the links list's raw statement (filters, search, order, pages) and the tier cap",
  'members.test.ts': "the company row lock that keeps a workspace's last owner, raw statements over members",
  'invites.test.ts': "raw statements over invitations and the ON CONFLICT of an acceptance's membership",
  'workspaces.test.ts': 'raw statements over companies and the row lock of an update',
  'company-email.test.ts': 'the company row lock that ties a verification link to the address stored',
  'authorization.test.ts': 'the workspace access statement every workspace route runs, for every role',
  'billing-customers.test.ts':
    "billing's and the customers list's raw statements (sums by month, search, pages), the customer upsert's ON CONFLICT and erasure's transaction",
  'api-keys.test.ts':
    "the key look-up's raw statement (a text[] of scopes), the idempotency claim's ON CONFLICT and the links and events lists by key",
  'sessions.test.ts': "the session look-up's raw statement and the refresh rotation's transaction",
  'live.test.ts':
    "PGlite's own LISTEN (its one connection hears its own NOTIFY at commit) and the live channel's raw statements",
  'login.test.ts': "the login limiter's advisory lock under 30 concurrent attempts",
  'rate-limits.test.ts': 'advisory locks, the conditional upsert of cooldowns and concurrent requests',
  'signup-confirm.test.ts': 'code attempts counted inside a transaction',
  'dashboard.test.ts':
    "the revenue's raw statement (numeric sums, a JSON array of buckets) and the recent payments' page",
  'export.test.ts': "the export's raw statements (one per set of filters) read in keyset batches, and a bulk insert",
  'webhooks-crash.test.ts':
    'a process killed (SIGKILL) while its webhook retries are in flight, and the next process on the same data folder sending them',
  'webhooks.test.ts':
    "the webhook sender's FOR UPDATE SKIP LOCKED claims, the consumer's cursor transaction and the delivery log's raw statements",
  'integrations.test.ts':
    "the integrations list's raw statements, the store-orders consumer's cursor transaction and its lease (FOR UPDATE SKIP LOCKED)",
  'events.test.ts':
    "the event stream's commit-order snapshot (txid and pg_current_snapshot), its raw statements, a process killed before its consumer ran, and the notifications consumer's cursor transaction on start-up",
  'notifications.test.ts':
    "the notifications list's raw statements, and the mails claimed with row locks (SKIP LOCKED) in the consumer's transactions",
  'verification.test.ts':
    "a provider's decision applied in one transaction under a row lock (delivery, request, tier, events), the companies list's raw statement with the tier",
  'woocommerce.test.ts':
    'a connection code spent under a row lock in the transaction that makes the key, the endpoint and their events',
};
