package storetest

import (
	"context"
	"errors"
	"maps"
	"testing"
	"time"

	"dhoni/internal/catalog"
)

func versionOf(t *testing.T, s Stores, id string) int {
	t.Helper()
	p, err := s.Products.ByID(context.Background(), id)
	if err != nil {
		t.Fatalf("ByID %s: %v", id, err)
	}
	return p.Version()
}

func versionCountsChanges(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	if got := versionOf(t, s, w.blackAbaya.ID()); got != 1 {
		t.Fatalf("a new product: got version %d, want 1", got)
	}

	d := w.blackAbaya.Details()
	d.Title = "Jet Black Abaya"
	updated, err := s.Products.Update(ctx, w.blackAbaya.ID(), func(p *catalog.Product) error {
		return p.Edit(d, w.abayas, t0.Add(time.Hour))
	})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	if updated.Version() != 2 || versionOf(t, s, w.blackAbaya.ID()) != 2 {
		t.Errorf("after an edit: got version %d returned, %d stored; want 2", updated.Version(), versionOf(t, s, w.blackAbaya.ID()))
	}

	// An order taking stock is a change of the row too.
	if _, err := s.Products.TakeStock(ctx, []catalog.StockTake{
		{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "M", Quantity: 1},
		{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "S", Quantity: 1},
	}); err != nil {
		t.Fatalf("TakeStock: %v", err)
	}
	if got := versionOf(t, s, w.blackAbaya.ID()); got != 3 {
		t.Errorf("after an order took stock: got version %d, want 3 (one per order, not per line)", got)
	}

	// Nothing written, no new version: a variant without a count, a refused
	// take, a failed edit.
	dressBefore := versionOf(t, s, w.dress.ID())
	if _, err := s.Products.TakeStock(ctx, []catalog.StockTake{{ProductID: w.dress.ID(), Color: "Pink", Size: "XS", Quantity: 2}}); err != nil {
		t.Fatalf("TakeStock of an untracked variant: %v", err)
	}
	if got := versionOf(t, s, w.dress.ID()); got != dressBefore {
		t.Errorf("an untracked variant: got version %d, want %d (nothing changed)", got, dressBefore)
	}
	_, err = s.Products.TakeStock(ctx, []catalog.StockTake{{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "M", Quantity: 99}})
	var short *catalog.StockError
	if !errors.As(err, &short) {
		t.Fatalf("TakeStock of too many: got %v, want a *StockError", err)
	}
	if _, err := s.Products.Update(ctx, w.blackAbaya.ID(), func(*catalog.Product) error { return errors.New("refused") }); err == nil {
		t.Fatal("a refused update succeeded")
	}
	if got := versionOf(t, s, w.blackAbaya.ID()); got != 3 {
		t.Errorf("after a refused take and a refused edit: got version %d, want 3", got)
	}
}

func staleVersionChangesNothing(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	loaded := w.blackAbaya.Version()
	// The owner opened the form at version 1; an order then took stock.
	if _, err := s.Products.TakeStock(ctx, []catalog.StockTake{{ProductID: w.blackAbaya.ID(), Color: "Black", Size: "M", Quantity: 2}}); err != nil {
		t.Fatalf("TakeStock: %v", err)
	}
	before, err := s.Products.ByID(ctx, w.blackAbaya.ID())
	if err != nil {
		t.Fatal(err)
	}
	d := w.blackAbaya.Details() // the form's copy: the old stock
	d.Title = "Renamed From A Stale Form"
	_, err = s.Products.Update(ctx, w.blackAbaya.ID(), func(p *catalog.Product) error {
		if err := p.CheckVersion(&loaded); err != nil {
			return err
		}
		return p.Edit(d, w.abayas, t0.Add(time.Hour))
	})
	if !errors.Is(err, catalog.ErrProductChanged) {
		t.Fatalf("edit from version %d: got %v, want ErrProductChanged", loaded, err)
	}
	after, err := s.Products.ByID(ctx, w.blackAbaya.ID())
	if err != nil {
		t.Fatal(err)
	}
	same(t, after, before)
	if want := map[string]int{"Black:M": 2, "Black:S": 4}; !maps.Equal(after.Stock(), want) {
		t.Errorf("stock: got %v, want %v (the order's decrement kept)", after.Stock(), want)
	}
	current := after.Version()
	if _, err := s.Products.Update(ctx, w.blackAbaya.ID(), func(p *catalog.Product) error {
		if err := p.CheckVersion(&current); err != nil {
			return err
		}
		return p.Edit(d, w.abayas, t0.Add(time.Hour))
	}); err != nil {
		t.Errorf("edit from the current version %d: %v", current, err)
	}
}
