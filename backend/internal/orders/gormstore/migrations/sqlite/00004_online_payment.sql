-- Orders may be paid online (payment method ONLINE, decision 204). SQLite
-- cannot alter a CHECK, and rebuilding the orders table would cascade into
-- its lines; loosening a CHECK changes no stored row, so the table's
-- definition is edited in place (SQLite's documented writable_schema
-- procedure). writable_schema = RESET makes this connection parse the new
-- definition at once (with OFF it kept the old one, and a later ALTER TABLE
-- ADD COLUMN in the same run wrote its column at the old text's offsets);
-- creating and dropping an index moves the schema version on so every other
-- open connection reads it too.

-- +goose Up
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'payment_method IN (''COD'', ''BANK'')', 'payment_method IN (''COD'', ''BANK'', ''ONLINE'')')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = RESET;
CREATE INDEX orders_schema_bump ON orders (payment_method);
DROP INDEX orders_schema_bump;

-- +goose Down
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'payment_method IN (''COD'', ''BANK'', ''ONLINE'')', 'payment_method IN (''COD'', ''BANK'')')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = RESET;
CREATE INDEX orders_schema_bump ON orders (payment_method);
DROP INDEX orders_schema_bump;
