-- Store integrations (Squarespace now, WooCommerce next): one per provider and workspace.
-- The provider's key is kept encrypted (AES-256-GCM under INTEGRATION_SECRET, the row's id as
-- associated data), never answered again; only its last four characters are shown.
CREATE TABLE integrations (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  provider text NOT NULL,
  status text NOT NULL,
  failure_reason text,
  failure_permissions text[] NOT NULL DEFAULT '{}',
  failed_at timestamptz,
  secret_ciphertext text,
  secret_last_four text,
  site_title text,
  site_url text,
  payout_wallet_id uuid REFERENCES wallets (id) ON DELETE SET NULL,
  environment text NOT NULL DEFAULT 'test',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  verified_at timestamptz,
  CONSTRAINT integrations_company_provider_key UNIQUE (company_id, provider)
);

-- The products (one row per variant) imported as payment links: a re-sync updates the link of
-- a row it finds rather than making a second one.
CREATE TABLE integration_products (
  integration_id uuid NOT NULL REFERENCES integrations (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  variant_id text NOT NULL,
  link_id uuid NOT NULL REFERENCES payment_links (id) ON DELETE CASCADE,
  name text NOT NULL,
  sku text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (integration_id, product_id, variant_id)
);
CREATE INDEX integration_products_link_idx ON integration_products (link_id);

-- Orders to create in the store, one per paid checkout of an imported link: written by the
-- store consumer of the event stream with its cursor, then sent (Idempotency-Key: the event's
-- id), so that a restart neither loses nor doubles one.
CREATE TABLE integration_orders (
  event_id bigint PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  integration_id uuid NOT NULL REFERENCES integrations (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  link_id uuid NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  external_order_id text,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX integration_orders_due_idx ON integration_orders (status, next_attempt_at);

-- What each sync did, newest first: the merchant's log.
CREATE TABLE integration_sync_log (
  id uuid PRIMARY KEY,
  integration_id uuid NOT NULL REFERENCES integrations (id) ON DELETE CASCADE,
  kind text NOT NULL,
  outcome text NOT NULL,
  detail jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX integration_sync_log_idx ON integration_sync_log (integration_id, created_at DESC, id);
