-- Workspaces: companies, their members, invitations and company e-mail verification links.
-- Times are always written by the application (its clock), never by now().

CREATE TABLE companies (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  size text NOT NULL CHECK (size IN ('1-10', '11-50', '51-200', '201-1000', '1000+', 'other')),
  size_other text,
  use_cases text[] NOT NULL,
  use_case_other text,
  country char(2) NOT NULL,
  -- normalised (https:// added when no scheme was typed)
  website_url text,
  legal_name text,
  registration_number text,
  -- lower-cased
  email text,
  phone text,
  -- the structured address exists only with a street
  address_street text,
  address_city text,
  address_state text,
  address_postal_code text,
  address_country char(2),
  CHECK (address_street IS NOT NULL OR (address_city IS NULL AND address_state IS NULL
    AND address_postal_code IS NULL AND address_country IS NULL)),
  -- the TXT record meridian-verification=<domain_token> proves the website's domain
  domain_token text NOT NULL,
  domain_verified_at timestamptz,
  domain_last_result text CHECK (domain_last_result IN ('verified', 'notFound', 'wrongValue', 'error')),
  domain_last_checked_at timestamptz,
  email_verified_at timestamptz,
  email_last_sent_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The member id the API shows is the membership's id.
CREATE TABLE memberships (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  privilege text NOT NULL CHECK (privilege IN ('owner', 'admin', 'developer', 'viewer')),
  joined_at timestamptz NOT NULL,
  UNIQUE (company_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id, joined_at);

-- Invitations by e-mail address (lower-cased). Nobody joins without accepting.
CREATE TABLE invites (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email text NOT NULL,
  privilege text NOT NULL CHECK (privilege IN ('owner', 'admin', 'developer', 'viewer')),
  invited_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'refused', 'rescinded', 'expired')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz
);
-- One pending invitation per address and workspace (expired ones are marked before a new one).
CREATE UNIQUE INDEX invites_pending_idx ON invites (company_id, email) WHERE status = 'pending';
CREATE INDEX invites_email_idx ON invites (email, status);

-- Single-use links that verify the company e-mail address; a new link voids the older ones.
CREATE TABLE company_email_tokens (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- the address the link was sent to: a link for an address since changed is void
  email text NOT NULL,
  -- SHA-256 of the token, hex
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  voided_at timestamptz
);
CREATE INDEX company_email_tokens_company_idx ON company_email_tokens (company_id);
