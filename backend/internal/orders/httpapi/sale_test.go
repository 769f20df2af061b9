package httpapi_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// TestAnOrderKeepsItsSalePrice: the abaya (MVR 2200) is on sale at MVR
// 1800 for a day; an order placed during the sale is priced at 1800 by the
// server, and keeps 1800 (with the original 2200) after the sale ends, when
// a new order costs 2200 again.
func TestAnOrderKeepsItsSalePrice(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		start := time.Date(2026, 12, 1, 5, 0, 0, 0, time.UTC)
		clk := clock.NewManual(start)
		s := startShop(t, cfg, apptest.WithClock(clk))
		ctx := context.Background()
		abaya, err := s.catalog.Product(ctx, apptest.SampleAbaya)
		if err != nil {
			t.Fatal(err)
		}
		d := abaya.Details()
		d.Sale = &catalog.Sale{Price: 180000, Starts: start.Add(time.Hour), Ends: start.Add(25 * time.Hour)}
		version := abaya.Version()
		if _, err := s.catalog.UpdateProduct(ctx, abaya.ID(), d, &version); err != nil {
			t.Fatal(err)
		}

		// Before the sale, and a browser that still shows the sale price
		// after it: the server's price wins.
		before := s.place(t, newOrderBody().set("notes", "before"))
		if it := before.Items[0]; it.Price != 2200 || it.OriginalPrice != nil {
			t.Errorf("before the sale: got %+v, want 2200 with no original price", it)
		}

		clk.Advance(time.Hour)
		status, raw := s.post(t, newOrderBody().set("items.0.price", 2200))
		if status != http.StatusUnprocessableEntity {
			t.Errorf("the old price sent during the sale: got %d %s, want 422", status, raw)
		}
		sold := s.place(t, newOrderBody().set("items.0.price", 1800).set("items.0.size", "S").set("items.0.quantity", 2).set("notes", "during"))
		if it := sold.Items[0]; it.Price != 1800 || it.OriginalPrice == nil || *it.OriginalPrice != 2200 || sold.Subtotal != 3600 {
			t.Errorf("during the sale: got %+v, subtotal %v; want 1800 each (was 2200), 3600", it, sold.Subtotal)
		}

		clk.Advance(24 * time.Hour)
		admin := s.AdminCookie(t)
		res, raw := s.get(t, "/api/orders/"+sold.OrderNumber, admin)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("read the order: got %d %s", res.StatusCode, raw)
		}
		kept := apptest.Decode[httpapi.OrderJSON](t, raw)
		if it := kept.Items[0]; it.Price != 1800 || it.OriginalPrice == nil || *it.OriginalPrice != 2200 || kept.Total != sold.Total {
			t.Errorf("after the sale: the order got %+v, total %v; want 1800 (was 2200), total %v", it, kept.Total, sold.Total)
		}
		status, raw = s.post(t, newOrderBody().set("items.0.price", 1800))
		if status != http.StatusUnprocessableEntity {
			t.Errorf("the sale price sent after the sale: got %d %s, want 422", status, raw)
		}
		after := s.place(t, newOrderBody().set("notes", "after"))
		if it := after.Items[0]; it.Price != 2200 || it.OriginalPrice != nil {
			t.Errorf("after the sale: got %+v, want 2200", it)
		}
	})
}

// TestASaleOnOneVariant: only Black M is on sale; Black S costs its price.
func TestASaleOnOneVariant(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		ctx := context.Background()
		abaya, err := s.catalog.Product(ctx, apptest.SampleAbaya)
		if err != nil {
			t.Fatal(err)
		}
		d := abaya.Details()
		d.Sale = &catalog.Sale{Price: 150050, Variant: "Black:M"}
		if _, err := s.catalog.UpdateProduct(ctx, abaya.ID(), d, nil); err != nil {
			t.Fatal(err)
		}
		o := s.place(t, newOrderBody().set("items", []any{
			map[string]any{"product_id": apptest.SampleAbaya, "size": "M", "color": "Black", "quantity": 1},
			map[string]any{"product_id": apptest.SampleAbaya, "size": "S", "color": "Black", "quantity": 1},
		}))
		if o.Items[0].Price != 1500.5 || o.Items[1].Price != 2200 || o.Items[1].OriginalPrice != nil || o.Subtotal != 3700.5 {
			t.Errorf("got %+v and %+v, subtotal %v; want 1500.50 and 2200", o.Items[0], o.Items[1], o.Subtotal)
		}
	})
}
