package catalog

import (
	"context"
	"fmt"

	"dhoni/internal/platform/fault"
)

// StockTake is a quantity of one variant of a product leaving the shop (a
// line of an order).
type StockTake struct {
	ProductID   string
	Color, Size string
	Quantity    int
}

// StockError is a set of takes that cannot all be served: nothing was taken.
// Short holds a shortage for each take that asked for more than is left,
// keyed by the take's index; a take of a product that no longer exists is in
// Missing.
type StockError struct {
	Short   map[int]*InsufficientStockError
	Missing []int
}

func (e *StockError) Error() string {
	return fmt.Sprintf("stock: %d takes short, %d of missing products", len(e.Short), len(e.Missing))
}

// FaultKind makes a shortage a conflict (409).
func (e *StockError) FaultKind() fault.Kind { return fault.Conflict }

// TakeStock removes every take's quantity from its variant's count, all or
// nothing, in the caller's transaction when ctx carries one. Variants whose
// product keeps no count are left alone (always available). Several takes
// of one variant add up.
func (s *Service) TakeStock(ctx context.Context, takes []StockTake) error {
	for i, t := range takes {
		if t.Quantity < 1 {
			return fmt.Errorf("take stock: take %d has quantity %d", i, t.Quantity)
		}
	}
	after, err := s.products.TakeStock(ctx, takes)
	if err != nil {
		return err
	}
	if s.watcher == nil {
		return nil
	}
	levels := levelsAfter(after, takes)
	if len(levels) == 0 {
		return nil
	}
	return s.watcher.StockTaken(ctx, levels)
}

// ReturnStock puts every take's quantity back on its variant's count, in
// the caller's transaction when ctx carries one: an order cancelled before
// it left the shop (an online payment that never came).
func (s *Service) ReturnStock(ctx context.Context, takes []StockTake) error {
	for i, t := range takes {
		if t.Quantity < 1 {
			return fmt.Errorf("return stock: take %d has quantity %d", i, t.Quantity)
		}
	}
	return s.products.ReturnStock(ctx, takes)
}

// StockLevel is a tracked variant's count before and after an order took
// from it.
type StockLevel struct {
	ProductID, Title, SKU string
	// Variant is the stock key the take counted against ("Black:M", "M",
	// "default").
	Variant       string
	Before, After int
}

// StockWatcher hears of every take, in the order's transaction (the
// low-stock alerts). An error rolls the order back.
type StockWatcher interface {
	StockTaken(ctx context.Context, levels []StockLevel) error
}

// WatchStock makes w hear of every take from now on.
func (s *Service) WatchStock(w StockWatcher) { s.watcher = w }

// levelsAfter gives, from the products as the take left them, per tracked
// variant taken from, its count after and before the takes.
func levelsAfter(found []*Product, takes []StockTake) []StockLevel {
	byID := map[string]*Product{}
	for _, p := range found {
		byID[p.ID()] = p
	}
	var out []StockLevel
	index := map[string]int{}
	for _, t := range takes {
		p := byID[t.ProductID]
		if p == nil {
			continue
		}
		key, n, tracked := p.stockEntry(t.Color, t.Size)
		if !tracked {
			continue
		}
		id := p.ID() + "\x00" + key
		if i, ok := index[id]; ok {
			out[i].Before += t.Quantity
			continue
		}
		index[id] = len(out)
		out = append(out, StockLevel{ProductID: p.ID(), Title: p.Title(), SKU: p.SKU(), Variant: key, Before: n + t.Quantity, After: n})
	}
	return out
}
