-- API keys and the public API. A key is stored as HMAC-SHA256(key, pepper), never in clear; the
-- pepper's id is kept beside it so that the pepper can rotate (a key is looked up under every
-- configured pepper). The prefix is the mode (mrd_test_, mrd_live_); the last four characters
-- tell keys apart in the list. A rolled key keeps working until expires_at; a revoked one never
-- again (revoked_at).
CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  label text NOT NULL,
  mode text NOT NULL,
  scopes text[] NOT NULL,
  last_four text NOT NULL,
  hash text NOT NULL UNIQUE,
  pepper_id text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz,
  rolled_from uuid
);
CREATE INDEX api_keys_company_idx ON api_keys (company_id, created_at, id);

-- The answers of the public API's POSTs by Idempotency-Key, per API key, kept 24 hours: the same
-- key and body answer the stored result; another body is refused. A row without a status is a
-- request still running.
CREATE TABLE idempotency_keys (
  api_key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (api_key_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- A checkout made through the public API is a dynamic link with the store's order reference,
-- its metadata and the key that made it.
ALTER TABLE payment_links ADD COLUMN order_reference text;
ALTER TABLE payment_links ADD COLUMN metadata jsonb;
ALTER TABLE payment_links ADD COLUMN api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL;

-- Such a checkout may not know who pays: a dynamic link needs its summary (what the payment is
-- for), and a recipient only when one was given (both name and e-mail, or neither). This
-- replaces 0005's rule that every dynamic link names its recipient.
ALTER TABLE payment_links DROP CONSTRAINT payment_links_check2;
ALTER TABLE payment_links ADD CONSTRAINT payment_links_dynamic_check CHECK (
  (type = 'dynamic') = (summary IS NOT NULL)
  AND (recipient_name IS NULL) = (recipient_email IS NULL)
  AND (type = 'dynamic' OR recipient_name IS NULL)
);
