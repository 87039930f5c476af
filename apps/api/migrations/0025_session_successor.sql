-- Refreshing in several tabs at once: the token a refresh has just replaced keeps, for a short
-- grace (30 s, `SESSION_REFRESH_GRACE_MS`), which session replaced it and that session's token,
-- so that another refresh presenting it in that time gets the same new token instead of revoking
-- the family. The token is sealed (AES-256-GCM under INTEGRATION_SECRET, the replaced session's
-- id as associated data), never stored in plain; past the grace it is never opened again.
ALTER TABLE sessions
  ADD COLUMN successor_id uuid,
  ADD COLUMN successor_token text;
