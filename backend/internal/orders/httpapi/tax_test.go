package httpapi_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/settings"
)

// registerForGST saves the shop's GST registration.
func (s *shop) registerForGST(t testing.TB, tax settings.Tax) {
	t.Helper()
	cur, err := s.settings.Get(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	cur.Tax = tax
	if _, err := s.settings.Save(context.Background(), cur); err != nil {
		t.Fatalf("save the GST registration: %v", err)
	}
}

// oneFanToAddu is an order of one MVR 1000 fan to Addu Atoll (delivery MVR
// 150): the customer pays MVR 1150 before any GST added on top.
func oneFanToAddu(fan string) body {
	return newOrderBody().set("items", []any{map[string]any{"product_id": fan, "quantity": 1}})
}

func wantInvoice(t *testing.T, what string, got httpapi.OrderJSON, tin string, rate, before, gst, after float64, include bool) {
	t.Helper()
	inv := got.TaxInvoice
	if inv == nil {
		t.Fatalf("%s: no tax_invoice, want one", what)
	}
	if inv.TIN != tin || inv.RatePercent != rate || inv.PricesIncludeGST != include ||
		inv.TotalBeforeGST != before || inv.GST != gst || inv.TotalAfterGST != after {
		t.Errorf("%s: got %+v, want TIN %s, %v%%, included %v, %.2f + %.2f = %.2f", what, *inv, tin, rate, include, before, gst, after)
	}
	if got.Total != after {
		t.Errorf("%s: total %.2f, want %.2f", what, got.Total, after)
	}
}

// TestTaxInvoiceIsFrozenWhenPlaced: a registered shop's order carries the
// GST a hand calculation gives, with prices including it and not, and keeps
// its figures after the owner changes the settings.
func TestTaxInvoiceIsFrozenWhenPlaced(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, cookie, fan := startAdmin(t, cfg, "GST Fan")

		// Not registered: no invoice, the total as ever.
		plain := s.place(t, oneFanToAddu(fan))
		if plain.TaxInvoice != nil || plain.Total != 1150 {
			t.Errorf("not registered: got invoice %+v, total %.2f; want none, 1150", plain.TaxInvoice, plain.Total)
		}

		// 8% included: 1150 × 8/108 = 85.185… → 85.19.
		s.registerForGST(t, settings.Tax{GSTRegistered: true, TIN: "1000001GST501", RateBasisPoints: 800, PricesIncludeGST: true})
		included := s.place(t, oneFanToAddu(fan).set("total", 1150))
		wantInvoice(t, "8% included", included, "1000001GST501", 8, 1064.81, 85.19, 1150, true)

		// 8% added on top: 1150 × 8% = 92; the browser must show 1242.
		s.registerForGST(t, settings.Tax{GSTRegistered: true, TIN: "1000001GST502", RateBasisPoints: 800})
		if status, raw := s.post(t, oneFanToAddu(fan).set("total", 1150)); status != http.StatusUnprocessableEntity ||
			!strings.Contains(string(raw), "Prices have changed") {
			t.Errorf("a total without the GST added: got %d %s, want 422 Prices have changed", status, raw)
		}
		added := s.place(t, oneFanToAddu(fan).set("total", 1242))
		wantInvoice(t, "8% added", added, "1000001GST502", 8, 1150, 92, 1242, false)

		// The owner changes the rate and leaves the register: the old
		// invoices stand as they were given.
		s.registerForGST(t, settings.Tax{RateBasisPoints: 1600})
		for _, c := range []struct {
			order   httpapi.OrderJSON
			tin     string
			before  float64
			gst     float64
			after   float64
			include bool
		}{
			{included, "1000001GST501", 1064.81, 85.19, 1150, true},
			{added, "1000001GST502", 1150, 92, 1242, false},
		} {
			res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders/"+c.order.OrderNumber, nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("admin GET: %d %s", res.StatusCode, raw)
			}
			wantInvoice(t, "admin, after the change", apptest.Decode[httpapi.OrderJSON](t, raw), c.tin, 8, c.before, c.gst, c.after, c.include)
			res, raw = s.get(t, "/api/orders/track?order_number="+c.order.OrderNumber+"&phone=7771234", "")
			if res.StatusCode != http.StatusOK {
				t.Fatalf("track: %d %s", res.StatusCode, raw)
			}
			wantInvoice(t, "tracking, after the change", apptest.Decode[httpapi.OrderJSON](t, raw), c.tin, 8, c.before, c.gst, c.after, c.include)
		}
		if n := s.count(t, "orders", "order_number = ? AND gst_rate_basis_points = 800 AND total_laari = 124200", added.OrderNumber); n != 1 {
			t.Errorf("stored: got %d rows with 8%% and total 1242.00, want 1", n)
		}
		// An edit by the owner recomputes the total under the order's own rate.
		if res, raw := s.admin(t, cookie, http.MethodPut, "/api/orders/"+added.OrderNumber, map[string]any{"status": "processing"}); res.StatusCode != 200 {
			t.Fatalf("PUT status: %d %s", res.StatusCode, raw)
		} else {
			wantInvoice(t, "after a status change", apptest.Decode[httpapi.OrderJSON](t, raw), "1000001GST502", 8, 1150, 92, 1242, false)
		}
		after := s.place(t, oneFanToAddu(fan))
		if after.TaxInvoice != nil || after.Total != 1150 {
			t.Errorf("placed after leaving the register: got invoice %+v, total %.2f; want none, 1150", after.TaxInvoice, after.Total)
		}

		// The export: the spec's columns, then the invoice's, empty for
		// orders that are not tax invoices.
		res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders/export.csv", nil)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("export: %d %s", res.StatusCode, raw)
		}
		rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(rows[0][14:21], ","); got != "Items,ItemColors,TIN,GSTRatePercent,TotalBeforeGST,GST,TotalAfterGST" {
			t.Errorf("header's end: got %s", got)
		}
		want := map[string]string{
			plain.OrderNumber:    ",,,,",
			included.OrderNumber: "1000001GST501,8,1064.81,85.19,1150.00",
			added.OrderNumber:    "1000001GST502,8,1150.00,92.00,1242.00",
			after.OrderNumber:    ",,,,",
		}
		for _, row := range rows[1:] {
			if w, ok := want[row[0]]; ok {
				if got := strings.Join(row[16:21], ","); got != w {
					t.Errorf("%s GST columns: got %s, want %s", row[0], got, w)
				}
				if row[10] != fmt.Sprintf("%.2f", map[bool]float64{true: 1242, false: 1150}[row[0] == added.OrderNumber]) {
					t.Errorf("%s Total: got %s", row[0], row[10])
				}
				delete(want, row[0])
			}
		}
		if len(want) > 0 {
			t.Errorf("orders missing from the export: %v", want)
		}
	})
}

// TestGSTIsOnWhatIsPaidAfterTheDiscount: a code's discount comes off before
// GST is reckoned, so the invoice's GST is on what the customer pays.
func TestGSTIsOnWhatIsPaidAfterTheDiscount(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, cookie, fan := startAdmin(t, cfg, "Discounted GST Fan")
		s.newCode(t, cookie, "TAXED", nil)

		// 8% added on top: (1000 - 100 + 150) × 8% = 84, so 1050 + 84 = 1134.
		s.registerForGST(t, settings.Tax{GSTRegistered: true, TIN: "1000001GST501", RateBasisPoints: 800})
		added := s.place(t, oneFanToAddu(fan).set("discount_code", "taxed").set("discount", 100).set("total", 1134))
		wantInvoice(t, "8% added after a 10% code", added, "1000001GST501", 8, 1050, 84, 1134, false)

		// 8% included: 1050 × 8/108 = 77.777… → 77.78.
		s.registerForGST(t, settings.Tax{GSTRegistered: true, TIN: "1000001GST501", RateBasisPoints: 800, PricesIncludeGST: true})
		included := s.place(t, oneFanToAddu(fan).set("discount_code", "taxed").set("discount", 100).set("total", 1050))
		wantInvoice(t, "8% included after a 10% code", included, "1000001GST501", 8, 972.22, 77.78, 1050, true)
	})
}
