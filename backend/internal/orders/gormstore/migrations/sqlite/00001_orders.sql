-- Orders, their lines and their status history. A line is a copy of the
-- product as it was ordered (title, SKU, price, picture), so editing or
-- deleting a product never changes a past order; product_id is therefore not
-- a foreign key into the catalog's tables. The total is kept for reports and
-- is always subtotal + delivery fee.

-- +goose Up
CREATE TABLE orders (
    order_number       TEXT PRIMARY KEY,
    customer_name      TEXT NOT NULL,
    customer_phone     TEXT NOT NULL,
    customer_email     TEXT NOT NULL DEFAULT '',
    atoll              TEXT NOT NULL,
    island             TEXT NOT NULL,
    street             TEXT NOT NULL,
    directions         TEXT NOT NULL DEFAULT '',
    subtotal_laari     INTEGER NOT NULL CHECK (subtotal_laari >= 0),
    delivery_fee_laari INTEGER NOT NULL CHECK (delivery_fee_laari >= 0),
    total_laari        INTEGER NOT NULL CHECK (total_laari = subtotal_laari + delivery_fee_laari),
    payment_method     TEXT NOT NULL CHECK (payment_method IN ('COD', 'BANK')),
    payment_status     TEXT NOT NULL CHECK (payment_status IN ('unpaid', 'paid')),
    -- the media module's slip reference; NULL without one. One slip, one order.
    transfer_slip      TEXT UNIQUE,
    status             TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
    notes              TEXT NOT NULL DEFAULT '',
    -- what the customer sent, hashed: a resend of the same order number is
    -- the same order only when this matches (docs/decisions/032)
    fingerprint        TEXT NOT NULL,
    created_at         DATETIME NOT NULL,
    updated_at         DATETIME NOT NULL
);
CREATE INDEX orders_newest ON orders (created_at DESC, order_number DESC);
CREATE INDEX orders_status ON orders (status, created_at DESC);

CREATE TABLE order_items (
    order_number TEXT NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    id           TEXT NOT NULL,
    product_id   TEXT NOT NULL,
    title        TEXT NOT NULL,
    sku          TEXT NOT NULL,
    size         TEXT NOT NULL DEFAULT '',
    color        TEXT NOT NULL DEFAULT '',
    quantity     INTEGER NOT NULL CHECK (quantity > 0),
    price_laari  INTEGER NOT NULL CHECK (price_laari >= 0),
    image        TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (order_number, position)
);
CREATE INDEX order_items_product ON order_items (product_id);

CREATE TABLE order_status_history (
    order_number TEXT NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    status       TEXT NOT NULL,
    at           DATETIME NOT NULL,
    PRIMARY KEY (order_number, position)
);

-- +goose Down
DROP TABLE order_status_history;
DROP TABLE order_items;
DROP TABLE orders;
