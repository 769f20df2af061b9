-- Online payments (decision 204): the owner's settings (one row), the
-- orders waiting for their payment, and the bank's transactions the shop
-- created. outcome is the once-only guard: a confirmed transaction is
-- counted by the one update that finds it empty (decision 205).

-- +goose Up
CREATE TABLE payment_settings (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    enabled        INTEGER NOT NULL DEFAULT 0,
    application_id TEXT NOT NULL DEFAULT '',
    api_key        TEXT NOT NULL DEFAULT '',
    environment    TEXT NOT NULL DEFAULT 'testing' CHECK (environment IN ('testing', 'production')),
    hold_minutes   INTEGER NOT NULL DEFAULT 60,
    updated_at     DATETIME NOT NULL
);

CREATE TABLE payment_orders (
    order_number TEXT PRIMARY KEY,
    placed_at    DATETIME NOT NULL,
    settled      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX payment_orders_waiting ON payment_orders (placed_at) WHERE settled = 0;

CREATE TABLE payment_transactions (
    transaction_id TEXT PRIMARY KEY,
    order_number   TEXT NOT NULL,
    amount_laari   INTEGER NOT NULL CHECK (amount_laari > 0),
    currency       TEXT NOT NULL,
    state          TEXT NOT NULL,
    url            TEXT NOT NULL DEFAULT '',
    outcome        TEXT NOT NULL DEFAULT '' CHECK (outcome IN ('', 'paid', 'refund')),
    created_at     DATETIME NOT NULL,
    updated_at     DATETIME NOT NULL
);
CREATE INDEX payment_transactions_order ON payment_transactions (order_number, created_at);

-- +goose Down
DROP TABLE payment_transactions;
DROP TABLE payment_orders;
DROP TABLE payment_settings;
