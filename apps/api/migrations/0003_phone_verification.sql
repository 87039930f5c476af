-- Phone verification: the account's number confirmed with a code sent to it by text message,
-- and the text messages kept when no SMS gateway is configured.
-- Times are always written by the application (its clock), never by now().

-- Set when the number in `phone` was confirmed with a texted code; cleared whenever the number
-- changes or is removed.
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_phone_verified_needs_phone
  CHECK (phone_verified_at IS NULL OR phone IS NOT NULL);

-- confirm_phone codes: subject is '<user id>:<number without separators>', so a code only
-- confirms the number it was sent to, for the user who asked for it.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('confirm_email', 'password_reset', 'confirm_phone'));

-- Text messages kept when SMS_URL is not set (GET /dev/sms-outbox, never in production).
CREATE TABLE sms_outbox (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  -- the number without separators, as a gateway would get it
  recipient text NOT NULL,
  kind text NOT NULL,
  language text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_seq_idx ON sms_outbox (seq DESC);
