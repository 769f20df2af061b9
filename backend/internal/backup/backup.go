// Package backup is the embedded setup's safety net: a consistent copy of
// the SQLite database taken while the shop serves, with the uploaded files
// that changed since the last copy, written to a folder or a bucket on a
// daily schedule and thinned to the last N daily and M weekly copies; and
// the restore that rebuilds a data directory from such a copy
// (docs/decisions/216). On PostgreSQL backups are the operator's job
// (pg_dump, docs/operations.md), and this package only says so.
package backup

import (
	"context"
	"errors"
	"time"
)

// Maldives is the shop's time zone: the schedule and the copies' names are
// in it.
var Maldives = time.FixedZone("MVT", 5*60*60)

// Run is one backup attempt as recorded.
type Run struct {
	ID int64
	// Trigger is what started it: "schedule", "admin" or "command".
	Trigger    string
	StartedAt  time.Time
	FinishedAt time.Time // zero while it runs (or when it was cut off)
	OK         bool
	// Copy is the copy's name in the target; Bytes and Files its size.
	Copy  string
	Bytes int64
	Files int
	// Problem says in words why it failed.
	Problem string
}

// Finished reports whether the attempt came to an end, well or not.
func (r Run) Finished() bool { return !r.FinishedAt.IsZero() }

// Runs records backup attempts, so every replica and the dashboard see them.
type Runs interface {
	// Start records an attempt begun at at and returns its id.
	Start(ctx context.Context, trigger string, at time.Time) (int64, error)
	// Finish records how attempt id ended.
	Finish(ctx context.Context, id int64, r Run) error
	// CutOff marks every attempt without an end as failed with problem: it
	// is called holding the backup lock, so none of them is still running.
	CutOff(ctx context.Context, at time.Time, problem string) error
	// Latest returns the newest attempt and the newest good one; ok is false
	// for each that does not exist.
	Latest(ctx context.Context) (last Run, hasLast bool, good Run, hasGood bool, err error)
}

// Snapshotter writes a consistent copy of the running database to a new
// file at path (SQLite's VACUUM INTO).
type Snapshotter interface {
	Snapshot(ctx context.Context, path string) error
}

// ErrBusy is a backup asked for while one runs.
var ErrBusy = errors.New("a backup is running already")

// ErrOperator is a backup asked of the shop on PostgreSQL.
var ErrOperator = errors.New("on PostgreSQL backups are the operator's job (pg_dump, see docs/operations.md)")
