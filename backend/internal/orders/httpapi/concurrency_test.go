package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

// TestStockIsNeverOversold: 100 customers at once each order 1 of a fan
// with 10 in stock. Exactly 10 get it (201), 90 are told it is sold out
// (409), and the stock ends at 0; again and again, on fresh stock.
func TestStockIsNeverOversold(t *testing.T) {
	t.Parallel()
	dbtest.ForEachRounds(t, map[database.Dialect]int{database.Postgres: 20, database.SQLite: 3}, func(t *testing.T, cfg config.Config, rounds int) {
		s := startShop(t, cfg)
		const customers, stock = 100, 10
		start := time.Now()
		for round := range rounds {
			id := s.newFan(t, fmt.Sprintf("Stress Fan %d", round), stock)
			statuses := make(chan int, customers)
			bodies := make(chan []byte, customers)
			var wg sync.WaitGroup
			for i := range customers {
				wg.Go(func() {
					// Each customer their own phone: one phone's open units are bounded.
					o := newOrderBody().set("customer.phone", fmt.Sprintf("7%06d", round*customers+i))
					status, raw := s.post(t, o.set("items", []any{map[string]any{"product_id": id, "quantity": 1}}))
					statuses <- status
					if status == http.StatusConflict {
						bodies <- raw
					}
				})
			}
			wg.Wait()
			close(statuses)
			close(bodies)
			count := map[int]int{}
			for st := range statuses {
				count[st]++
			}
			if count[201] != stock || count[409] != customers-stock || len(count) != 2 {
				t.Fatalf("round %d: got statuses %v, want %d × 201 and %d × 409", round, count, stock, customers-stock)
			}
			if got := s.stock(t, id)["default"]; got != 0 {
				t.Fatalf("round %d: stock ends at %d, want 0", round, got)
			}
			if got := s.count(t, "order_items", "product_id = ?", id); got != stock {
				t.Fatalf("round %d: order lines for the fan: got %d, want %d", round, got, stock)
			}
			e := apptest.Decode[httpserver.ErrorBody](t, <-bodies)
			want := fmt.Sprintf("Stress Fan %d is sold out. Please update your cart.", round)
			if e.Error != want || e.Fields["items[0].quantity"] != "Sold out" {
				t.Fatalf("round %d: a refusal reads %+v, want %q and \"Sold out\" on items[0].quantity", round, e, want)
			}
		}
		t.Logf("%d rounds of %d concurrent orders in %v", rounds, customers, time.Since(start).Round(time.Millisecond))
	})
}

// TestOppositeOrdersNeverDeadlock: many customers at once order the same two
// products, half of them listing the fan first and half the abaya first.
// Every order succeeds: the products are locked in one fixed order.
func TestOppositeOrdersNeverDeadlock(t *testing.T) {
	t.Parallel()
	dbtest.ForEachRounds(t, map[database.Dialect]int{database.Postgres: 5, database.SQLite: 2}, func(t *testing.T, cfg config.Config, rounds int) {
		s := startShop(t, cfg)
		a, b := s.newFan(t, "Left Fan", 1000), s.newFan(t, "Right Fan", 1000)
		const customers = 40
		lineA := map[string]any{"product_id": a, "quantity": 1}
		lineB := map[string]any{"product_id": b, "quantity": 1}
		for round := range rounds {
			var wg sync.WaitGroup
			failures := make(chan string, customers)
			for i := range customers {
				wg.Go(func() {
					items := []any{lineA, lineB}
					if i%2 == 1 {
						items = []any{lineB, lineA}
					}
					o := newOrderBody().set("customer.phone", fmt.Sprintf("7%06d", round*customers+i))
					if status, raw := s.post(t, o.set("items", items)); status != http.StatusCreated {
						failures <- fmt.Sprintf("%d %s", status, raw)
					}
				})
			}
			wg.Wait()
			close(failures)
			var all []string
			for f := range failures {
				all = append(all, f)
			}
			if len(all) > 0 {
				t.Fatalf("round %d: %d orders failed: %s", round, len(all), strings.Join(all, "; "))
			}
		}
		want := 1000 - customers*rounds
		if ga, gb := s.stock(t, a)["default"], s.stock(t, b)["default"]; ga != want || gb != want {
			t.Errorf("stock: got %d and %d, want %d each", ga, gb, want)
		}
	})
}
