-- The history of the admin's changes to an order: who changed which field,
-- from what to what, and when (one row per field changed). Removed with
-- the order.

-- +goose Up
CREATE TABLE order_events (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    order_number TEXT NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
    who          TEXT NOT NULL,
    field        TEXT NOT NULL,
    from_value   TEXT NOT NULL,
    to_value     TEXT NOT NULL,
    at           DATETIME NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_number, id);

-- +goose Down
DROP TABLE order_events;
