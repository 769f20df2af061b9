package gormstore

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
)

// SeedOnce implements catalog.SampleStore. The marker row is claimed first,
// inside the transaction: of two servers starting together on one database,
// the second waits on it and then finds it taken.
func (s *Samples) SeedOnce(ctx context.Context, categories []*catalog.Category, products []*catalog.Product) (bool, error) {
	seeded := false
	err := database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		now := clock.Stored(time.Now())
		claim := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&sampleMarkerRow{ID: 1, Seeded: false, MarkedAt: now})
		if claim.Error != nil {
			return claim.Error
		}
		if claim.RowsAffected == 0 {
			return nil
		}
		var n int64
		if err := tx.Model(&categoryRow{}).Count(&n).Error; err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		if err := tx.Model(&productRow{}).Count(&n).Error; err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		// parents before their subcategories, for the foreign key
		for _, topLevel := range []bool{true, false} {
			for _, c := range categories {
				if c.TopLevel() != topLevel {
					continue
				}
				row := toCategoryRow(c, now)
				if err := tx.Create(&row).Error; err != nil {
					return fmt.Errorf("sample category %s: %w", c.Slug(), err)
				}
			}
		}
		for _, p := range products {
			row, err := toProductRow(p)
			if err != nil {
				return err
			}
			if err := tx.Create(&row).Error; err != nil {
				return fmt.Errorf("sample product %s: %w", p.Slug(), err)
			}
			if err := writeFilterRows(tx, p); err != nil {
				return err
			}
		}
		seeded = true
		return tx.Model(&sampleMarkerRow{}).Where("id = 1").Update("seeded", true).Error
	})
	if err != nil {
		return false, fmt.Errorf("seed sample catalog: %w", err)
	}
	return seeded, nil
}
