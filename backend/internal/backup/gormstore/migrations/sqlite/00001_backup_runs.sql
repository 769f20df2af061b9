-- Backup attempts: when, how they ended, the copy's name and size, and in
-- words why one failed (docs/decisions/216). Written on SQLite, where the
-- shop backs itself up; PostgreSQL has the same table for the same reads.

-- +goose Up
CREATE TABLE backup_runs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    trigger     TEXT NOT NULL,
    started_at  DATETIME NOT NULL,
    finished_at DATETIME,
    ok          BOOLEAN NOT NULL DEFAULT FALSE,
    copy_name   TEXT NOT NULL DEFAULT '',
    bytes       INTEGER NOT NULL DEFAULT 0,
    files       INTEGER NOT NULL DEFAULT 0,
    problem     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX backup_runs_good ON backup_runs (ok, started_at);

-- +goose Down
DROP TABLE backup_runs;
