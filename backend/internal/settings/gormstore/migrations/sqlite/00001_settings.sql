-- +goose Up
-- The whole settings document in one row (see docs/decisions/008).
CREATE TABLE settings (
    id         INTEGER   PRIMARY KEY CHECK (id = 1),
    document   TEXT      NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE settings;
