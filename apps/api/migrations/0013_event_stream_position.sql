-- A consumer's place in the event stream is its last event's (txid, id), not its id alone.
-- Reading only events whose transaction has ended (0010) is not enough with an id cursor: a
-- transaction that took its transaction id early but wrote its event late (id 11) can commit
-- before one that took a later transaction id and an earlier event id (10). A consumer that read
-- 11 would then pass 10 when it commits. Ordered by (txid, id), nothing can appear behind a
-- position once read: every transaction still running, or yet to start, has a txid at or above
-- the snapshot's xmin, above every txid already read.
ALTER TABLE event_cursors ADD COLUMN last_txid xid8 NOT NULL DEFAULT '0';
UPDATE event_cursors c SET last_txid = e.txid FROM events e WHERE e.id = c.last_event_id;
CREATE INDEX events_stream_position_idx ON events (txid, id);
