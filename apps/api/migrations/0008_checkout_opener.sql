-- Who opened a checkout session: a digest of the client's address (never the address itself),
-- so a client asking again gets its own open session back, and a link's open sessions can be
-- counted per client. Sessions opened before have none.
ALTER TABLE checkout_sessions ADD COLUMN opener text;
CREATE INDEX checkout_sessions_open_idx ON checkout_sessions (link_id, state, expires_at);
