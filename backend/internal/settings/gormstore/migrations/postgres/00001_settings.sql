-- +goose Up
-- The whole settings document in one row (see docs/decisions/008).
CREATE TABLE settings (
    id         SMALLINT    PRIMARY KEY CHECK (id = 1),
    document   JSONB       NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE settings;
