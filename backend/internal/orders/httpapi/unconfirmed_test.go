package httpapi_test

import (
	"context"
	"net/http"
	"reflect"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/orders"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// TestUnconfirmedCashOrdersAreCancelled: with the owner's number of days
// set, a cash on delivery order still pending that long after it was placed
// is cancelled, its stock back and the history saying why; a younger one, a
// confirmed one and a bank transfer are left alone, and with 0 nothing is.
func TestUnconfirmedCashOrdersAreCancelled(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		clk := clock.NewManual(time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))
		s := startShop(t, cfg, apptest.WithClock(clk))
		ctx := context.Background()
		fan := s.newFan(t, "Waiting Fan", 100)
		items := func(n int) []any { return []any{map[string]any{"product_id": fan, "quantity": n}} }
		stock := func() int { t.Helper(); return s.stock(t, fan)[catalog.DefaultStockKey] }
		cancel := func(what string, want ...string) {
			t.Helper()
			got, err := s.orders.CancelUnconfirmedCOD(ctx)
			if err != nil || len(got) != len(want) || len(want) > 0 && !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: cancelled %v (%v), want %v", what, got, err, want)
			}
		}
		days := func(n int) {
			t.Helper()
			cur, err := s.settings.Get(ctx)
			if err != nil {
				t.Fatal(err)
			}
			cur.OrderLimits.CancelUnconfirmedCODAfterDays = n
			if _, err := s.settings.Save(ctx, cur); err != nil {
				t.Fatalf("save %d days: %v", n, err)
			}
		}
		read := func(number string) adminOrderJSON {
			t.Helper()
			res, raw := s.admin(t, s.AdminCookie(t), http.MethodGet, "/api/orders/"+number, nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET %s: %d %s", number, res.StatusCode, raw)
			}
			return apptest.Decode[adminOrderJSON](t, raw)
		}

		old := s.placeFor(t, fan, "Aishath Shifa", "7771001", 2).OrderNumber
		confirmed := s.placeFor(t, fan, "Mohamed Nashid", "7771002", 1).OrderNumber
		if res, raw := s.admin(t, s.AdminCookie(t), http.MethodPut, "/api/orders/"+confirmed, map[string]any{"status": "processing"}); res.StatusCode != http.StatusOK {
			t.Fatalf("confirm: %d %s", res.StatusCode, raw)
		}
		bank := s.place(t, newOrderBody().set("customer.phone", "7771003").set("items", items(1)).
			set("payment_method", "BANK").set("transfer_slip", s.uploadSlip(t, pngSlip(t)))).OrderNumber
		clk.Advance(48 * time.Hour)
		young := s.placeFor(t, fan, "Fathimath Reema", "7771004", 1).OrderNumber
		clk.Advance(24*time.Hour + time.Minute)
		if got := stock(); got != 95 {
			t.Fatalf("stock after the orders: got %d, want 95", got)
		}

		cancel("the default, 0 days")
		days(3)
		cancel("3 days", old)
		if got := stock(); got != 97 {
			t.Errorf("stock after cancelling %s: got %d, want 97", old, got)
		}
		got := read(old)
		if got.Status != "cancelled" || got.StatusHistory[len(got.StatusHistory)-1].Status != "cancelled" {
			t.Errorf("%s: got status %q, history %+v, want cancelled", old, got.Status, got.StatusHistory)
		}
		if len(got.Events) != 2 || got.Events[0].Field != "confirmation" || got.Events[0].From != "cash on delivery, not confirmed" ||
			got.Events[0].To != "not confirmed within 3 days: cancelled, stock returned" || got.Events[0].Who != orders.UnconfirmedActor ||
			got.Events[1].Field != "status" || got.Events[1].From != "pending" || got.Events[1].To != "cancelled" ||
			!got.Events[1].At.Equal(clk.Now().Truncate(time.Microsecond)) {
			t.Errorf("%s: history %+v, want why and the status, by %q", old, got.Events, orders.UnconfirmedActor)
		}
		for number, status := range map[string]string{confirmed: "processing", bank: "pending", young: "pending"} {
			if got := read(number); got.Status != status {
				t.Errorf("%s: got %q, want %q", number, got.Status, status)
			}
		}
		cancel("again")

		clk.Advance(48 * time.Hour)
		cancel("the younger one's time", young)
		if got := stock(); got != 98 {
			t.Errorf("stock after cancelling %s: got %d, want 98", young, got)
		}
		if got := read(young).Events; len(got) != 2 || got[0].To != "not confirmed within 3 days: cancelled, stock returned" {
			t.Errorf("%s: history %+v, want why", young, got)
		}
		days(0)
		clk.Advance(30 * 24 * time.Hour)
		cancel("back to 0 days")
		for number, status := range map[string]string{confirmed: "processing", bank: "pending"} {
			if got := read(number); got.Status != status {
				t.Errorf("%s after a month: got %q, want %q", number, got.Status, status)
			}
		}
	})
}
