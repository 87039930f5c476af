-- WooCommerce pairing: the dashboard issues a one-time connection code (kept only as its SHA-256,
-- with its expiry); the plugin exchanges it once for an API key and a webhook endpoint at the
-- store, whose ids the integration keeps so that disconnecting revokes the key and removes the
-- endpoint.
ALTER TABLE integrations ADD COLUMN pairing_code_hash text;
ALTER TABLE integrations ADD COLUMN pairing_code_expires_at timestamptz;
ALTER TABLE integrations ADD COLUMN api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL;
ALTER TABLE integrations ADD COLUMN webhook_endpoint_id uuid REFERENCES webhook_endpoints (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX integrations_pairing_code_idx ON integrations (pairing_code_hash);
CREATE INDEX integrations_api_key_idx ON integrations (api_key_id);
