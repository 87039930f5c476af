-- A checkout a store makes through /v1 is kept as a one-payment link of the workspace (its page,
-- its payout wallet, its price), and is a checkout of its own: one id from its creation to its
-- last event, its own expiry (`checkout_expires_at`, set for such a checkout only), and the state
-- its events last published (`checkout_status`, `checkout_exception`), which the one module that
-- moves checkouts compares with what its sessions and the time now say, so that each change is
-- published once and `expired` stays final.
ALTER TABLE payment_links
  ADD COLUMN checkout_expires_at timestamptz,
  ADD COLUMN checkout_status text,
  ADD COLUMN checkout_exception text;

UPDATE payment_links l
  SET checkout_expires_at = l.created_at + interval '24 hours',
      checkout_status = COALESCE(
        (SELECT CASE WHEN s.state = 'open' AND l.created_at + interval '24 hours' <= now() THEN 'expired' ELSE s.state END
           FROM checkout_sessions s WHERE s.link_id = l.id ORDER BY s.created_at DESC LIMIT 1),
        CASE WHEN l.created_at + interval '24 hours' <= now() THEN 'expired' ELSE 'open' END),
      checkout_exception = (SELECT s.exception FROM checkout_sessions s WHERE s.link_id = l.id
                              ORDER BY s.created_at DESC LIMIT 1)
  WHERE l.type = 'dynamic' AND l.api_key_id IS NOT NULL;

CREATE INDEX payment_links_store_checkouts_idx ON payment_links (company_id, environment, created_at, id)
  WHERE checkout_expires_at IS NOT NULL;
CREATE INDEX payment_links_checkouts_due_idx ON payment_links (checkout_expires_at)
  WHERE checkout_status = 'open';
CREATE INDEX payment_links_order_reference_idx ON payment_links (company_id, order_reference)
  WHERE order_reference IS NOT NULL;

-- Money that arrives after its checkout expired never pays it: the payment stays unmatched, in
-- the workspace's unmatched inbox, and remembers the checkout it was meant for.
-- Such a payment belongs to the checkout's workspace without counting for the checkout.
ALTER TABLE payments ADD COLUMN late_session_id uuid REFERENCES checkout_sessions (id) ON DELETE SET NULL;
ALTER TABLE payments DROP CONSTRAINT payments_company_session_check;
ALTER TABLE payments ADD CONSTRAINT payments_company_session_check
  CHECK ((company_id IS NULL) = (session_id IS NULL) OR (session_id IS NULL AND late_session_id IS NOT NULL));
CREATE INDEX payments_late_session_idx ON payments (late_session_id) WHERE late_session_id IS NOT NULL;

-- Events about a checkout name it as a checkout.
UPDATE events SET object_type = 'checkout' WHERE object_type = 'checkout_session';
