-- Online payments (decision 204): the owner's settings (one row), the
-- orders waiting for their payment, and the bank's transactions the shop
-- created. outcome is the once-only guard: a confirmed transaction is
-- counted by the one update that finds it empty (decision 205).

-- +goose Up
CREATE TABLE payment_settings (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    enabled        BOOLEAN NOT NULL DEFAULT FALSE,
    application_id TEXT NOT NULL DEFAULT '',
    api_key        TEXT NOT NULL DEFAULT '',
    environment    TEXT NOT NULL DEFAULT 'testing' CHECK (environment IN ('testing', 'production')),
    hold_minutes   INTEGER NOT NULL DEFAULT 60,
    updated_at     TIMESTAMPTZ NOT NULL
);

CREATE TABLE payment_orders (
    order_number TEXT COLLATE "C" PRIMARY KEY,
    placed_at    TIMESTAMPTZ NOT NULL,
    settled      BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX payment_orders_waiting ON payment_orders (placed_at) WHERE NOT settled;

CREATE TABLE payment_transactions (
    transaction_id TEXT COLLATE "C" PRIMARY KEY,
    order_number   TEXT COLLATE "C" NOT NULL,
    amount_laari   BIGINT NOT NULL CHECK (amount_laari > 0),
    currency       TEXT NOT NULL,
    state          TEXT NOT NULL,
    url            TEXT NOT NULL DEFAULT '',
    outcome        TEXT NOT NULL DEFAULT '' CHECK (outcome IN ('', 'paid', 'refund')),
    created_at     TIMESTAMPTZ NOT NULL,
    updated_at     TIMESTAMPTZ NOT NULL
);
CREATE INDEX payment_transactions_order ON payment_transactions (order_number, created_at);

-- +goose Down
DROP TABLE payment_transactions;
DROP TABLE payment_orders;
DROP TABLE payment_settings;
