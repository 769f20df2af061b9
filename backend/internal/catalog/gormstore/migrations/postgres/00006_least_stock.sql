-- Each product's least stock, the fewest left of any of its variants (NULL
-- with no variant), kept by the store with the stock: the dashboard's
-- low-stock list reads the products in this index's order, the fewest
-- left first, instead of every product's stock (decision 251).

-- +goose Up
ALTER TABLE products ADD COLUMN least_stock INTEGER;
UPDATE products SET least_stock = (SELECT MIN(value::integer) FROM jsonb_each_text(products.stock::jsonb));
CREATE INDEX products_least_stock ON products (least_stock, title);

-- +goose Down
DROP INDEX products_least_stock;
ALTER TABLE products DROP COLUMN least_stock;
