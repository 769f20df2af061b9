-- +goose Up
-- Events counted by the shared rate limits (decision 101): one row per
-- allowed event. key_hash is the SHA-256 (hex) of the limited key (a client
-- address, a phone), so the table holds no customer's data; at_us is the
-- event's time in microseconds since 1970 (UTC).
CREATE TABLE rate_limit_events (
    id       BIGSERIAL   PRIMARY KEY,
    name     TEXT        NOT NULL,
    key_hash TEXT        NOT NULL,
    at_us    BIGINT      NOT NULL
);
CREATE INDEX rate_limit_events_key ON rate_limit_events (name, key_hash, at_us);
CREATE INDEX rate_limit_events_time ON rate_limit_events (name, at_us);

-- +goose Down
DROP TABLE rate_limit_events;
