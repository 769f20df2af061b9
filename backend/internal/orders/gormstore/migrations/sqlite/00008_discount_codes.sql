-- An order may use a discount code: the code as the shop keeps it (empty
-- for none) and what it took off the items' subtotal. The total is then
-- the subtotal less the discount plus the delivery fee. SQLite cannot alter
-- the total's CHECK; every stored row has no discount, so it holds the new
-- rule too, and the table's definition is edited in place as in 00004
-- (decision 206).

-- +goose Up
ALTER TABLE orders ADD COLUMN discount_code TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN discount_laari INTEGER NOT NULL DEFAULT 0
    CHECK (discount_laari >= 0 AND discount_laari <= subtotal_laari);
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'total_laari = subtotal_laari + delivery_fee_laari', 'total_laari = subtotal_laari - discount_laari + delivery_fee_laari')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = RESET;
CREATE INDEX orders_schema_bump ON orders (discount_code);
DROP INDEX orders_schema_bump;

-- +goose Down
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'total_laari = subtotal_laari - discount_laari + delivery_fee_laari', 'total_laari = subtotal_laari + delivery_fee_laari')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = RESET;
CREATE INDEX orders_schema_bump ON orders (payment_method);
DROP INDEX orders_schema_bump;
ALTER TABLE orders DROP COLUMN discount_laari;
ALTER TABLE orders DROP COLUMN discount_code;
