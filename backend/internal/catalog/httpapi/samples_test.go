package httpapi_test

import (
	"net/http"
	"testing"

	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// TestSampleDataIsAddedOnce: a first start fills the catalog, a second start
// on the same database adds nothing (not even after the owner deleted some).
func TestSampleDataIsAddedOnce(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg = withSamples(cfg)
		a, _ := startShop(t, cfg)
		ps, total := list(t, a, "?per_page=100")
		if total != 15 || len(ps) != 15 {
			t.Fatalf("first start: got %d products, want 15", total)
		}
		clothing, _ := list(t, a, "?shop_type=clothing&per_page=100")
		appliances, _ := list(t, a, "?shop_type=accessories&per_page=100")
		if len(clothing) != 10 || len(appliances) != 5 {
			t.Errorf("got %d clothing and %d appliances, want 10 and 5", len(clothing), len(appliances))
		}
		res, raw := call(t, a, http.MethodGet, "/api/categories", "", nil)
		var cats []httpapi.CategoryJSON
		expect(t, res, raw, http.StatusOK, &cats)
		if len(cats) != 14 {
			t.Errorf("got %d categories, want 14", len(cats))
		}
		admin := a.AdminCookie(t)
		res, raw = call(t, a, http.MethodDelete, "/api/products/"+ps[0].ID, admin, nil)
		expect(t, res, raw, http.StatusNoContent, nil)
		a.Stop(t)

		again, _ := startShop(t, cfg)
		if _, total := list(t, again, ""); total != 14 {
			t.Errorf("second start: got %d products, want 14 (no sample data again)", total)
		}
	})
}

func TestNoSampleDataWhenTurnedOff(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	cfg.SampleData = false
	a, _ := startShop(t, cfg)
	if ps, total := list(t, a, ""); total != 0 || len(ps) != 0 {
		t.Errorf("got %d products, want none", total)
	}
	res, raw := call(t, a, http.MethodGet, "/api/categories", "", nil)
	var cats []httpapi.CategoryJSON
	expect(t, res, raw, http.StatusOK, &cats)
	if len(cats) != 0 {
		t.Errorf("got %d categories, want none", len(cats))
	}
}

// TestNineProductsStaySmall: a clothing listing page (9 products, spec
// section 9) stays under 20 KB of JSON before compression, for customers on
// slow island connections.
func TestNineProductsStaySmall(t *testing.T) {
	t.Parallel()
	a, _ := startShop(t, withSamples(dbtest.Config(t, "sqlite")))
	for _, query := range []string{"?shop_type=clothing&per_page=9", "?per_page=9&sort=price-desc"} {
		res, raw := call(t, a, http.MethodGet, "/api/products"+query, "", nil)
		var ps []httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &ps)
		if len(ps) != 9 {
			t.Fatalf("%s: got %d products, want 9", query, len(ps))
		}
		if len(raw) >= 20*1024 {
			t.Errorf("%s: %d bytes of JSON for 9 products, want under 20 KB", query, len(raw))
		}
		t.Logf("%s: %d bytes for 9 products", query, len(raw))
	}
}

// BenchmarkListProducts is a page of 12 of the sample catalog over HTTP, on
// each database: go test -run '^$' -bench ListProducts ./internal/catalog/httpapi/
func BenchmarkListProducts(b *testing.B) {
	for _, d := range dbtest.Dialects {
		b.Run(string(d), func(b *testing.B) {
			a, _ := startShop(b, withSamples(dbtest.Config(b, d)))
			for _, c := range []struct{ name, query string }{
				{"newest", "?per_page=12"},
				{"filtered", "?shop_type=clothing&category=clothing&sizes=M,L&sort=price-asc&per_page=12"},
			} {
				b.Run(c.name, func(b *testing.B) {
					for b.Loop() {
						res, _ := call(b, a, http.MethodGet, "/api/products"+c.query, "", nil)
						if res.StatusCode != http.StatusOK {
							b.Fatalf("got %d", res.StatusCode)
						}
					}
				})
			}
		})
	}
}
