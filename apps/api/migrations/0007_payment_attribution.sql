-- A transfer that matches no checkout session belongs to its payout address, not to a workspace:
-- `payments.company_id` is the workspace of the payment's session, and null while it has none.
-- Who sees an unmatched payment is worked out when it is read: the workspaces with a Moonbeam
-- wallet on its address that is verified by a signature (apps/api/src/payments/merchant.ts).
-- Until now an unmatched payment went to the workspace whose newest link paid to the address,
-- whether or not that workspace had proved the address: those are given back to the address.
ALTER TABLE payments ALTER COLUMN company_id DROP NOT NULL;
UPDATE payments SET company_id = NULL WHERE session_id IS NULL;
ALTER TABLE payments ADD CONSTRAINT payments_company_session_check CHECK ((company_id IS NULL) = (session_id IS NULL));
-- the unmatched payments of an address, newest first (the unmatched inbox)
CREATE INDEX payments_unmatched_address_idx ON payments (to_address, detected_at, id) WHERE session_id IS NULL;
