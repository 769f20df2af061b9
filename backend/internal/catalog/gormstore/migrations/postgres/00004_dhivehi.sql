-- The owner's words in Dhivehi: a product's title and description and a
-- category's name may each have a Dhivehi version, '' when there is none
-- (the English one shows then).

-- +goose Up
ALTER TABLE products ADD COLUMN title_dv TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN description_dv TEXT NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN name_dv TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE categories DROP COLUMN name_dv;
ALTER TABLE products DROP COLUMN description_dv;
ALTER TABLE products DROP COLUMN title_dv;
