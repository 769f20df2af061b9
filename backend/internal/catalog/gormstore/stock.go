package gormstore

import (
	"context"
	"database/sql"
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
// (SQLite's write lock is held from BEGIN), so concurrent orders queue on a
// product instead of overselling it, and two orders naming the same products
// in different orders cannot deadlock (docs/decisions/031). On PostgreSQL a
// product is taken from in one conditional UPDATE (takeAtOnce), which locks
// the row only as it changes it; when that changes nothing (a shortage, a
// product gone, no count kept) the row is read FOR UPDATE and the takes are
// checked here, as on SQLite.
func (s *Products) TakeStock(ctx context.Context, takes []catalog.StockTake) ([]*catalog.Product, error) {
	if len(takes) == 0 {
		return nil, nil
	}
	byProduct := map[string][]int{}
	for i, t := range takes {
		byProduct[t.ProductID] = append(byProduct[t.ProductID], i)
	}
	ids := slices.Sorted(maps.Keys(byProduct))

	// In the order's transaction without a savepoint: a shortage, like any
	// other error, fails the order, which rolls back every product taken
	// from before it.
	postgres := s.db.Dialector.Name() == "postgres"
	var after []*catalog.Product
	err := database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		after = nil
		problem := &catalog.StockError{Short: map[int]*catalog.InsufficientStockError{}}
		changed := map[string]string{}
		for _, id := range ids {
			if postgres {
				p, err := takeAtOnce(tx, id, takes, byProduct[id])
				if err != nil {
					return err
				}
				if p != nil {
					after = append(after, p)
					continue
				}
			}
			var row productRow
			err := tx.Clauses(forUpdate()).Where("id = ?", id).Take(&row).Error
			if errors.Is(err, gorm.ErrRecordNotFound) {
				problem.Missing = append(problem.Missing, byProduct[id]...)
				continue
			}
			if err != nil {
				return fmt.Errorf("lock product %s: %w", id, err)
			}
			p, err := row.toDomain()
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
				changed[id] = string(stock)
			}
			after = append(after, p)
		}
		if len(problem.Short) > 0 || len(problem.Missing) > 0 {
			slices.Sort(problem.Missing)
			return problem
		}
		for _, id := range ids {
			stock, ok := changed[id]
			if !ok {
				continue
			}
			// A new version, so an edit from a form opened before this order
			// cannot write the old counts back (docs/decisions/049).
			err := tx.Model(&productRow{}).Where("id = ?", id).
				Updates(map[string]any{"stock": stock, "version": gorm.Expr("version + 1")}).Error
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

// takeAtOnceSQL takes a product's tracked takes in one statement, only if
// every one fits. taken is, from the row's stock as the statement finds it
// (after waiting for another order's lock, PostgreSQL evaluates it again on
// the row as that order left it), the quantity taken per stock key counted:
// each take counts against the first of its keys the stock holds, and a
// take whose keys it holds none of (no count kept) drops out. The row
// changes only when something is taken and all of it is there.
const takeAtOnceSQL = `UPDATE products AS p SET
		stock = (p.stock::jsonb || (SELECT jsonb_object_agg(key, (p.stock::jsonb ->> key)::int - qty) FROM (` + takenSQL + `) AS taken))::text,
		version = p.version + 1
	WHERE p.id = @id
		AND (SELECT bool_and((p.stock::jsonb ->> key)::int >= qty) FROM (` + takenSQL + `) AS taken)
	RETURNING p.*`

const takenSQL = `SELECT t.key, sum(t.qty) AS qty FROM (
		SELECT (SELECT k FROM jsonb_array_elements_text(take -> 'keys') WITH ORDINALITY AS keys (k, n)
				WHERE jsonb_exists(p.stock::jsonb, k) ORDER BY n LIMIT 1) AS key,
			(take ->> 'qty')::int AS qty
		FROM jsonb_array_elements(CAST(@takes AS jsonb)) AS take) AS t
	WHERE t.key IS NOT NULL GROUP BY t.key`

// takeAtOnce takes lines (indexes into takes) from product id in
// takeAtOnceSQL, and returns the product as it left it, or nil when it
// changed nothing.
func takeAtOnce(tx *gorm.DB, id string, takes []catalog.StockTake, lines []int) (*catalog.Product, error) {
	type take struct {
		Keys []string `json:"keys"`
		Qty  int      `json:"qty"`
	}
	ts := make([]take, len(lines))
	for i, line := range lines {
		t := takes[line]
		ts[i] = take{Keys: catalog.StockKeys(t.Color, t.Size), Qty: t.Quantity}
	}
	arg, err := json.Marshal(ts)
	if err != nil {
		return nil, err
	}
	var rows []productRow
	if err := tx.Raw(takeAtOnceSQL, sql.Named("id", id), sql.Named("takes", string(arg))).Scan(&rows).Error; err != nil {
		return nil, fmt.Errorf("take stock of %s: %w", id, err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return rows[0].toDomain()
}
