package gormstore

import (
	"context"
	"fmt"
	"time"
)

// NextSaleChange implements catalog.Products.
func (s *Products) NextSaleChange(ctx context.Context, t time.Time) (time.Time, bool, error) {
	var rows []struct {
		Starts *time.Time `gorm:"column:sale_starts_at"`
		Ends   *time.Time `gorm:"column:sale_ends_at"`
	}
	err := s.db.WithContext(ctx).Model(&productRow{}).Select("sale_starts_at, sale_ends_at").
		Where("sale_price_laari IS NOT NULL AND (sale_starts_at > ? OR sale_ends_at > ?)", t, t).
		Find(&rows).Error
	if err != nil {
		return time.Time{}, false, fmt.Errorf("next sale change: %w", err)
	}
	var next time.Time
	for _, r := range rows {
		for _, at := range []*time.Time{r.Starts, r.Ends} {
			if at != nil && at.After(t) && (next.IsZero() || at.Before(next)) {
				next = at.UTC()
			}
		}
	}
	return next, !next.IsZero(), nil
}
