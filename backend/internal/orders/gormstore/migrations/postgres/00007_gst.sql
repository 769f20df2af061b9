-- The shop's GST registration when the order was placed: a registered
-- shop's order is a tax invoice, and keeps its rate even when the owner's
-- settings change later (docs/decisions/209). When prices do not include
-- GST it is added to the total, so the total is no longer always the
-- subtotal plus the fee: that CHECK (named orders_check by PostgreSQL, as
-- it names several columns) is loosened to a total of 0 or more.

-- +goose Up
ALTER TABLE orders ADD COLUMN gst_registered BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE orders ADD COLUMN gst_tin TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN gst_rate_basis_points INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN gst_prices_include BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE orders DROP CONSTRAINT orders_check;
ALTER TABLE orders ADD CONSTRAINT orders_total_laari_check CHECK (total_laari >= 0);

-- +goose Down
ALTER TABLE orders DROP CONSTRAINT orders_total_laari_check;
ALTER TABLE orders ADD CONSTRAINT orders_check CHECK (total_laari = subtotal_laari + delivery_fee_laari) NOT VALID;
ALTER TABLE orders DROP COLUMN gst_prices_include;
ALTER TABLE orders DROP COLUMN gst_rate_basis_points;
ALTER TABLE orders DROP COLUMN gst_tin;
ALTER TABLE orders DROP COLUMN gst_registered;
