-- Customers: the payers who left an e-mail or billing details through a payment link, one per
-- e-mail address per workspace (a payer who gave billing details without an e-mail is one per
-- billing name and country). `key` says which: `email:<address, lower case>` or
-- `billing:<name, lower case>|<country>`. The row keeps the latest details the payer gave; the
-- checkout sessions they opened name it. Erasure on request deletes the row and removes the
-- personal fields from its sessions, which stay (with their payments) without them.
CREATE TABLE customers (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  key text NOT NULL,
  email text,
  name text,
  street text,
  city text,
  postal_code text,
  country char(2),
  vat_number text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT customers_company_id_key_key UNIQUE (company_id, key)
);
CREATE INDEX customers_company_updated_idx ON customers (company_id, updated_at, id);

ALTER TABLE checkout_sessions ADD COLUMN customer_id uuid REFERENCES customers (id) ON DELETE SET NULL;
CREATE INDEX checkout_sessions_customer_idx ON checkout_sessions (customer_id, created_at);

-- Every payer who left details before this migration becomes a customer, with the details of
-- their latest session (written so that running it again changes nothing).
INSERT INTO customers (id, company_id, key, email, name, street, city, postal_code, country, vat_number, created_at, updated_at)
SELECT DISTINCT ON (company_id, customer_key)
  gen_random_uuid(), company_id, customer_key, email, billing_name, billing_street, billing_city,
  billing_postal_code, billing_country, vat_number,
  min(created_at) OVER (PARTITION BY company_id, customer_key),
  max(created_at) OVER (PARTITION BY company_id, customer_key)
FROM (
  SELECT s.*,
    CASE WHEN s.email IS NOT NULL THEN 'email:' || lower(s.email)
      ELSE 'billing:' || lower(s.billing_name) || '|' || coalesce(s.billing_country, '') END AS customer_key
  FROM checkout_sessions s
  WHERE s.email IS NOT NULL OR s.billing_name IS NOT NULL
) AS given
ORDER BY company_id, customer_key, created_at DESC, id DESC
ON CONFLICT (company_id, key) DO NOTHING;

UPDATE checkout_sessions s SET customer_id = c.id
FROM customers c
WHERE c.company_id = s.company_id
  AND c.key = CASE WHEN s.email IS NOT NULL THEN 'email:' || lower(s.email)
    ELSE 'billing:' || lower(s.billing_name) || '|' || coalesce(s.billing_country, '') END
  AND (s.email IS NOT NULL OR s.billing_name IS NOT NULL)
  AND s.customer_id IS NULL;
