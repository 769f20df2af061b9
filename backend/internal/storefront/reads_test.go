package storefront_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/storefront"
)

// modules are the reads the catalog, settings and geography modules give
// the storefront.
type modules struct {
	fx.In
	Catalogue storefront.Catalogue
	Settings  storefront.Settings
	Atolls    storefront.Atolls
}

// TestTheModulesReadsAreTheAPIsAnswers: what the catalogue, the settings
// and the atolls answer the storefront in process is, byte for byte, what
// their routes answer a stranger (the listing with its total), and what
// Read keeps is then served to the next browser as it is.
func TestTheModulesReadsAreTheAPIsAnswers(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		var m modules
		s := start(t, cfg, fx.Populate(&m))
		listing := url.Values{"shop_type": {"clothing"}, "sort": {"newest"}, "per_page": {"9"}}
		ctx := t.Context()
		cases := []struct {
			target string
			read   func(context.Context) ([]byte, string, error)
		}{
			{"/products?" + listing.Encode(), func(ctx context.Context) ([]byte, string, error) {
				body, total, err := m.Catalogue.Listing(ctx, listing)
				return body, strconv.Itoa(total), err
			}},
			{"/products/slug/pearl-trim-occasion-abaya", noTotal(func(ctx context.Context) ([]byte, error) {
				return m.Catalogue.ProductBySlug(ctx, "pearl-trim-occasion-abaya")
			})},
			{"/categories", noTotal(m.Catalogue.Categories)},
			{"/settings", noTotal(m.Settings.PublicSettings)},
			{"/atolls", noTotal(m.Atolls.AtollsJSON)},
		}
		for _, c := range cases {
			s.cache.Invalidate(ctx)
			api := get(t, s, "/api"+c.target, nil)
			body, total, err := c.read(ctx)
			if err != nil || api.status != http.StatusOK {
				t.Fatalf("%s: read %v, API %d", c.target, err, api.status)
			}
			if string(body) != api.body || total != api.header.Get("X-Total-Count") {
				t.Errorf("%s: the module reads\n%s (total %q)\nbut the API answers\n%s (total %q)",
					c.target, body, total, api.body, api.header.Get("X-Total-Count"))
			}

			s.cache.Invalidate(ctx)
			kept, keptTotal, ok := s.cache.Read(ctx, c.target)
			if !ok || string(kept) != api.body || keptTotal != total {
				t.Errorf("%s: Read answers %v\n%s (total %q)", c.target, ok, kept, keptTotal)
			}
			hits := metric(t, s, "dhoni_storefront_cache_hits_total")
			again := get(t, s, "/api"+c.target, nil)
			if again.body != api.body || again.header.Get("ETag") != api.header.Get("ETag") ||
				again.header.Get("X-Total-Count") != api.header.Get("X-Total-Count") ||
				again.header.Get("Content-Type") != api.header.Get("Content-Type") {
				t.Errorf("%s: after Read the API answers\n%s %v\nnot\n%s %v", c.target, again.body, again.header, api.body, api.header)
			}
			if metric(t, s, "dhoni_storefront_cache_hits_total") != hits+1 {
				t.Errorf("%s: the API did not answer what Read kept", c.target)
			}
		}
		if _, _, ok := s.cache.Read(ctx, "/products/slug/no-such-product"); ok {
			t.Error("Read found a product that does not exist")
		}
	})
}

func noTotal(f func(context.Context) ([]byte, error)) func(context.Context) ([]byte, string, error) {
	return func(ctx context.Context) ([]byte, string, error) {
		body, err := f(ctx)
		return body, "", err
	}
}

// TestAPageReadsItsDataWithoutARequest: drawing /shop and a product page
// from nothing kept reads their answers from the modules, not through the
// HTTP server: no access-log line and no HTTP metric for an /api route.
func TestAPageReadsItsDataWithoutARequest(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := start(t, cfg)
		s.cache.Invalidate(t.Context())
		for _, page := range []string{"/shop", "/shop/pearl-trim-occasion-abaya", "/"} {
			if a := get(t, s, page, nil); a.status != http.StatusOK || !strings.Contains(a.body, `id="dhoni-page-data"`) {
				t.Fatalf("GET %s: %d without its data", page, a.status)
			}
		}
		// The categories, two listings and the product.
		if n := s.cache.Len(); n != 4 {
			t.Errorf("the pages' reads left %d answers kept, want 4", n)
		}
		for _, e := range s.Logs.FilterMessage("request").All() {
			if p, _ := e.ContextMap()["path"].(string); strings.HasPrefix(p, "/api/") {
				t.Errorf("an access-log line for %s", p)
			}
		}
		rec := httptest.NewRecorder()
		s.Engine.Metrics.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
		for line := range strings.SplitSeq(rec.Body.String(), "\n") {
			if strings.HasPrefix(line, "dhoni_http_requests_total") && strings.Contains(line, `"/api/`) {
				t.Errorf("an HTTP metric of an API route: %s", line)
			}
		}
	})
}

// BenchmarkFirstPageFromColdAnswers draws /shop and a product page with
// nothing kept in the read model: every answer the page carries is read
// again from the catalogue and the settings. The drawing itself is kept
// by the renderer (the data does not change), so what is measured is
// the page's reads, its head and its compression, on SQLite with the
// sample catalogue.
//
//	go test -run '^$' -bench FirstPage -benchtime 300x ./backend/internal/storefront/
func BenchmarkFirstPageFromColdAnswers(b *testing.B) {
	cfg := dbtest.Config(b, "sqlite")
	cfg.SampleData = true
	var cache *storefront.Cache
	a := apptest.Start(b, cfg, fx.Populate(&cache))
	b.Cleanup(a.Client.CloseIdleConnections)
	if !apptest.Eventually(cache.Live) {
		b.Fatal("the cache never went live")
	}
	h := http.Header{"Accept-Encoding": {"br"}, "Cookie": {"dhoni_splash_seen=1; dhoni_first_visit_seen=1"}}
	for _, page := range []string{"/shop", "/shop/pearl-trim-occasion-abaya"} {
		b.Run(strings.TrimPrefix(page, "/"), func(b *testing.B) {
			// The first drawing is made (and kept) before the clock starts.
			for range 2 {
				draw(b, a, page, h)
			}
			b.ReportAllocs()
			for b.Loop() {
				cache.Invalidate(b.Context())
				draw(b, a, page, h)
			}
		})
	}
}

func draw(b *testing.B, a *apptest.App, page string, h http.Header) {
	b.Helper()
	res := a.Do(b, http.MethodGet, page, h, nil)
	body := apptest.ReadBody(b, res)
	if res.StatusCode != http.StatusOK || len(body) == 0 {
		b.Fatalf("GET %s: %d", page, res.StatusCode)
	}
}
