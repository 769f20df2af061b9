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
	return s.products.TakeStock(ctx, takes)
}
