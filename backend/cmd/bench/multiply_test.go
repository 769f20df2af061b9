package main

import (
	"context"
	"os"
	"testing"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/app"
	"dhoni/internal/orders"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// The copies are orders the shop reads like any other: the list counts them,
// the export walks them all once, an order opens and tracks by its number
// and phone, on both databases.
func TestMultipliedOrdersReadBack(t *testing.T) {
	dialects := map[string]string{"sqlite": ""}
	if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
		dialects["postgres"] = u
	}
	for name, admin := range dialects {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			dbURL := ""
			if admin != "" {
				u, drop, err := createDatabase(ctx, admin, "dhoni_bench_multiply")
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(drop)
				dbURL = u
			}
			t.Setenv("DHONI_DATA_DIR", "")
			t.Setenv("DHONI_DATABASE_URL", "")
			const templates, want = 4, 244 // 60 copies: more than an export page
			data, err := seed(ctx, t.TempDir(), dbURL, shape{Products: 3, Categories: 5, Orders: templates})
			if err != nil {
				t.Fatal(err)
			}
			if err := withDB(ctx, func(db *database.DB) error { return multiplyOrders(ctx, db, want) }); err != nil {
				t.Fatal(err)
			}
			checkCopies(t, ctx, data, want)
		})
	}
}

func checkCopies(t *testing.T, ctx context.Context, data seeded, want int) {
	cfg, err := config.Load()
	if err != nil {
		t.Fatal(err)
	}
	var (
		svc *orders.Service
		db  *database.DB
	)
	graph := fx.New(app.Platform(cfg, zap.NewNop()), app.Domains(), fx.Populate(&svc, &db), fx.NopLogger)
	if err := graph.Err(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })

	page, err := svc.List(ctx, orders.ListFilter{Page: 1, PerPage: 50})
	if err != nil {
		t.Fatal(err)
	}
	if page.Total != want {
		t.Errorf("list total: got %d, want %d", page.Total, want)
	}
	byStatus := 0
	for _, s := range []orders.Status{"pending", "processing", "shipped", "delivered", "cancelled"} {
		p, err := svc.List(ctx, orders.ListFilter{Page: 1, PerPage: 1, Status: s})
		if err != nil {
			t.Fatal(err)
		}
		byStatus += p.Total
		if s == "delivered" && p.Total < want/2 {
			t.Errorf("delivered: got %d of %d, want most", p.Total, want)
		}
	}
	if byStatus != want {
		t.Errorf("orders by status: got %d in all, want %d", byStatus, want)
	}

	seen := map[string]bool{}
	var previous time.Time
	var oldest *orders.Order
	err = svc.Export(ctx, func(o *orders.Order) error {
		if seen[o.Number()] {
			t.Errorf("%s exported twice", o.Number())
		}
		seen[o.Number()] = true
		if !orders.ValidOrderNumber(o.Number()) {
			t.Errorf("%q is not an order number", o.Number())
		}
		if !previous.IsZero() && o.CreatedAt().After(previous) {
			t.Errorf("%s at %s after the order before it at %s", o.Number(), o.CreatedAt(), previous)
		}
		previous, oldest = o.CreatedAt(), o
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != want {
		t.Errorf("exported: got %d orders, want %d", len(seen), want)
	}
	if age := time.Since(oldest.CreatedAt()); age < 2*365*24*time.Hour {
		t.Errorf("oldest copy is %s old, want about three years", age)
	}

	copyNumber := "RB-0060" + data.OrderNumber[len("RB-"):]
	o, _, err := svc.Get(ctx, copyNumber)
	if err != nil {
		t.Fatalf("get %s: %v", copyNumber, err)
	}
	if len(o.Items()) == 0 || len(o.StatusHistory()) == 0 {
		t.Errorf("%s: got %d lines and %d status changes, want its original's", copyNumber, len(o.Items()), len(o.StatusHistory()))
	}
	tracked, err := svc.Track(ctx, orders.Lookup{OrderNumber: copyNumber, Phone: o.Customer().Phone})
	if err != nil || tracked.Number() != copyNumber {
		t.Errorf("track %s: got %v, want the order", copyNumber, err)
	}
	found, err := svc.List(ctx, orders.ListFilter{Page: 1, PerPage: 50, Query: o.Customer().Phone})
	if err != nil || found.Total == 0 {
		t.Errorf("search by %s: got %d orders (%v), want it", o.Customer().Phone, found.Total, err)
	}
}
