-- A line keeps the product's Dhivehi title as it was when the order was
-- placed, for a Dhivehi customer's tracking page and slip; '' when the
-- product had none (the English title shows then).

-- +goose Up
ALTER TABLE order_items ADD COLUMN title_dv TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE order_items DROP COLUMN title_dv;
