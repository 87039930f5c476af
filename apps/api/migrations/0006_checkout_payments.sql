-- Checkout sessions, the payments the chain watcher finds, and where it stands on each chain.
-- Token amounts are integers in the token's smallest unit (numeric(78, 0) holds any uint256);
-- USD amounts are whole cents. Times are always written by the application (its clock).

-- One payer's attempt to pay a link: the token, the rate and the exact amount are fixed when it
-- opens. `amount_held` marks the sessions whose amount is reserved on their address: open ones
-- and those still within 24 hours of their expiry. While held, no two sessions share a
-- (chain, token, address, amount), so a transfer of that amount names one session.
CREATE TABLE checkout_sessions (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  link_id uuid NOT NULL REFERENCES payment_links (id) ON DELETE CASCADE,
  environment text NOT NULL CHECK (environment IN ('test', 'live')),
  chain_id integer NOT NULL,
  pay_to text NOT NULL,
  token_symbol text NOT NULL,
  -- null: the chain's native coin
  token_address text,
  token_decimals integer NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  -- USD per token, as the provider gave it (a decimal)
  rate text NOT NULL,
  rate_at timestamptz NOT NULL,
  rate_sandbox boolean NOT NULL,
  subtotal_cents bigint NOT NULL,
  vat_cents bigint NOT NULL,
  total_cents bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('open', 'processing', 'paid', 'expired')),
  exception text CHECK (exception IN ('underpaid', 'overpaid', 'paid_late', 'marked')),
  email text,
  billing_name text,
  billing_street text,
  billing_city text,
  billing_postal_code text,
  billing_country character(2),
  vat_number text,
  -- the wallet's transaction, once bound (its receipt matched the session)
  tx_hash text,
  expires_at timestamptz NOT NULL,
  -- the amount stays reserved until then (expiry plus 24 hours)
  hold_until timestamptz NOT NULL,
  amount_held boolean NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX checkout_sessions_held_amount_idx
  ON checkout_sessions (chain_id, token_symbol, pay_to, amount) WHERE amount_held;
CREATE UNIQUE INDEX checkout_sessions_tx_hash_idx ON checkout_sessions (chain_id, tx_hash) WHERE tx_hash IS NOT NULL;
CREATE INDEX checkout_sessions_link_idx ON checkout_sessions (link_id, created_at);
-- the sessions the watcher keeps an eye on
CREATE INDEX checkout_sessions_watch_idx ON checkout_sessions (chain_id, state, expires_at);

-- One transfer to a watched address, unique on (chain, transaction, log index); a transfer of
-- the chain's coin has log index -1. `session_id` is null while unmatched. `company_id` is the
-- workspace of the session, or for an unmatched one the workspace whose link pays to the address.
CREATE TABLE payments (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  session_id uuid REFERENCES checkout_sessions (id) ON DELETE SET NULL,
  environment text NOT NULL CHECK (environment IN ('test', 'live')),
  chain_id integer NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  token_symbol text NOT NULL,
  token_address text,
  token_decimals integer NOT NULL,
  amount numeric(78, 0) NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'confirmed', 'reverted')),
  match text CHECK (match IN ('amount', 'transaction', 'marked')),
  detected_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  reverted_at timestamptz,
  UNIQUE (chain_id, tx_hash, log_index),
  CHECK ((session_id IS NULL) = (match IS NULL))
);
CREATE INDEX payments_company_idx ON payments (company_id, detected_at, id);
CREATE INDEX payments_session_idx ON payments (session_id);
CREATE INDEX payments_chain_state_idx ON payments (chain_id, state);

-- Where each chain's watcher stands: the last block it scanned (number and hash).
CREATE TABLE chain_cursors (
  chain_id integer PRIMARY KEY,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The hashes of the recent blocks the watcher scanned and that are not final yet: a hash that
-- changes is a reorg, and the payments of the orphaned blocks are reverted.
CREATE TABLE chain_blocks (
  chain_id integer NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  PRIMARY KEY (chain_id, block_number)
);
