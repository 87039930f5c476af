-- Tier verification (Silver, Gold) through an identity provider. The tier a verification
-- earned is kept on the workspace (`verified_tier`: silver or gold; NULL: none), so that every
-- read of the tier (links, checkout) takes it with the row it already reads.
ALTER TABLE companies ADD COLUMN verified_tier text;

-- One row per request sent to the provider: the level it is for (silver, gold), who is checked
-- (an individual or the business), its state among the seven normalised ones, and what the
-- merchant typed (jurisdiction, legal name, registration number). Nothing else the provider
-- knows is kept here beyond its decision and the reasons it gives.
CREATE TABLE verifications (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  level text NOT NULL,
  subject text NOT NULL,
  state text NOT NULL,
  provider_session_id text NOT NULL,
  hosted_url text NOT NULL,
  country char(2),
  region text,
  legal_name text,
  registration_number text,
  reasons text[] NOT NULL DEFAULT '{}',
  retryable boolean NOT NULL DEFAULT false,
  started_by uuid REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT verifications_provider_session_id_key UNIQUE (provider_session_id)
);
CREATE INDEX verifications_company_idx ON verifications (company_id, created_at);

-- Webhook deliveries already applied: the same delivery sent twice changes nothing the second time.
CREATE TABLE verification_deliveries (
  delivery_id text PRIMARY KEY,
  verification_id uuid NOT NULL REFERENCES verifications (id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL
);

-- Single-use addresses that continue a verification on a phone: only the token's hash is kept.
CREATE TABLE verification_handoffs (
  token_hash text PRIMARY KEY,
  verification_id uuid NOT NULL REFERENCES verifications (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_handoffs_verification_idx ON verification_handoffs (verification_id);
