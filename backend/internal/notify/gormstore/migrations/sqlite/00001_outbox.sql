-- The outbox of new-order announcements. An order's transaction adds a row
-- (the text is composed then); the worker claims due rows with a lease
-- (one process per SQLite file),
-- sends to each chat id and records each chat that got it in
-- notify_deliveries, so a retry never sends to a chat twice
-- (docs/decisions/033).

-- +goose Up
CREATE TABLE notify_outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    order_number    TEXT NOT NULL,
    text            TEXT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'skipped', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at DATETIME NOT NULL,
    lease_until     DATETIME,
    last_error      TEXT NOT NULL DEFAULT '',
    created_at      DATETIME NOT NULL,
    finished_at     DATETIME
);
CREATE INDEX notify_outbox_due ON notify_outbox (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX notify_outbox_order ON notify_outbox (order_number);

CREATE TABLE notify_deliveries (
    outbox_id INTEGER NOT NULL REFERENCES notify_outbox (id) ON DELETE CASCADE,
    chat_id   TEXT NOT NULL,
    sent_at   DATETIME NOT NULL,
    PRIMARY KEY (outbox_id, chat_id)
);

-- +goose Down
DROP TABLE notify_deliveries;
DROP TABLE notify_outbox;
