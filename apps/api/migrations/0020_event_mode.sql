-- Each event names the mode (test or live) of the object it is about, or none for a fact of the
-- workspace itself (a member, a wallet, a verification). Webhook endpoints of a mode hear that
-- mode's events, and a key's /v1/events lists its own mode's: both read this column rather than
-- a field of the event's data, whose shape is the public object's.
ALTER TABLE events ADD COLUMN mode text;
UPDATE events SET mode = data->>'environment' WHERE data->>'environment' IN ('test', 'live');
UPDATE events SET mode = data->>'mode' WHERE mode IS NULL AND data->>'mode' IN ('test', 'live');
CREATE INDEX events_company_mode_idx ON events (company_id, mode, id);
