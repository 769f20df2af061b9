-- An order may use a discount code: the code as the shop keeps it (empty
-- for none) and what it took off the items' subtotal, never more than that
-- subtotal. The total is then the subtotal less the discount plus the
-- delivery fee (plus GST when prices do not include it): 00007 already
-- loosened the total's CHECK to a total of 0 or more, which still holds.

-- +goose Up
ALTER TABLE orders ADD COLUMN discount_code TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN discount_laari INTEGER NOT NULL DEFAULT 0
    CHECK (discount_laari >= 0 AND discount_laari <= subtotal_laari);

-- +goose Down
ALTER TABLE orders DROP COLUMN discount_laari;
ALTER TABLE orders DROP COLUMN discount_code;
