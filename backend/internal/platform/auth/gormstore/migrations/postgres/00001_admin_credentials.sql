-- +goose Up
CREATE TABLE admin_credentials (
    id            SMALLINT PRIMARY KEY CHECK (id = 1),
    password_hash TEXT        NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE admin_credentials;
