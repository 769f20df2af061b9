// Package gormstore records backup attempts in the shop's database and
// takes the SQLite database's consistent copy (VACUUM INTO).
package gormstore

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/backup"
	"dhoni/internal/platform/database"
)

// Migrations is the backup schema.
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

type runRow struct {
	ID         int64      `gorm:"column:id;primaryKey"`
	Trigger    string     `gorm:"column:trigger"`
	StartedAt  time.Time  `gorm:"column:started_at"`
	FinishedAt *time.Time `gorm:"column:finished_at"`
	OK         bool       `gorm:"column:ok"`
	CopyName   string     `gorm:"column:copy_name"`
	Bytes      int64      `gorm:"column:bytes"`
	Files      int        `gorm:"column:files"`
	Problem    string     `gorm:"column:problem"`
}

func (runRow) TableName() string { return "backup_runs" }

func (r runRow) run() backup.Run {
	out := backup.Run{ID: r.ID, Trigger: r.Trigger, StartedAt: r.StartedAt.UTC(), OK: r.OK,
		Copy: r.CopyName, Bytes: r.Bytes, Files: r.Files, Problem: r.Problem}
	if r.FinishedAt != nil {
		out.FinishedAt = r.FinishedAt.UTC()
	}
	return out
}

// Store implements backup.Runs and backup.Snapshotter.
type Store struct{ db *database.DB }

// New returns the store on db.
func New(db *database.DB) *Store { return &Store{db: db} }

var (
	_ backup.Runs        = (*Store)(nil)
	_ backup.Snapshotter = (*Store)(nil)
)

// Start implements backup.Runs.
func (s *Store) Start(ctx context.Context, trigger string, at time.Time) (int64, error) {
	row := runRow{Trigger: trigger, StartedAt: at.UTC()}
	if err := s.db.WithContext(ctx).Create(&row).Error; err != nil {
		return 0, fmt.Errorf("record backup start: %w", err)
	}
	return row.ID, nil
}

// Finish implements backup.Runs.
func (s *Store) Finish(ctx context.Context, id int64, r backup.Run) error {
	err := s.db.WithContext(ctx).Model(&runRow{}).Where("id = ?", id).Updates(map[string]any{
		"finished_at": r.FinishedAt.UTC(), "ok": r.OK, "copy_name": r.Copy,
		"bytes": r.Bytes, "files": r.Files, "problem": r.Problem,
	}).Error
	if err != nil {
		return fmt.Errorf("record backup end: %w", err)
	}
	return nil
}

// CutOff implements backup.Runs.
func (s *Store) CutOff(ctx context.Context, at time.Time, problem string) error {
	err := s.db.WithContext(ctx).Model(&runRow{}).Where("finished_at IS NULL").
		Updates(map[string]any{"finished_at": at.UTC(), "ok": false, "problem": problem}).Error
	if err != nil {
		return fmt.Errorf("record cut-off backups: %w", err)
	}
	return nil
}

// Restored records, in a database restored from a copy, the attempt that
// made the copy (still running when the copy was taken) as made.
func (s *Store) Restored(ctx context.Context, made backup.Run) error {
	err := s.db.WithContext(ctx).Model(&runRow{}).Where("finished_at IS NULL").Updates(map[string]any{
		"finished_at": made.FinishedAt.UTC(), "ok": true, "copy_name": made.Copy,
		"bytes": made.Bytes, "files": made.Files, "problem": "",
	}).Error
	if err != nil {
		return fmt.Errorf("record the restored copy: %w", err)
	}
	return nil
}

// Latest implements backup.Runs.
func (s *Store) Latest(ctx context.Context) (last backup.Run, hasLast bool, good backup.Run, hasGood bool, err error) {
	q := s.db.WithContext(ctx)
	var row runRow
	switch err := q.Order("started_at DESC, id DESC").Take(&row).Error; {
	case errors.Is(err, gorm.ErrRecordNotFound):
		return last, false, good, false, nil
	case err != nil:
		return last, false, good, false, fmt.Errorf("read backups: %w", err)
	}
	last, hasLast = row.run(), true
	if row.OK {
		return last, true, last, true, nil
	}
	row = runRow{}
	switch err := q.Where("ok").Order("started_at DESC, id DESC").Take(&row).Error; {
	case errors.Is(err, gorm.ErrRecordNotFound):
		return last, true, good, false, nil
	case err != nil:
		return last, true, good, false, fmt.Errorf("read backups: %w", err)
	}
	return last, true, row.run(), true, nil
}

// Snapshot implements backup.Snapshotter: VACUUM INTO writes the database
// as one read transaction saw it, so writers carry on meanwhile.
func (s *Store) Snapshot(ctx context.Context, path string) error {
	if s.db.Dialect != database.SQLite {
		return backup.ErrOperator
	}
	return s.db.WithContext(ctx).Exec("VACUUM INTO ?", path).Error
}
