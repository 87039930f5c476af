-- Accounts: users, sessions, one-time codes, throttling and the development outbox.
-- Times are always written by the application (its clock), never by now(), so tests can move time.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  -- lower-cased; shown as typed in display_username
  username text NOT NULL UNIQUE,
  display_username text NOT NULL,
  -- lower-cased
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  country char(2) NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'es', 'fr', 'pt')),
  name text,
  phone text,
  profile_image_key text,
  email_verified_at timestamptz,
  -- set when someone logs in with the old password while a reset is pending
  password_update_required boolean NOT NULL DEFAULT false,
  terms_accepted_at timestamptz NOT NULL,
  password_changed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One row per issued token. A login starts a family; every refresh rotates: the old row gets
-- rotated_at, a new row joins the family. Presenting a rotated token revokes the family.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the token, hex
  token_hash text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL,
  access_expires_at timestamptz NOT NULL,
  family_started_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text,
  user_agent text,
  ip text
);
CREATE INDEX sessions_family_idx ON sessions (family_id);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Confirmation and reset codes. subject is the user id (confirm_email) or the lower-cased
-- e-mail address (password_reset, also for unknown addresses so they behave the same).
CREATE TABLE verification_codes (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('confirm_email', 'password_reset')),
  subject text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_codes_subject_idx ON verification_codes (purpose, subject, created_at DESC);

-- Failed logins, counted per account over a sliding window.
CREATE TABLE throttle_events (
  key text NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX throttle_events_key_idx ON throttle_events (key, occurred_at);

-- Resend cooldowns, keyed by what was asked for (username or e-mail), known or not.
CREATE TABLE cooldowns (
  key text PRIMARY KEY,
  until timestamptz NOT NULL
);

-- Mail kept when no SMTP server is configured (GET /dev/outbox).
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  recipient text NOT NULL,
  kind text NOT NULL,
  language text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_seq_idx ON outbox (seq DESC);
