package gormstore

import (
	"context"
	"errors"
	"fmt"

	"gorm.io/gorm"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
)

// Create implements catalog.Categories.
func (s *Categories) Create(ctx context.Context, c *catalog.Category) error {
	row := toCategoryRow(c, clock.Stored(s.now()))
	err := database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		var n int64
		if err := tx.Model(&categoryRow{}).Where("slug = ?", row.Slug).Count(&n).Error; err != nil {
			return err
		}
		if n > 0 {
			return catalog.ErrSlugTaken
		}
		return tx.Create(&row).Error
	})
	switch {
	case errors.Is(err, gorm.ErrDuplicatedKey):
		return catalog.ErrSlugTaken
	case errors.Is(err, gorm.ErrForeignKeyViolated):
		return catalog.ErrCategoryNotFound
	}
	return err
}

// Update implements catalog.Categories.
func (s *Categories) Update(ctx context.Context, id string, change func(*catalog.Category) error) (*catalog.Category, error) {
	updated, err := s.update(ctx, id, change, func(tx *gorm.DB, current categoryRow, c *catalog.Category) (*catalog.Category, error) {
		if c.ID() != id {
			return nil, fmt.Errorf("update category %s: the id changed to %s", id, c.ID())
		}
		row := toCategoryRow(c, clock.Stored(s.now()))
		row.CreatedAt = current.CreatedAt
		if err := tx.Select("*").Omit("id", "created_at").Where("id = ?", id).Updates(&row).Error; err != nil {
			return nil, err
		}
		return c, nil
	})
	if errors.Is(err, gorm.ErrForeignKeyViolated) {
		return nil, catalog.ErrCategoryNotFound
	}
	if err != nil {
		return nil, err
	}
	return updated, nil
}

// Delete implements catalog.Categories.
func (s *Categories) Delete(ctx context.Context, id string) error {
	err := database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		var current categoryRow
		if err := lockByID(tx, id, &current, catalog.ErrCategoryNotFound); err != nil {
			return err
		}
		var products, children int64
		if err := tx.Model(&productRow{}).Where("category_id = ?", id).Count(&products).Error; err != nil {
			return err
		}
		if err := tx.Model(&categoryRow{}).Where("parent_id = ?", id).Count(&children).Error; err != nil {
			return err
		}
		if products > 0 || children > 0 {
			return catalog.ErrCategoryInUse
		}
		return tx.Where("id = ?", id).Delete(&categoryRow{}).Error
	})
	if errors.Is(err, gorm.ErrForeignKeyViolated) {
		// a product or subcategory arrived meanwhile
		return catalog.ErrCategoryInUse
	}
	return err
}

// All implements catalog.Categories.
func (s *Categories) All(ctx context.Context) ([]*catalog.Category, error) {
	var rows []categoryRow
	if err := s.db.WithContext(ctx).Order("position ASC, name ASC, id ASC").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("list categories: %w", err)
	}
	return toDomains(rows)
}

// Reorder implements catalog.Categories.
func (s *Categories) Reorder(ctx context.Context, placements []catalog.Placement) error {
	if len(placements) == 0 {
		return nil
	}
	return database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		ids := make([]string, 0, len(placements))
		for _, p := range placements {
			ids = append(ids, p.ID)
		}
		var rows []categoryRow
		if err := tx.Clauses(forUpdate()).Where("id IN ?", ids).Find(&rows).Error; err != nil {
			return err
		}
		found, err := toDomains(rows)
		if err != nil {
			return err
		}
		byID := make(map[string]*catalog.Category, len(found))
		for _, c := range found {
			byID[c.ID()] = c
		}
		var unknown []string
		for _, id := range ids {
			if byID[id] == nil {
				unknown = append(unknown, id)
			}
		}
		if len(unknown) > 0 {
			return &catalog.UnknownCategoriesError{IDs: unknown}
		}
		now := clock.Stored(s.now())
		for _, p := range placements {
			c := byID[p.ID]
			if err := c.MoveTo(p.Position); err != nil {
				return err
			}
			err := tx.Model(&categoryRow{}).Where("id = ?", p.ID).
				Updates(map[string]any{"position": c.Position(), "updated_at": now}).Error
			if err != nil {
				return err
			}
		}
		return nil
	})
}

// SlugsTaken implements catalog.Categories.
func (s *Categories) SlugsTaken(ctx context.Context, base string) ([]string, error) {
	return slugsTaken(ctx, s.db, "categories", base)
}
