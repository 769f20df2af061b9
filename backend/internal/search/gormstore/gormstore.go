// Package gormstore keeps the counts of searches that found nothing in
// SQLite or PostgreSQL, bounded to search.MaxMissRows terms.
package gormstore

import (
	"context"
	"embed"
	"fmt"
	"slices"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/search"
)

// Migrations is the search schema.
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

type missRow struct {
	Term   string    `gorm:"column:term;primaryKey"`
	Count  int       `gorm:"column:count"`
	LastAt time.Time `gorm:"column:last_at"`
}

func (missRow) TableName() string { return "search_misses" }

// Store implements search.MissStore.
type Store struct{ db *gorm.DB }

// New returns the store on db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

var _ search.MissStore = (*Store)(nil)

// Add implements search.MissStore: one upsert per term, then the rows past
// the MaxMissRows most counted are deleted, all in one transaction.
func (s *Store) Add(ctx context.Context, counts map[string]int, at time.Time) error {
	terms := make([]string, 0, len(counts))
	for t := range counts {
		terms = append(terms, t)
	}
	// In a stable order, so two replicas adding the same terms lock them
	// in the same order.
	slices.Sort(terms)
	rows := make([]missRow, 0, len(terms))
	for _, t := range terms {
		rows = append(rows, missRow{Term: t, Count: counts[t], LastAt: at.UTC()})
	}
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := tx.Clauses(clause.OnConflict{
			Columns: []clause.Column{{Name: "term"}},
			DoUpdates: clause.Assignments(map[string]any{
				"count":   gorm.Expr("search_misses.count + excluded.count"),
				"last_at": gorm.Expr("excluded.last_at"),
			}),
		}).CreateInBatches(&rows, 100).Error
		if err != nil {
			return fmt.Errorf("count searches that found nothing: %w", err)
		}
		err = tx.Exec(`DELETE FROM search_misses WHERE term NOT IN
			(SELECT term FROM search_misses ORDER BY count DESC, last_at DESC, term LIMIT ?)`, search.MaxMissRows).Error
		if err != nil {
			return fmt.Errorf("trim searches that found nothing: %w", err)
		}
		return nil
	})
}

// Top implements search.MissStore.
func (s *Store) Top(ctx context.Context, n int) ([]search.Miss, error) {
	var rows []missRow
	err := s.db.WithContext(ctx).Order("count DESC, last_at DESC, term").Limit(n).Find(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("read searches that found nothing: %w", err)
	}
	out := make([]search.Miss, 0, len(rows))
	for _, r := range rows {
		out = append(out, search.Miss{Term: r.Term, Count: r.Count, Last: r.LastAt})
	}
	return out, nil
}
