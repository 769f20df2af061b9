package httpapi_test

import (
	"net/http"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

var saleAbaya = "/api/products/" + apptest.SampleAbaya

// startSaleShop starts the shop on the sample catalogue with a clock the
// test moves, and signs the admin in.
func startSaleShop(t *testing.T, cfg config.Config, clk clock.Clock) (*apptest.App, string) {
	t.Helper()
	a := apptest.Start(t, withSamples(cfg), apptest.WithClock(clk))
	return a, a.AdminCookie(t)
}

// putSale saves the sample abaya as read, with sale as its sale.
func putSale(t *testing.T, a *apptest.App, cookie string, sale any) (*http.Response, []byte) {
	t.Helper()
	res, raw := call(t, a, http.MethodGet, saleAbaya, "", nil)
	var p httpapi.ProductJSON
	expect(t, res, raw, http.StatusOK, &p)
	form := asForm(t, p)
	form["sale"] = sale
	return call(t, a, http.MethodPut, saleAbaya, cookie, form)
}

// TestASaleStartsAndEnds: the owner puts the abaya (MVR 2200) on sale at
// MVR 1800 from 16:00 to midnight Maldives time; its price, read through the
// public API (and so through the read cache), follows the shop's clock.
func TestASaleStartsAndEnds(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		clk := clock.NewManual(time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)) // 14:00 in Malé
		a, admin := startSaleShop(t, cfg, clk)

		res, raw := putSale(t, a, admin, map[string]any{
			"price": 1800, "starts_at": "2026-12-01T16:00:00+05:00", "ends_at": "2026-12-02T00:00:00+05:00",
		})
		var saved httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &saved)
		if s := saved.Sale; s == nil || s.Price != 1800 || !s.StartsAt.Equal(time.Date(2026, 12, 1, 11, 0, 0, 0, time.UTC)) ||
			!s.EndsAt.Equal(time.Date(2026, 12, 1, 19, 0, 0, 0, time.UTC)) || s.Variant != "" || saved.OnSale {
			t.Fatalf("saved sale: got %+v on_sale %v", s, saved.OnSale)
		}

		at := func(when string, wantOnSale bool) {
			t.Helper()
			res, raw := call(t, a, http.MethodGet, saleAbaya, "", nil)
			var p httpapi.ProductJSON
			expect(t, res, raw, http.StatusOK, &p)
			if p.OnSale != wantOnSale || p.Price != 2200 || p.Sale == nil || p.Sale.Price != 1800 {
				t.Errorf("%s: got price %v, sale %+v, on_sale %v; want on_sale %v", when, p.Price, p.Sale, p.OnSale, wantOnSale)
			}
			onSale, total := list(t, a, "?sale=1")
			if wantOnSale != (total == 1 && len(onSale) == 1 && onSale[0].ID == apptest.SampleAbaya) || (!wantOnSale && total != 0) {
				t.Errorf("%s: ?sale=1 got %v (total %d), want the abaya: %v", when, titles(onSale), total, wantOnSale)
			}
			cheapest, _ := list(t, a, "?shop_type=clothing&sort=price-asc&min_price=1700&max_price=1900")
			if got := len(cheapest) > 0 && cheapest[0].ID == apptest.SampleAbaya; got != wantOnSale {
				t.Errorf("%s: priced 1700 to 1900 got %v, want the abaya listed: %v", when, titles(cheapest), wantOnSale)
			}
		}
		at("before the start", false)
		clk.Advance(2*time.Hour - time.Second)
		at("a second before the start", false)
		clk.Advance(time.Second)
		at("at the start", true)
		clk.Advance(8*time.Hour - time.Second)
		at("a second before the end", true)
		clk.Advance(time.Second)
		at("at the end", false)
	})
}

// TestSaleRefusals: every bad sale is refused with a message on its field,
// nothing is saved, and a stranger cannot set one.
func TestSaleRefusals(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := startSaleShop(t, cfg, clock.NewManual(time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)))
		for _, tc := range []struct {
			name  string
			sale  map[string]any
			field string
			want  string
		}{
			{"at the price", map[string]any{"price": 2200}, "sale.price", "Sale price must be below the price"},
			{"above the price", map[string]any{"price": 2500.5}, "sale.price", "Sale price must be below the price"},
			{"zero", map[string]any{"price": 0}, "sale.price", "Sale price must be more than 0"},
			{"negative", map[string]any{"price": -10}, "sale.price", "Sale price must be more than 0"},
			{"missing", map[string]any{}, "sale.price", "Sale price must be more than 0"},
			{"not a number", map[string]any{"price": "cheap"}, "sale.price", "Sale price must be more than 0"},
			{"end before start", map[string]any{"price": 1800, "starts_at": "2026-12-05T10:00:00+05:00",
				"ends_at": "2026-12-04T10:00:00+05:00"}, "sale.ends_at", "Sale end must be after the sale start"},
			{"end at start", map[string]any{"price": 1800, "starts_at": "2026-12-05T10:00:00+05:00",
				"ends_at": "2026-12-05T05:00:00Z"}, "sale.ends_at", "Sale end must be after the sale start"},
			{"start not a time", map[string]any{"price": 1800, "starts_at": "tomorrow"}, "sale.starts_at", "Sale start must be a date and time"},
			{"end not a time", map[string]any{"price": 1800, "ends_at": "2026-13-01"}, "sale.ends_at", "Sale end must be a date and time"},
			{"another product's variant", map[string]any{"price": 1800, "variant": "Purple:M"}, "sale.variant",
				"Sale variant must be one of this product's sizes or colour:size"},
		} {
			res, raw := putSale(t, a, admin, tc.sale)
			e := refused(t, res, raw, http.StatusUnprocessableEntity)
			if e.Fields[tc.field] != tc.want {
				t.Errorf("%s: got fields %v, want %s %q", tc.name, e.Fields, tc.field, tc.want)
			}
		}
		res, raw := putSale(t, a, "", map[string]any{"price": 1800})
		refused(t, res, raw, http.StatusUnauthorized)

		res, raw = call(t, a, http.MethodGet, saleAbaya, "", nil)
		var p httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &p)
		if p.Sale != nil || p.Version != 1 {
			t.Errorf("after refusals: got sale %+v version %d, want none and version 1", p.Sale, p.Version)
		}

		// One variant, spelled as the product spells it; taken off with null.
		res, raw = putSale(t, a, admin, map[string]any{"price": 1999.99, "variant": "black:m"})
		expect(t, res, raw, http.StatusOK, &p)
		if p.Sale == nil || p.Sale.Variant != "Black:M" || p.Sale.Price != 1999.99 || !p.OnSale {
			t.Errorf("variant sale: got %+v on_sale %v", p.Sale, p.OnSale)
		}
		res, raw = putSale(t, a, admin, nil)
		var off httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &off)
		if off.Sale != nil || off.OnSale {
			t.Errorf("sale taken off: got %+v", off.Sale)
		}
	})
}
