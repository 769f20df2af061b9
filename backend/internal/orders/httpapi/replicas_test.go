package httpapi_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/orders"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// TestTrackingFollowsAChangeOnAnyReplica: tracking answers from the orders
// it has looked up, yet the owner's status change (through the API, or a
// Telegram button, which is no HTTP write) is what every server answers on
// the very next lookup: two servers on one PostgreSQL, one server on
// SQLite. The phone is still checked on every lookup and the answer is never
// kept by a browser.
func TestTrackingFollowsAChangeOnAnyReplica(t *testing.T) {
	t.Parallel()
	dbtest.EachDialect(t, func(t *testing.T, d database.Dialect) {
		testTrackingFollowsChanges(t, dbtest.Config(t, d), d)
	})
}

func testTrackingFollowsChanges(t *testing.T, cfg config.Config, d database.Dialect) {
	cfg.Limits.Tracking = config.Limit{Max: 1000, Window: time.Minute}
	type replica struct {
		*shop
		orders *orders.Service
	}
	start := func(dataDir string) replica {
		var r replica
		cfg := cfg
		if dataDir != "" {
			cfg.DataDir = dataDir
		}
		r.shop = startShop(t, cfg, fx.Populate(&r.orders))
		return r
	}
	one := start("")
	two := one
	if d == database.Postgres {
		two = start(t.TempDir())
	}
	o := one.place(t, newOrderBody().set("customer.phone", "7771234"))
	track := func(r replica, phone string) (int, httpapi.OrderJSON) {
		t.Helper()
		res, raw := r.get(t, trackPath(o.OrderNumber, phone), "")
		if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("Cache-Control: got %q, want no-store", cc)
		}
		if res.StatusCode != http.StatusOK {
			return res.StatusCode, httpapi.OrderJSON{}
		}
		return res.StatusCode, apptest.Decode[httpapi.OrderJSON](t, raw)
	}
	expect := func(when string, want string) {
		t.Helper()
		for i, r := range []replica{one, two} {
			for range 2 { // the second from memory
				if status, got := track(r, "777 1234"); status != http.StatusOK || got.Status != want {
					t.Fatalf("%s, replica %d: got %d %q, want 200 %q", when, i+1, status, got.Status, want)
				}
				if status, _ := track(r, "777 1235"); status != http.StatusNotFound {
					t.Errorf("%s, replica %d, a wrong phone: got %d, want 404", when, i+1, status)
				}
			}
		}
	}
	expect("placed", "pending")

	cookie := one.AdminCookie(t)
	if res, raw := one.admin(t, cookie, http.MethodPut, "/api/orders/"+o.OrderNumber, map[string]any{"status": "processing"}); res.StatusCode != http.StatusOK {
		t.Fatalf("status change: got %d %s", res.StatusCode, raw)
	}
	expect("after the owner's change on replica 1", "processing")

	if _, err := two.orders.Act(context.Background(), o.OrderNumber, orders.ActShipped, "via Telegram by test"); err != nil {
		t.Fatal(err)
	}
	expect("after a Telegram button handled by replica 2", "shipped")

	if res, raw := two.admin(t, two.AdminCookie(t), http.MethodDelete, "/api/orders/"+o.OrderNumber, nil); res.StatusCode >= 300 {
		t.Fatalf("delete: got %d %s", res.StatusCode, raw)
	}
	for i, r := range []replica{one, two} {
		if status, _ := track(r, "777 1234"); status != http.StatusNotFound {
			t.Errorf("after the order was deleted, replica %d: got %d, want 404", i+1, status)
		}
	}
}
