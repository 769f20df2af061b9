package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/search/httpapi"
)

// putAbayaSale saves the sample abaya as read, with sale as its sale.
func putAbayaSale(t *testing.T, a *apptest.App, admin string, sale map[string]any) {
	t.Helper()
	path := "/api/products/" + apptest.SampleAbaya
	var form map[string]any
	if err := json.Unmarshal(a.GetOK(t, path, ""), &form); err != nil {
		t.Fatal(err)
	}
	form["sale"] = sale
	if res, raw := a.Send(t, http.MethodPut, path, apptest.AsAdmin(admin), form); res.StatusCode != http.StatusOK {
		t.Fatalf("saving the sale: got %d %s", res.StatusCode, raw)
	}
}

// abayaFound returns the abaya as the results and the suggestions show it.
func abayaFound(t *testing.T, a *apptest.App) (result, suggestion httpapi.ResultJSON) {
	t.Helper()
	pick := func(rs []httpapi.ResultJSON, where string) httpapi.ResultJSON {
		for _, r := range rs {
			if r.ID == apptest.SampleAbaya {
				return r
			}
		}
		t.Fatalf("%s: the abaya not found in %q", where, titles(rs))
		return httpapi.ResultJSON{}
	}
	_, res := search(t, a, "pearl trim abaya")
	raw := a.GetOK(t, "/api/search/suggestions?q="+url.QueryEscape("pearl tri"), "")
	return pick(res.Results, "results"), pick(apptest.Decode[[]httpapi.ResultJSON](t, raw), "suggestions")
}

// TestSearchShowsThePriceInForce: the abaya (MVR 2200) on sale at MVR 1800
// until midnight in Malé is found at 1800 with 2200 struck out, in the
// results and the suggestions; once the shop's clock passes the end, at
// 2200 with nothing struck out, with no edit in between.
func TestSearchShowsThePriceInForce(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		clk := clock.NewManual(time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)) // 14:00 in Malé
		a := apptest.Start(t, withSamples(cfg), apptest.WithClock(clk))
		admin := a.AdminCookie(t)

		before, _ := abayaFound(t, a)
		if before.Price != 2200 || before.OriginalPrice != 0 {
			t.Fatalf("before the sale: got price %v, original %v", before.Price, before.OriginalPrice)
		}
		putAbayaSale(t, a, admin, map[string]any{"price": 1800, "ends_at": "2026-12-02T00:00:00+05:00"})

		check := func(when string, price, original float64) {
			t.Helper()
			result, suggestion := abayaFound(t, a)
			for _, r := range []httpapi.ResultJSON{result, suggestion} {
				if r.Price != price || r.OriginalPrice != original {
					t.Errorf("%s: got price %v, original %v; want %v, %v", when, r.Price, r.OriginalPrice, price, original)
				}
			}
		}
		check("during the sale", 1800, 2200)
		clk.Advance(10*time.Hour - time.Second)
		check("a second before the end", 1800, 2200)
		clk.Advance(time.Second)
		check("at the end", 2200, 0)
	})
}
