-- A product's version: 1 when created, one more for every change of its row
-- (an edit by the owner, stock taken by an order). The admin's form sends the
-- version it loaded, and an edit from an older one is refused, so saving a
-- form never writes back stock an order took meanwhile (docs/decisions/049).

-- +goose Up
ALTER TABLE products ADD COLUMN version BIGINT NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE products DROP COLUMN version;
