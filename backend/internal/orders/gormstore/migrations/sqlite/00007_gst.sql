-- The shop's GST registration when the order was placed: a registered
-- shop's order is a tax invoice, and keeps its rate even when the owner's
-- settings change later (docs/decisions/209). When prices do not include
-- GST it is added to the total, so the total is no longer always the
-- subtotal plus the fee: that CHECK is loosened to a total of 0 or more, by
-- editing the table's definition as decision 206 describes.

-- +goose Up
ALTER TABLE orders ADD COLUMN gst_registered BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE orders ADD COLUMN gst_tin TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN gst_rate_basis_points INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN gst_prices_include BOOLEAN NOT NULL DEFAULT FALSE;
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'CHECK (total_laari = subtotal_laari + delivery_fee_laari)', 'CHECK (total_laari >= 0)')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = RESET;
CREATE INDEX orders_schema_bump ON orders (total_laari);
DROP INDEX orders_schema_bump;

-- +goose Down
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'CHECK (total_laari >= 0)', 'CHECK (total_laari = subtotal_laari + delivery_fee_laari)')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = RESET;
CREATE INDEX orders_schema_bump ON orders (total_laari);
DROP INDEX orders_schema_bump;
ALTER TABLE orders DROP COLUMN gst_prices_include;
ALTER TABLE orders DROP COLUMN gst_rate_basis_points;
ALTER TABLE orders DROP COLUMN gst_tin;
ALTER TABLE orders DROP COLUMN gst_registered;
