-- Wallets (payout addresses), their verification challenges, and payment links.
-- Times are always written by the application (its clock), never by now().

-- A wallet is one address on one network; the address is stored normalised (Moonbeam
-- addresses EIP-55 checksummed), so one address appears once per workspace.
CREATE TABLE wallets (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('moonbeam', 'polkadot', 'kusama')),
  ecosystem text NOT NULL CHECK (ecosystem IN ('evm', 'substrate')),
  address text NOT NULL,
  label text NOT NULL,
  colour text NOT NULL CHECK (colour IN ('red', 'blue', 'green', 'yellow', 'purple', 'orange', 'black', 'white')),
  verified_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (company_id, address)
);
CREATE INDEX wallets_company_idx ON wallets (company_id, created_at);

-- The messages a wallet signs to prove it belongs to the workspace: single use, 10 minutes.
-- Only the newest challenge of a wallet can be answered.
CREATE TABLE wallet_challenges (
  id uuid PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  nonce text NOT NULL UNIQUE,
  -- the address the message names (a later address change voids the challenge)
  address text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX wallet_challenges_wallet_idx ON wallet_challenges (wallet_id, created_at);

-- Payment links. Amounts are whole US cents. `number` names a link PaymentLink_<number> when
-- it is given no name, counted per workspace.
CREATE TABLE payment_links (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  number integer NOT NULL,
  type text NOT NULL CHECK (type IN ('static', 'dynamic', 'donation')),
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'disabled', 'archived')),
  environment text NOT NULL CHECK (environment IN ('test', 'live')),
  amount_cents bigint CHECK (amount_cents > 0),
  minimum_cents bigint CHECK (minimum_cents > 0),
  suggested_cents bigint[] NOT NULL,
  message text,
  redirect_url text,
  -- only archived links may lose their wallet (a wallet paid by other links cannot be removed)
  payout_wallet_id uuid REFERENCES wallets (id) ON DELETE SET NULL,
  collect_email boolean NOT NULL DEFAULT false,
  collect_billing boolean NOT NULL DEFAULT false,
  -- VAT rate in hundredths of a percent (2100 = 21 %); null: no VAT
  vat_rate_bp integer CHECK (vat_rate_bp BETWEEN 0 AND 10000),
  recipient_name text,
  recipient_email text,
  summary text,
  -- the public address /pay/<slug>: 128 random bits, base64url
  slug text NOT NULL UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (company_id, number),
  CHECK ((type = 'donation') = (amount_cents IS NULL)),
  CHECK (type = 'donation' OR (minimum_cents IS NULL AND suggested_cents = '{}')),
  CHECK ((type = 'dynamic') = (recipient_name IS NOT NULL AND recipient_email IS NOT NULL AND summary IS NOT NULL))
);
CREATE INDEX payment_links_company_created_idx ON payment_links (company_id, created_at, id);
CREATE INDEX payment_links_wallet_idx ON payment_links (payout_wallet_id);
