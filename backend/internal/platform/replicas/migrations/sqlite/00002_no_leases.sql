-- +goose Up
-- Nothing was stored on SQLite (decision 220).
SELECT 1;

-- +goose Down
SELECT 1;
