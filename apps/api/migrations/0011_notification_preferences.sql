-- Which notifications each person also wants by e-mail, one row per type they have set (a type
-- without a row keeps its default: payment_received off, the others on).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, type)
);

-- The e-mail of a notification, claimed once per (event, person): written with the notification
-- in the consumer's transaction, then claimed (sent_at set) just before it is handed to the mail
-- server. A restart sends what was never claimed and never sends a claimed one again.
CREATE TABLE notification_mails (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX notification_mails_created_idx ON notification_mails (created_at);
