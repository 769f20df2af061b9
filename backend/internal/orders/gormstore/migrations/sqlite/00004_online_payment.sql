-- Orders may be paid online (payment method ONLINE, decision 204). SQLite
-- cannot alter a CHECK, and rebuilding the orders table would cascade into
-- its lines; loosening a CHECK changes no stored row, so the table's
-- definition is edited in place (SQLite's documented writable_schema
-- procedure), and creating and dropping an index moves the schema version on
-- so every open connection reads the new definition.

-- +goose Up
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'payment_method IN (''COD'', ''BANK'')', 'payment_method IN (''COD'', ''BANK'', ''ONLINE'')')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = OFF;
CREATE INDEX orders_schema_bump ON orders (payment_method);
DROP INDEX orders_schema_bump;

-- +goose Down
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'payment_method IN (''COD'', ''BANK'', ''ONLINE'')', 'payment_method IN (''COD'', ''BANK'')')
 WHERE type = 'table' AND name = 'orders';
PRAGMA writable_schema = OFF;
CREATE INDEX orders_schema_bump ON orders (payment_method);
DROP INDEX orders_schema_bump;
