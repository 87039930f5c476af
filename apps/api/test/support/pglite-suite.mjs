/**
 * The API test files that `npm test` also runs on embedded PGlite, each with the reason its
 * outcome can differ from PostgreSQL's. Every file runs on a real PostgreSQL server, where it
 * costs about half the CPU (PGlite is PostgreSQL compiled to WebAssembly and run in the test's
 * own process). The SQL is the same on both; what differs is the driver around it: PGlite's
 * one connection, which runs one statement or transaction at a time where PostgreSQL's pool
 * runs them at once (row locks, advisory locks, transactions, concurrent requests), its own
 * parsing of raw statements' results, its single-instance lock for the chain watcher, its data
 * folder and the migrations applied to it, and `npm start`, which runs on it. One file stands
 * for each of these: a file whose statements are of kinds already parsed here (uuid and text
 * columns, numeric sums, JSON and text[] values, ON CONFLICT answers) and that takes no lock of
 * its own runs on PostgreSQL only (the workspaces, wallets, links, invitations, authorization,
 * sessions, export, integrations and WooCommerce files), and a process killed on PGlite's data folder is
 * the events file's, not also the webhooks crash file's. A new test file that exercises a
 * difference no listed file covers belongs here (docs/contributing.md, "The API suite on two
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
  'members.test.ts': "the company row lock that keeps a workspace's last owner, raw statements over members",
  'billing-customers.test.ts':
    "billing's and the customers list's raw statements (sums by month, search, pages), the customer upsert's ON CONFLICT and erasure's transaction",
  'api-keys.test.ts':
    "the key look-up's raw statement (a text[] of scopes), the idempotency claim's ON CONFLICT and the links and events lists by key",
  'live.test.ts':
    "PGlite's own LISTEN (its one connection hears its own NOTIFY at commit) and the live channel's raw statements",
  'login.test.ts': "the login limiter's advisory lock under 30 concurrent attempts",
  'rate-limits.test.ts': 'advisory locks, the conditional upsert of cooldowns and concurrent requests',
  'dashboard.test.ts':
    "the revenue's raw statement (numeric sums, a JSON array of buckets) and the recent payments' page",
  'webhooks.test.ts':
    "the webhook sender's FOR UPDATE SKIP LOCKED claims, the consumer's cursor transaction and the delivery log's raw statements",
  'events.test.ts':
    "the event stream's commit-order snapshot (txid and pg_current_snapshot), its raw statements, a process killed before its consumer ran, and the notifications consumer's cursor transaction on start-up",
  'notifications.test.ts':
    "the notifications list's raw statements, and the mails claimed with row locks (SKIP LOCKED) in the consumer's transactions",
  'verification.test.ts':
    "a provider's decision applied in one transaction under a row lock (delivery, request, tier, events), the companies list's raw statement with the tier",
  'store-checkouts.test.ts':
    "a store's checkout settled under its row lock inside the watcher's transaction (savepoints), the expiry's nested transactions, and the public events list in (txid, id) order after an event",
};
