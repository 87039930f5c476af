-- The dashboard's colour theme, saved with the account: 'system' follows the device's light or
-- dark preference; 'light' and 'dark' override it.
ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system';
ALTER TABLE users ADD CONSTRAINT users_theme_check CHECK (theme IN ('system', 'light', 'dark'));
