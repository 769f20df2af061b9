-- +goose Up
-- Transfer slips uploaded at checkout. A slip no order took (attached_at NULL)
-- is removed a day after created_at; the file itself is in the blob store.
CREATE TABLE slips (
    ref          TEXT        PRIMARY KEY,
    blob_key     TEXT        NOT NULL UNIQUE,
    content_type TEXT        NOT NULL,
    size         BIGINT      NOT NULL CHECK (size >= 0),
    created_at   TIMESTAMPTZ NOT NULL,
    attached_at  TIMESTAMPTZ
);
CREATE INDEX slips_unattached ON slips (created_at) WHERE attached_at IS NULL;

-- +goose Down
DROP TABLE slips;
