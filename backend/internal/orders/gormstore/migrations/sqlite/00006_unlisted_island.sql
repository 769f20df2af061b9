-- An order to an island the shop's list does not name: the customer typed
-- the island ("My island is not listed") and the owner is told so.

-- +goose Up
ALTER TABLE orders ADD COLUMN island_unlisted BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE orders DROP COLUMN island_unlisted;
