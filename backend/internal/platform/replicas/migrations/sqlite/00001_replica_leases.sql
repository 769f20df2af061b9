-- +goose Up
-- One server process writes a SQLite database: there are no other replicas
-- to tell of a change (decision 147), so nothing is stored.
SELECT 1;

-- +goose Down
SELECT 1;
