-- The workspace's time zone (an IANA name such as Europe/Lisbon): the dashboard's revenue is
-- counted in its days, hours and months. Workspaces made before it count in UTC.
ALTER TABLE companies ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
