-- A tailor-made line names the tailoring request it was priced from (its
-- product_id is then empty). Not a foreign key: the request lives in
-- another module's tables, and the line is a copy, as a product line is.

-- +goose Up
ALTER TABLE order_items ADD COLUMN tailor_item_id TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE order_items DROP COLUMN tailor_item_id;
