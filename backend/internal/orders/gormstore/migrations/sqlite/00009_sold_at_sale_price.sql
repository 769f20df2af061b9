-- A line sold at a sale price keeps the price it would have cost without
-- the sale, for the slip to show struck out beside the price paid; 0 when
-- the line was sold at the product's own price.

-- +goose Up
ALTER TABLE order_items ADD COLUMN original_price_laari INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE order_items DROP COLUMN original_price_laari;
