-- A product's sale: a price below its own, from an optional start until an
-- optional end (UTC; NULL is open), for the whole product or one variant
-- (sale_variant, a stock key; '' for all). sale_price_laari is NULL without a
-- sale. The listing's "Sale" filter asks for the sales in force at a moment.

-- +goose Up
ALTER TABLE products ADD COLUMN sale_price_laari INTEGER CHECK (sale_price_laari > 0);
ALTER TABLE products ADD COLUMN sale_starts_at DATETIME;
ALTER TABLE products ADD COLUMN sale_ends_at DATETIME;
ALTER TABLE products ADD COLUMN sale_variant TEXT NOT NULL DEFAULT '';
CREATE INDEX products_sale ON products (sale_price_laari) WHERE sale_price_laari IS NOT NULL;

-- +goose Down
DROP INDEX products_sale;
ALTER TABLE products DROP COLUMN sale_variant;
ALTER TABLE products DROP COLUMN sale_ends_at;
ALTER TABLE products DROP COLUMN sale_starts_at;
ALTER TABLE products DROP COLUMN sale_price_laari;
