-- Cards and bank transfers through an on-ramp: a payer without crypto buys the exact token amount
-- of an open checkout session from the on-ramp provider, which delivers it to the session's
-- address; the chain watcher then sees an ordinary payment.
-- The merchant turns it on for the workspace (owners and admins) and for each link; both are off
-- by default, and the checkout offers it only where both are on.
ALTER TABLE companies ADD COLUMN onramp_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE payment_links ADD COLUMN onramp_enabled boolean NOT NULL DEFAULT false;

-- One order a payer started at the provider for a session. `id` is the partner order id the
-- provider is given (and names in its webhooks); `provider_order_id` is the provider's own, once
-- it says it. The state moves by the provider's signed webhooks only:
-- created -> pending (paid at the provider, delivery under way) -> completed, or failed /
-- cancelled / expired / refunded (final).
CREATE TABLE onramp_orders (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES checkout_sessions (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_order_id text,
  state text NOT NULL CHECK (state IN ('created', 'pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded')),
  method text NOT NULL CHECK (method IN ('card', 'bank_transfer')),
  country character(2) NOT NULL,
  token_symbol text NOT NULL,
  amount numeric(78, 0) NOT NULL,
  pay_to text NOT NULL,
  fiat_currency text NOT NULL,
  fee_minor bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX onramp_orders_session_idx ON onramp_orders (session_id, created_at);
CREATE UNIQUE INDEX onramp_orders_provider_order_idx ON onramp_orders (provider, provider_order_id)
  WHERE provider_order_id IS NOT NULL;
