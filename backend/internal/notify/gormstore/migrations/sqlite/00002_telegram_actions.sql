-- Acting on orders from Telegram (docs/decisions/131): the actions a
-- new-order message offers as buttons (comma-separated, empty for none), the
-- updates already applied (so one delivered twice is applied once), and the
-- one row whose lease says which server polls Telegram, with the offset it
-- reached.

-- +goose Up
ALTER TABLE notify_outbox ADD COLUMN buttons TEXT NOT NULL DEFAULT '';

CREATE TABLE notify_telegram_updates (
    update_id  INTEGER PRIMARY KEY,
    applied_at DATETIME NOT NULL
);

CREATE TABLE notify_telegram_poll (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    holder      TEXT NOT NULL DEFAULT '',
    lease_until DATETIME,
    next_offset INTEGER NOT NULL DEFAULT 0
);
INSERT INTO notify_telegram_poll (id) VALUES (1);

-- +goose Down
DROP TABLE notify_telegram_poll;
DROP TABLE notify_telegram_updates;
ALTER TABLE notify_outbox DROP COLUMN buttons;
