-- +goose Up
-- Admin sessions. id is the SHA-256 (hex) of the token in the admin's cookie:
-- the token itself is never stored, so a copy of the database signs no one in.
CREATE TABLE admin_sessions (
    id           TEXT        PRIMARY KEY,
    created_at   TIMESTAMPTZ NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL,
    last_seen_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);

-- +goose Down
DROP TABLE admin_sessions;
