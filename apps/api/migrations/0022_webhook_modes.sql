-- Webhook endpoints belong to a mode, as API keys and events do: a test endpoint hears test
-- events, a live one live events, and both hear the facts of the workspace itself (events whose
-- mode is null, migrations/0020). The mode is chosen when the endpoint is made and never changes.
--
-- Existing endpoints: one a WooCommerce pairing made takes the mode of the key made with it (the
-- store acts in that mode; the integration's environment when the key is gone), every other one
-- becomes live, since until now every endpoint heard live events and a store relying on one
-- must keep hearing them (it also hears test events no more: add a test endpoint for those).
ALTER TABLE webhook_endpoints ADD COLUMN mode text NOT NULL DEFAULT 'live';
UPDATE webhook_endpoints e
  SET mode = COALESCE(k.mode, i.environment)
  FROM integrations i LEFT JOIN api_keys k ON k.id = i.api_key_id
  WHERE i.webhook_endpoint_id = e.id AND COALESCE(k.mode, i.environment) IN ('test', 'live');
ALTER TABLE webhook_endpoints ALTER COLUMN mode DROP DEFAULT;
CREATE INDEX webhook_endpoints_company_mode_idx ON webhook_endpoints (company_id, mode, created_at, id);

-- The signing secrets (secret, previous_secret) are kept sealed from now on: AES-256-GCM under
-- INTEGRATION_SECRET, the endpoint's id as associated data, `v1.<nonce>.<tag>.<ciphertext>`
-- (src/integrations/secret-box.ts). SQL does not hold that key, so the rows written before this
-- migration keep their plaintext `whsec_` value until the API's start seals them
-- (sealStoredSecrets in src/webhooks/secrets.ts); until then the sender reads either form.
