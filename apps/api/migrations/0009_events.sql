-- The event stream: every state change of a checkout session or a payment, a wallet verified,
-- an invitation sent, written in the transaction of the change itself (an outbox). The id is
-- the cursor of every consumer: ids are taken one writing transaction at a time (an advisory
-- lock held until commit, see src/events/), so a committed event never appears below an id a
-- consumer has already passed.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL,
  object_type text NOT NULL,
  object_id uuid NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX events_company_idx ON events (company_id, id);
CREATE INDEX events_company_type_idx ON events (company_id, type, id);

-- Where each consumer of the stream is: the id of the last event it has handled.
CREATE TABLE event_cursors (
  consumer text PRIMARY KEY,
  last_event_id bigint NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Notifications, one row per recipient, made from events by the notifications consumer. The
-- (event, user) pair is unique: an event never notifies the same person twice.
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT notifications_event_user_key UNIQUE (event_id, user_id)
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id);
