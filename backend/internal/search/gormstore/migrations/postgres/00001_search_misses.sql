-- Searches that found nothing: their words (never anything about who
-- searched), how many times, and when last. The store keeps at most a few
-- hundred terms, the most counted (docs/decisions/188).

-- +goose Up
CREATE TABLE search_misses (
    term     TEXT COLLATE "C" PRIMARY KEY,
    count    INTEGER NOT NULL CHECK (count > 0),
    last_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX search_misses_top ON search_misses (count DESC, last_at DESC);

-- +goose Down
DROP TABLE search_misses;
