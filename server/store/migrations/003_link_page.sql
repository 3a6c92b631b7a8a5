-- The Link page: a started link session carries a session token (stored hashed) for the page, and the one
-- transfer the session may send.
ALTER TABLE link_sessions ADD COLUMN page_token_hash text;
ALTER TABLE link_sessions ADD COLUMN page_expires_at bigint;
ALTER TABLE link_sessions ADD COLUMN transfer_id uuid;
CREATE UNIQUE INDEX link_sessions_page_token ON link_sessions (page_token_hash);
