package storetest

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"sync"
	"testing"

	"dhoni/internal/catalog"
)

func stockOf(t *testing.T, s Stores, id string) map[string]int {
	t.Helper()
	p, err := s.Products.ByID(context.Background(), id)
	if err != nil {
		t.Fatalf("ByID %s: %v", id, err)
	}
	return p.Stock()
}

func expectStock(t *testing.T, s Stores, id string, want map[string]int) {
	t.Helper()
	if got := stockOf(t, s, id); !maps.Equal(got, want) {
		t.Errorf("stock of %s: got %v, want %v", id, got, want)
	}
}

func takeStock(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	dressBefore := stockOf(t, s, w.dress.ID())
	after, err := s.Products.TakeStock(ctx, []catalog.StockTake{
		{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "M", Quantity: 3},
		{ProductID: w.riceCooker.ID(), Quantity: 5},
		{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "S", Quantity: 1},
		// No count is kept for this variant: always available, nothing changes.
		{ProductID: w.dress.ID(), Color: "Pink", Size: "XS", Quantity: 50},
	})
	if err != nil {
		t.Fatalf("TakeStock: %v", err)
	}
	// The products it returns are as stored after the take.
	if len(after) != 3 {
		t.Errorf("TakeStock returned %d products, want the 3 taken from", len(after))
	}
	for _, p := range after {
		if got, want := p.Stock(), stockOf(t, s, p.ID()); !maps.Equal(got, want) {
			t.Errorf("returned %s with stock %v, stored %v", p.ID(), got, want)
		}
	}
	expectStock(t, s, w.blackAbaya.ID(), map[string]int{"Black:M": 1, "Black:S": 3})
	expectStock(t, s, w.riceCooker.ID(), map[string]int{"default": 0})
	expectStock(t, s, w.dress.ID(), dressBefore)
	// Taking stock is not an edit by the owner.
	p, err := s.Products.ByID(ctx, w.blackAbaya.ID())
	if err != nil {
		t.Fatal(err)
	}
	if !p.UpdatedAt().Equal(w.blackAbaya.UpdatedAt()) {
		t.Errorf("updated_at: got %v, want %v", p.UpdatedAt(), w.blackAbaya.UpdatedAt())
	}
	if _, err := s.Products.TakeStock(ctx, nil); err != nil {
		t.Errorf("TakeStock of nothing: %v", err)
	}
}

func takeStockAllOrNothing(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	_, err := s.Products.TakeStock(ctx, []catalog.StockTake{
		{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "M", Quantity: 2},
		{ProductID: w.riceCooker.ID(), Quantity: 6},
		{ProductID: "prod-none", Quantity: 1},
		// Two takes of one variant add up: 2 + 3 > 4.
		{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "M", Quantity: 3},
	})
	var stockErr *catalog.StockError
	if !errors.As(err, &stockErr) {
		t.Fatalf("got %v, want a *catalog.StockError", err)
	}
	if got := fmt.Sprint(stockErr.Missing); got != "[2]" {
		t.Errorf("missing takes: got %s, want [2]", got)
	}
	if len(stockErr.Short) != 2 {
		t.Errorf("short takes: got %v, want takes 1 and 3", stockErr.Short)
	}
	for i, want := range map[int][2]int{1: {6, 5}, 3: {3, 2}} {
		short := stockErr.Short[i]
		if short == nil || short.Want != want[0] || short.Have != want[1] {
			t.Errorf("take %d: got %+v, want %d wanted and %d left", i, short, want[0], want[1])
		}
	}
	if short := stockErr.Short[1]; short != nil && (short.Title != "Rice Cooker" || short.ProductID != w.riceCooker.ID()) {
		t.Errorf("take 1 names %q (%s), want the rice cooker", short.Title, short.ProductID)
	}
	expectStock(t, s, w.blackAbaya.ID(), map[string]int{"Black:M": 4, "Black:S": 4})
	expectStock(t, s, w.riceCooker.ID(), map[string]int{"default": 5})
}

func takeStockJoinsTransaction(t *testing.T, s Stores) {
	if s.Transactor == nil {
		t.Skip("this implementation has no transactions")
	}
	ctx := context.Background()
	w := newWorld(t, s)
	later := errors.New("something after the stock failed")
	err := s.WithinTransaction(ctx, func(ctx context.Context) error {
		if _, err := s.Products.TakeStock(ctx, []catalog.StockTake{{ProductID: w.riceCooker.ID(), Quantity: 2}}); err != nil {
			return err
		}
		return later
	})
	if !errors.Is(err, later) {
		t.Fatalf("got %v, want the caller's error", err)
	}
	expectStock(t, s, w.riceCooker.ID(), map[string]int{"default": 5})
	err = s.WithinTransaction(ctx, func(ctx context.Context) error {
		_, err := s.Products.TakeStock(ctx, []catalog.StockTake{{ProductID: w.riceCooker.ID(), Quantity: 2}})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	expectStock(t, s, w.riceCooker.ID(), map[string]int{"default": 3})
}

// takeStockConcurrently: 12 takers of 1 from a stock of 5 (exactly 5 get
// one), while pairs take two products in opposite orders (never a deadlock).
func takeStockConcurrently(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	const takers = 12
	var wg sync.WaitGroup
	results := make(chan error, 3*takers)
	for i := range takers {
		wg.Go(func() {
			_, err := s.Products.TakeStock(ctx, []catalog.StockTake{{ProductID: w.riceCooker.ID(), Quantity: 1}})
			results <- err
		})
		wg.Go(func() {
			a := catalog.StockTake{ProductID: w.navyAbaya.ID(), Color: "Navy", Size: "L", Quantity: 1}
			b := catalog.StockTake{ProductID: w.tunic.ID(), Color: "Beige", Size: "XS", Quantity: 1}
			if i%2 == 1 {
				a, b = b, a
			}
			_, err := s.Products.TakeStock(ctx, []catalog.StockTake{a, b})
			var stockErr *catalog.StockError
			if errors.As(err, &stockErr) {
				err = nil // running out is fine; failing is not
			}
			results <- err
		})
	}
	wg.Wait()
	close(results)
	var took, short int
	for err := range results {
		var stockErr *catalog.StockError
		switch {
		case err == nil:
			took++
		case errors.As(err, &stockErr):
			short++
		default:
			t.Errorf("unexpected error: %v", err)
		}
	}
	// 5 rice cookers taken, 7 refused; the 12 pairs all end without error.
	if took != 5+takers || short != takers-5 {
		t.Errorf("got %d served and %d short, want %d and %d", took, short, 5+takers, takers-5)
	}
	expectStock(t, s, w.riceCooker.ID(), map[string]int{"default": 0})
	expectStock(t, s, w.navyAbaya.ID(), map[string]int{"Navy:L": 0, "White:L": 4})
	expectStock(t, s, w.tunic.ID(), map[string]int{"Beige:XS": 0})
}
