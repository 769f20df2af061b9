package gormstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"gorm.io/gorm"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/database"
)

// TakeStock implements catalog.Products. Stock stays where the catalog keeps
// it, as JSON on the product row; the rows are locked one by one in id order
// (SELECT ... FOR UPDATE on PostgreSQL; SQLite's write lock is held from
// BEGIN), so concurrent orders queue on a product instead of overselling it,
// and two orders naming the same products in different orders cannot
// deadlock (docs/decisions/031).
func (s *Products) TakeStock(ctx context.Context, takes []catalog.StockTake) ([]*catalog.Product, error) {
	if len(takes) == 0 {
		return nil, nil
	}
	byProduct := map[string][]int{}
	for i, t := range takes {
		byProduct[t.ProductID] = append(byProduct[t.ProductID], i)
	}
	ids := slices.Sorted(maps.Keys(byProduct))

	// In the order's transaction without a savepoint: a shortage changes no
	// row, and any other error fails the order.
	var after []*catalog.Product
	err := database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		after = nil
		problem := &catalog.StockError{Short: map[int]*catalog.InsufficientStockError{}}
		changed := map[string]map[string]any{}
		for _, id := range ids {
			row, p, err := lockProduct(tx, id)
			if errors.Is(err, gorm.ErrRecordNotFound) {
				problem.Missing = append(problem.Missing, byProduct[id]...)
				continue
			}
			if err != nil {
				return err
			}
			for _, i := range byProduct[id] {
				t := takes[i]
				err := p.TakeStock(t.Color, t.Size, t.Quantity)
				var short *catalog.InsufficientStockError
				switch {
				case errors.As(err, &short):
					problem.Short[i] = short
				case err != nil:
					return err
				}
			}
			stock, err := json.Marshal(p.Stock())
			if err != nil {
				return fmt.Errorf("product %s: %w", id, err)
			}
			if string(stock) != row.Stock {
				changed[id] = map[string]any{"stock": string(stock), "least_stock": leastOf(p.Stock()), "version": gorm.Expr("version + 1")}
			}
			after = append(after, p)
		}
		if len(problem.Short) > 0 || len(problem.Missing) > 0 {
			slices.Sort(problem.Missing)
			return problem
		}
		for _, id := range ids {
			change, ok := changed[id]
			if !ok {
				continue
			}
			// A new version, so an edit from a form opened before this order
			// cannot write the old counts back (docs/decisions/049).
			err := tx.Model(&productRow{}).Where("id = ?", id).Updates(change).Error
			if err != nil {
				return fmt.Errorf("take stock of %s: %w", id, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return after, nil
}

// ReturnStock implements catalog.Products: the rows are locked in id order,
// as TakeStock locks them, and each changed product is one version higher.
func (s *Products) ReturnStock(ctx context.Context, takes []catalog.StockTake) error {
	byProduct := map[string][]int{}
	for i, t := range takes {
		byProduct[t.ProductID] = append(byProduct[t.ProductID], i)
	}
	return database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		for _, id := range slices.Sorted(maps.Keys(byProduct)) {
			row, p, err := lockProduct(tx, id)
			if errors.Is(err, gorm.ErrRecordNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			for _, i := range byProduct[id] {
				if err := p.ReturnStock(takes[i].Color, takes[i].Size, takes[i].Quantity); err != nil {
					return err
				}
			}
			stock, err := json.Marshal(p.Stock())
			if err != nil {
				return fmt.Errorf("product %s: %w", id, err)
			}
			if string(stock) == row.Stock {
				continue
			}
			err = tx.Model(&productRow{}).Where("id = ?", id).
				Updates(map[string]any{"stock": stock, "least_stock": leastOf(p.Stock()), "version": gorm.Expr("version + 1")}).Error
			if err != nil {
				return fmt.Errorf("return stock of %s: %w", id, err)
			}
		}
		return nil
	})
}

// lockProduct reads the product of id under its row lock, or answers
// gorm.ErrRecordNotFound.
func lockProduct(tx *gorm.DB, id string) (productRow, *catalog.Product, error) {
	var row productRow
	err := tx.Clauses(forUpdate()).Where("id = ?", id).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return row, nil, err
	}
	if err != nil {
		return row, nil, fmt.Errorf("lock product %s: %w", id, err)
	}
	p, err := row.toDomain()
	return row, p, err
}
