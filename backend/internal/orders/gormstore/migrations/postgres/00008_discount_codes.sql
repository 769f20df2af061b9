-- An order may use a discount code: the code as the shop keeps it (empty
-- for none) and what it took off the items' subtotal. The total is then
-- the subtotal less the discount plus the delivery fee.

-- +goose Up
ALTER TABLE orders ADD COLUMN discount_code TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN discount_laari BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD CONSTRAINT orders_discount_within_subtotal
    CHECK (discount_laari >= 0 AND discount_laari <= subtotal_laari);
ALTER TABLE orders DROP CONSTRAINT orders_check;
ALTER TABLE orders ADD CONSTRAINT orders_check
    CHECK (total_laari = subtotal_laari - discount_laari + delivery_fee_laari);

-- +goose Down
ALTER TABLE orders DROP CONSTRAINT orders_check;
ALTER TABLE orders ADD CONSTRAINT orders_check CHECK (total_laari = subtotal_laari + delivery_fee_laari);
ALTER TABLE orders DROP CONSTRAINT orders_discount_within_subtotal;
ALTER TABLE orders DROP COLUMN discount_laari;
ALTER TABLE orders DROP COLUMN discount_code;
