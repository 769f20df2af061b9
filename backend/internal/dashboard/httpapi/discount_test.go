package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// discountsJSON is what the dashboard says about discounts.
type discountsJSON struct {
	Periods struct {
		Today, Week, Month struct {
			Orders         int
			Revenue        float64
			Discounts      float64
			DiscountOrders int `json:"discount_orders"`
		}
	}
	Waiting struct {
		Orders []struct {
			OrderNumber  string `json:"order_number"`
			DiscountCode string `json:"discount_code"`
		}
	}
}

// TestDashboardShowsTheDiscounts: orders placed with and without a code,
// one of them cancelled and one ten days ago. Each period shows what the
// codes took off the orders not cancelled and how many used one, and the
// waiting list names an order's code.
func TestDashboardShowsTheDiscounts(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		clk := clock.NewManual(now.Add(-10 * 24 * time.Hour))
		cfg.SampleData = true
		a := apptest.Start(t, cfg, apptest.WithClock(clk))
		admin := a.AdminCookie(t)
		for code, amount := range map[string]int{"FIRST": 100, "EID": 250} {
			res, raw := a.Send(t, http.MethodPost, "/api/discount-codes", apptest.AsAdmin(admin),
				map[string]any{"code": code, "kind": "fixed", "amount": amount, "scope": "all"})
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("create %s: got %d %s", code, res.StatusCode, raw)
			}
		}
		phone := 0
		place := func(code string) (number string, total float64) {
			t.Helper()
			phone++
			b := map[string]any{
				"customer": map[string]any{
					"name": "Aishath Shifa", "phone": fmt.Sprintf("77%05d", phone),
					"address": map[string]any{"atoll": "Addu Atoll", "island": "Hithadhoo", "street": "Magu 12"},
				},
				"items":          []any{map[string]any{"product_id": apptest.SampleFan, "quantity": 1}},
				"payment_method": "COD",
			}
			if code != "" {
				b["discount_code"] = code
			}
			res, raw := a.Send(t, http.MethodPost, "/api/orders", http.Header{}, b)
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("order with %q: got %d %s", code, res.StatusCode, raw)
			}
			o := apptest.Decode[struct {
				OrderNumber  string `json:"order_number"`
				DiscountCode string `json:"discount_code"`
				Total        float64
			}](t, raw)
			if o.DiscountCode != strings.ToUpper(code) {
				t.Fatalf("order with %q: got code %q", code, o.DiscountCode)
			}
			return o.OrderNumber, o.Total
		}

		_, old := place("first") // ten days ago: the month only
		clk.Advance(10 * 24 * time.Hour)
		admin = a.AdminCookie(t) // the first session has run out
		first, a1 := place("FIRST")
		eid, a2 := place("eid")
		plain, a3 := place("")
		cancelled, _ := place("EID")
		if res, raw := a.Send(t, http.MethodPut, "/api/orders/"+cancelled, apptest.AsAdmin(admin), map[string]any{"status": "cancelled"}); res.StatusCode != http.StatusOK {
			t.Fatalf("cancel: got %d %s", res.StatusCode, raw)
		}

		d := apptest.Decode[discountsJSON](t, a.GetOK(t, "/api/dashboard", admin))
		today := d.Periods.Today
		if today.Orders != 4 || today.Revenue != a1+a2+a3 || today.Discounts != 350 || today.DiscountOrders != 2 {
			t.Errorf("today: got %+v, want 4 orders, revenue %v, MVR 350 off 2 orders (the cancelled one left out)", today, a1+a2+a3)
		}
		if week := d.Periods.Week; week != today {
			t.Errorf("week: got %+v, want today's %+v", week, today)
		}
		month := d.Periods.Month
		if month.Orders != 5 || month.Revenue != old+a1+a2+a3 || month.Discounts != 450 || month.DiscountOrders != 3 {
			t.Errorf("month: got %+v, want 5 orders, revenue %v, MVR 450 off 3 orders", month, old+a1+a2+a3)
		}

		codes := map[string]string{}
		for _, w := range d.Waiting.Orders {
			codes[w.OrderNumber] = w.DiscountCode
		}
		want := map[string]string{first: "FIRST", eid: "EID", plain: ""}
		for number, code := range want {
			if got, ok := codes[number]; !ok || got != code {
				t.Errorf("waiting %s: got code %q (listed %v), want %q", number, got, ok, code)
			}
		}
	})
}
