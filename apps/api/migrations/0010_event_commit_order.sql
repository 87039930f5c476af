-- Event ids in commit order without a lock. An id is drawn when its row is inserted, not when its
-- transaction commits: a consumer that read every committed id up to 11 could pass 10, drawn
-- earlier by a transaction still running, and never see it. Each event now keeps the id of the
-- transaction that wrote it, and consumers read only events whose transaction has ended
-- (`txid < pg_snapshot_xmin(pg_current_snapshot())`): an id below one they have read can no
-- longer appear. This replaces the advisory lock every event-writing transaction held to its
-- commit, which made them run one at a time (src/events/record.ts).
ALTER TABLE events ADD COLUMN txid xid8 NOT NULL DEFAULT pg_current_xact_id();
