-- Webhooks: a workspace's endpoints, one delivery row per event and endpoint (made by the
-- webhooks consumer of the event stream, which keeps its place in event_cursors), and one row
-- per attempt at sending a delivery. Deliveries are rows so that a process stopped at any moment
-- loses none: a sender picks the due ones (FOR UPDATE SKIP LOCKED) after a restart as before.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  url text NOT NULL,
  description text NOT NULL,
  event_types text[] NOT NULL,
  -- `whsec_` and the base64 of 32 random bytes; the previous one signs too until it expires.
  secret text NOT NULL,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  enabled boolean NOT NULL,
  -- manual, gone (the receiver answered 410) or failing (10 events in a row failed every retry)
  disabled_reason text,
  consecutive_failures integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_company_idx ON webhook_endpoints (company_id, created_at, id);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- null for a test event
  event_id bigint REFERENCES events (id) ON DELETE CASCADE,
  -- the webhook-id header: the same on every attempt
  message_id text NOT NULL,
  type text NOT NULL,
  -- the body exactly as signed: {type, timestamp, data}
  body text NOT NULL,
  -- pending, succeeded or failed
  status text NOT NULL,
  attempts integer NOT NULL,
  -- when it is due (or when a sender's claim on it lapses); null once it succeeded or failed
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  created_at timestamptz NOT NULL,
  CONSTRAINT webhook_deliveries_endpoint_event_key UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at, id);

CREATE TABLE webhook_attempts (
  id uuid PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  status_code integer,
  latency_ms integer NOT NULL,
  response_body text NOT NULL,
  error text,
  error_message text
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, sent_at);
