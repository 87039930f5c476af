-- Refunds: money a workspace gives back for a confirmed payment, in the payment's token. Meridian
-- holds no money: the payer gives an address through a single-use link (only its SHA-256 digest
-- is kept), the merchant sends from a workspace wallet and records the hash, and the chain
-- watcher confirms the transfer. Amounts are the token's smallest unit (numeric(78, 0)), and the
-- same money in the payment's price currency (`price_minor`, whole minor units of `currency`, at
-- the payment's own locked rate). Times are written by the application (its clock).
CREATE TABLE refunds (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  -- the checkout the payment paid (or was meant for): a session's id, or a store checkout's link id
  checkout_id uuid,
  -- the address the payment came from, offered to the payer
  payment_from text NOT NULL,
  environment text NOT NULL CHECK (environment IN ('test', 'live')),
  chain_id integer NOT NULL,
  token_symbol text NOT NULL,
  -- null: the chain's native coin
  token_address text,
  token_decimals integer NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  -- the payer's language, for the mail with their link
  language text NOT NULL CHECK (language IN ('en', 'es', 'fr', 'pt')),
  state text NOT NULL
    CHECK (state IN ('requested', 'awaiting_address', 'ready', 'sending', 'confirmed', 'cancelled', 'failed')),
  reason text,
  -- where the money goes (EIP-55), once given
  address text,
  address_at timestamptz,
  -- the payer's current link: the digest of its 128 random bits, its expiry, and whether it was mailed
  link_hash text,
  link_expires_at timestamptz,
  link_mailed boolean NOT NULL DEFAULT false,
  -- the transfer that gives the money back, and what the watcher read of it
  tx_hash text,
  from_address text,
  block_number bigint,
  block_hash text,
  confirmations integer,
  problem text
    CHECK (problem IN ('not_found', 'wrong_token', 'wrong_amount', 'wrong_sender', 'wrong_recipient', 'reverted')),
  -- who made it: a member, or an API key (neither for a refund made by the system)
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  failed_at timestamptz,
  CHECK (state NOT IN ('ready', 'sending', 'confirmed', 'failed') OR address IS NOT NULL),
  CHECK (state NOT IN ('sending', 'confirmed') OR tx_hash IS NOT NULL)
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id, created_at);
CREATE INDEX refunds_company_idx ON refunds (company_id, environment, created_at, id);
CREATE UNIQUE INDEX refunds_link_hash_idx ON refunds (link_hash) WHERE link_hash IS NOT NULL;
-- a transaction gives back one refund (a failed one's hash may be named again by a new refund)
CREATE UNIQUE INDEX refunds_tx_hash_idx ON refunds (chain_id, tx_hash) WHERE tx_hash IS NOT NULL AND state <> 'failed';
-- the refunds the watcher checks
CREATE INDEX refunds_sending_idx ON refunds (chain_id) WHERE state = 'sending';
