-- +goose Up
-- A write no longer waits for the other replicas to acknowledge it: each
-- hears the change's notice and its own heartbeat (decision 220), so the
-- leases and the notices' numbers are gone.
DROP TABLE replica_leases;
DROP SEQUENCE replica_notices;

-- +goose Down
CREATE TABLE replica_leases (
    id         TEXT        PRIMARY KEY,
    renewed_at TIMESTAMPTZ NOT NULL,
    acked      BIGINT      NOT NULL
);
CREATE SEQUENCE replica_notices;
