-- +goose Up
-- The replicas serving from what they keep in memory (decision 147): one
-- row per server process, renewed about every second. A change waits, before
-- it returns, until every replica renewed within its lease has handled the
-- change's notice (acked at least its number from replica_notices).
CREATE TABLE replica_leases (
    id         TEXT        PRIMARY KEY,
    renewed_at TIMESTAMPTZ NOT NULL,
    acked      BIGINT      NOT NULL
);
CREATE SEQUENCE replica_notices;

-- +goose Down
DROP SEQUENCE replica_notices;
DROP TABLE replica_leases;
