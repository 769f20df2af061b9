// Package gormstore keeps the records of transfer slips in the database (the
// files are in the blob store).
package gormstore

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/media"
)

// Migrations is the media schema, per dialect, under "migrations".
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

// Store implements media.SlipStore.
type Store struct {
	db *gorm.DB
}

// New returns the store on db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

type slipRow struct {
	Ref         string `gorm:"primaryKey"`
	BlobKey     string
	ContentType string
	Size        int64
	CreatedAt   time.Time
	AttachedAt  *time.Time
}

func (slipRow) TableName() string { return "slips" }

func toRow(s media.Slip) slipRow {
	r := slipRow{Ref: s.Ref, BlobKey: s.Key, ContentType: s.ContentType, Size: s.Size, CreatedAt: s.CreatedAt.UTC()}
	if s.Attached() {
		at := s.AttachedAt.UTC()
		r.AttachedAt = &at
	}
	return r
}

func (r slipRow) slip() media.Slip {
	s := media.Slip{Ref: r.Ref, Key: r.BlobKey, ContentType: r.ContentType, Size: r.Size, CreatedAt: r.CreatedAt.UTC()}
	if r.AttachedAt != nil {
		s.AttachedAt = r.AttachedAt.UTC()
	}
	return s
}

// Add stores a new slip's record.
func (s *Store) Add(ctx context.Context, sl media.Slip) error {
	row := toRow(sl)
	if err := s.db.WithContext(ctx).Create(&row).Error; err != nil {
		return fmt.Errorf("add slip: %w", err)
	}
	return nil
}

// Get returns the slip's record.
func (s *Store) Get(ctx context.Context, ref string) (media.Slip, error) {
	var row slipRow
	err := s.db.WithContext(ctx).Take(&row, "ref = ?", ref).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return media.Slip{}, media.ErrSlipNotFound
	}
	if err != nil {
		return media.Slip{}, fmt.Errorf("read slip: %w", err)
	}
	return row.slip(), nil
}

// Attach sets attached_at once; a slip already attached keeps its time. It
// says whether this call attached it.
func (s *Store) Attach(ctx context.Context, ref string, at time.Time) (bool, error) {
	res := s.db.WithContext(ctx).Model(&slipRow{}).
		Where("ref = ? AND attached_at IS NULL", ref).
		Update("attached_at", at.UTC())
	if res.Error != nil {
		return false, fmt.Errorf("attach slip: %w", res.Error)
	}
	if res.RowsAffected == 1 {
		return true, nil
	}
	_, err := s.Get(ctx, ref)
	return false, err
}

// Detach clears attached_at if it is still the time given (the attach being
// undone), so a slip an earlier order holds stays attached.
func (s *Store) Detach(ctx context.Context, ref string, at time.Time) error {
	err := s.db.WithContext(ctx).Model(&slipRow{}).
		Where("ref = ? AND attached_at = ?", ref, at.UTC()).
		Update("attached_at", nil).Error
	if err != nil {
		return fmt.Errorf("detach slip: %w", err)
	}
	return nil
}

// Release clears attached_at, whatever it was.
func (s *Store) Release(ctx context.Context, ref string) error {
	err := s.db.WithContext(ctx).Model(&slipRow{}).Where("ref = ?", ref).Update("attached_at", nil).Error
	if err != nil {
		return fmt.Errorf("release slip: %w", err)
	}
	return nil
}

// UnattachedSize is the total size of the slips no order holds.
func (s *Store) UnattachedSize(ctx context.Context) (int64, error) {
	var total int64
	err := s.db.WithContext(ctx).Model(&slipRow{}).Where("attached_at IS NULL").
		Select("COALESCE(SUM(size), 0)").Scan(&total).Error
	if err != nil {
		return 0, fmt.Errorf("size of unattached slips: %w", err)
	}
	return total, nil
}

// Unattached lists slips created before the time and never attached.
func (s *Store) Unattached(ctx context.Context, before time.Time, limit int) ([]media.Slip, error) {
	var rows []slipRow
	err := s.db.WithContext(ctx).
		Where("attached_at IS NULL AND created_at < ?", before.UTC()).
		Order("created_at, ref").Limit(limit).Find(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("list unattached slips: %w", err)
	}
	out := make([]media.Slip, len(rows))
	for i, r := range rows {
		out[i] = r.slip()
	}
	return out, nil
}

// DeleteUnattached deletes the record only while no order holds the slip.
func (s *Store) DeleteUnattached(ctx context.Context, ref string) (bool, error) {
	res := s.db.WithContext(ctx).Where("ref = ? AND attached_at IS NULL", ref).Delete(&slipRow{})
	if res.Error != nil {
		return false, fmt.Errorf("delete slip: %w", res.Error)
	}
	return res.RowsAffected == 1, nil
}

// ExistingKeys returns the keys among keys that a record holds.
func (s *Store) ExistingKeys(ctx context.Context, keys []string) (map[string]bool, error) {
	out := make(map[string]bool, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	var found []string
	err := s.db.WithContext(ctx).Model(&slipRow{}).Where("blob_key IN ?", keys).Pluck("blob_key", &found).Error
	if err != nil {
		return nil, fmt.Errorf("look up slip files: %w", err)
	}
	for _, k := range found {
		out[k] = true
	}
	return out, nil
}

var _ media.SlipStore = (*Store)(nil)
