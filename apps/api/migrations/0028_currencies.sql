-- Prices in the merchant's own currency (docs/decisions.md, "Pricing currency (API)").
--
-- Every `*_cents` column of a workspace's prices keeps its name but now holds minor units of the
-- row's own currency (`currency` beside it): cents for the two-digit currencies, whole yen for
-- JPY. Tier limits and `total_usd_cents` stay US dollar cents. Every row made before this
-- migration priced in US dollars, so each becomes USD, with a USD-only snapshot of the rates.

-- A workspace's pricing currency: chosen at onboarding from its country, changeable by owners and
-- admins; a change applies to new links and sessions only.
ALTER TABLE companies ADD COLUMN currency text NOT NULL DEFAULT 'USD'
  CHECK (currency IN ('USD', 'EUR', 'GBP', 'BRL', 'MXN', 'CAD', 'AUD', 'CHF', 'JPY'));
ALTER TABLE companies ALTER COLUMN currency DROP DEFAULT;

-- A link prices in one currency for its whole life: amount_cents, minimum_cents and
-- suggested_cents are minor units of it.
ALTER TABLE payment_links ADD COLUMN currency text NOT NULL DEFAULT 'USD'
  CHECK (currency IN ('USD', 'EUR', 'GBP', 'BRL', 'MXN', 'CAD', 'AUD', 'CHF', 'JPY'));
ALTER TABLE payment_links ALTER COLUMN currency DROP DEFAULT;

-- A session locks one rate when it opens: `rate` is now units of `currency` per token (it was
-- USD per token, which it stays for the USD rows), with where it came from (`rate_source`) and
-- when (`rate_at`), and the snapshot of USD per unit of every currency taken with it
-- (`usd_per_unit`, e.g. {"USD":"1","EUR":"1.08"}) from which every later figure is computed.
-- subtotal_cents, vat_cents and total_cents are minor units of `currency`; total_usd_cents is the
-- total in US dollar cents at the snapshot (half up), which the tier limits compare and add up.
ALTER TABLE checkout_sessions
  ADD COLUMN currency text NOT NULL DEFAULT 'USD'
    CHECK (currency IN ('USD', 'EUR', 'GBP', 'BRL', 'MXN', 'CAD', 'AUD', 'CHF', 'JPY')),
  ADD COLUMN rate_source text,
  ADD COLUMN usd_per_unit jsonb NOT NULL DEFAULT '{"USD":"1"}',
  ADD COLUMN total_usd_cents bigint;
UPDATE checkout_sessions
  SET rate_source = CASE WHEN rate_sandbox THEN 'sandbox' ELSE 'coinbase' END,
      total_usd_cents = total_cents;
ALTER TABLE checkout_sessions
  ALTER COLUMN currency DROP DEFAULT,
  ALTER COLUMN usd_per_unit DROP DEFAULT,
  ALTER COLUMN rate_source SET NOT NULL,
  ALTER COLUMN total_usd_cents SET NOT NULL;

-- A payment keeps the locked rate of the session it pays, copied when it is matched or assigned
-- (so a payment shows in any currency later from its own rate, never the day's): all five are
-- set together, or none while it matches no session.
ALTER TABLE payments
  ADD COLUMN currency text
    CHECK (currency IN ('USD', 'EUR', 'GBP', 'BRL', 'MXN', 'CAD', 'AUD', 'CHF', 'JPY')),
  ADD COLUMN rate text,
  ADD COLUMN rate_source text,
  ADD COLUMN rate_at timestamptz,
  ADD COLUMN usd_per_unit jsonb;
UPDATE payments p
  SET currency = s.currency, rate = s.rate, rate_source = s.rate_source, rate_at = s.rate_at,
      usd_per_unit = s.usd_per_unit
  FROM checkout_sessions s
  WHERE s.id = p.session_id;
ALTER TABLE payments ADD CONSTRAINT payments_locked_rate_check
  CHECK ((currency IS NULL) = (rate IS NULL) AND (rate IS NULL) = (rate_source IS NULL)
     AND (rate_source IS NULL) = (rate_at IS NULL) AND (rate_at IS NULL) = (usd_per_unit IS NULL));
