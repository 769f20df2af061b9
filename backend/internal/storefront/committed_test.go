package storefront_test

import (
	"bufio"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/replicas"
	"dhoni/internal/storefront"
)

// metric reads one of the server's metrics (as /metrics serves them).
func metric(t *testing.T, s *shop, name string) float64 {
	t.Helper()
	rec := httptest.NewRecorder()
	s.Engine.Metrics.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	sc := bufio.NewScanner(rec.Body)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			n, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("metric %s: %v", name, err)
			}
			return n
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}

// TestARequestThatChangesNothingDropsNothing: writes refused (401, 404,
// 405, 422) or sent to no route change nothing, so every answer kept
// before them is still served from memory after them.
func TestARequestThatChangesNothingDropsNothing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := start(t, cfg)
		admin := s.AdminCookie(t)
		warm(t, s)
		kept := s.cache.Len()
		drops := metric(t, s, "dhoni_storefront_cache_drops_total")
		order := anOrder()
		order["items"] = []any{}
		for _, w := range []struct {
			method, path, cookie string
			body                 any
			status               int
		}{
			{http.MethodPut, "/api/settings", "", map[string]any{"store": map[string]any{"name": "Junk"}}, http.StatusUnauthorized},
			{http.MethodPost, "/api/products", "", map[string]any{"title": "Junk"}, http.StatusUnauthorized},
			{http.MethodPost, "/api/no-such-route", "", map[string]any{}, http.StatusNotFound},
			{http.MethodPut, "/api/products/00000000-0000-4000-8000-000000000000", admin, map[string]any{"title": "Junk"}, 0},
			{http.MethodPost, "/api/orders", "", order, http.StatusUnprocessableEntity},
			{http.MethodDelete, "/api/categories/no-such-category", admin, nil, 0},
		} {
			h := http.Header{"Content-Type": {"application/json"}}
			if w.cookie != "" {
				h.Set("Cookie", w.cookie)
			}
			res, raw := s.Send(t, w.method, w.path, h, w.body)
			if res.StatusCode < 400 || (w.status != 0 && res.StatusCode != w.status) {
				t.Fatalf("%s %s: got %d %s, want %d (or another refusal)", w.method, w.path, res.StatusCode, raw, w.status)
			}
		}
		if got := metric(t, s, "dhoni_storefront_cache_drops_total"); got != drops {
			t.Errorf("refused writes dropped the kept answers %v times", got-drops)
		}
		hits := s.cache.Stats().Hits
		for _, p := range reads {
			get(t, s, p, nil)
		}
		if got := s.cache.Stats().Hits - hits; got != uint64(len(reads)) || s.cache.Len() != kept {
			t.Errorf("after refused writes: %d of %d answers from memory, %d kept (was %d)", got, len(reads), s.cache.Len(), kept)
		}
	})
}

// TestDistinctQueriesStayWithinTheBound: 10,000 distinct query strings,
// half of them differing only by a parameter no route reads, keep the
// cache within its bounds, and the junk ones make one entry.
func TestDistinctQueriesStayWithinTheBound(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := start(t, cfg)
		// Flood: these answers' shapes are checked elsewhere, and checking
		// 10,000 of them takes minutes.
		fetch := func(path string) { t.Helper(); s.Flood(t, path) }
		for n := range 5000 {
			fetch("/api/products?per_page=2&z=" + strconv.Itoa(n))
		}
		if n := s.cache.Len(); n != 1 {
			t.Errorf("5,000 listings differing by an unknown parameter: %d entries kept, want 1", n)
		}
		for n := range 5000 {
			fetch("/api/search/suggestions?q=w" + strconv.Itoa(n))
		}
		entries := metric(t, s, "dhoni_storefront_cache_entries")
		bytes := metric(t, s, "dhoni_storefront_cache_bytes")
		if entries > storefront.MaxEntries || bytes > storefront.MaxTotalBytes || entries < storefront.MaxEntries/2 {
			t.Errorf("after 10,000 distinct queries: %v entries, %v bytes; want at most %d and %d (and the cache in use)",
				entries, bytes, storefront.MaxEntries, storefront.MaxTotalBytes)
		}
	})
}

// TestAWriteDoesNotWaitForAStalledReplica: two servers on one PostgreSQL,
// the second's listener stalled. An edit on the first returns without
// waiting for it (the fence of decision 147 held it 3.6 s); the stalled
// one stops answering from memory, so a reader there gets the edit from
// the database; once it hears again it has dropped what it kept and
// answers from memory again.
func TestAWriteDoesNotWaitForAStalledReplica(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.Postgres)
	one := start(t, cfg)
	var stalled atomic.Bool
	release := make(chan struct{})
	free := sync.OnceFunc(func() { close(release) })
	t.Cleanup(free)
	other := cfg
	other.DataDir = t.TempDir()
	two := start(t, other, fx.Decorate(func(b *replicas.Bus) *replicas.Bus {
		b.OnNotice(func() {
			if stalled.Load() {
				<-release
			}
		})
		return b
	}))
	admin := one.AdminCookie(t)
	warm(t, two)
	stalled.Store(true)

	p := decode[map[string]any](t, get(t, one, "/api/products/"+apptest.SampleAbaya, nil).body)
	var slowest time.Duration
	for round := range 3 {
		p["title"] = "Abaya edited while a replica stalls " + strconv.Itoa(round)
		began := time.Now()
		p = decode[map[string]any](t, send(t, one, http.MethodPut, "/api/products/"+apptest.SampleAbaya, admin, p).body)
		slowest = max(slowest, time.Since(began))
	}
	if slowest > 2*time.Second {
		t.Errorf("an edit took %v with a replica stalled: it waited for that replica", slowest)
	}
	title := p["title"].(string)
	if !apptest.Eventually(func() bool {
		return strings.Contains(get(t, two, "/api/products/slug/pearl-trim-occasion-abaya", nil).body, title)
	}) {
		t.Fatal("the stalled replica kept serving the old title from memory")
	}
	if two.cache.Live() {
		t.Error("the stalled replica still answers from memory")
	}

	stalled.Store(false)
	free()
	if !apptest.Eventually(two.cache.Live) {
		t.Fatal("the replica never answered from memory again")
	}
	for range 2 {
		if body := get(t, two, "/api/products/slug/pearl-trim-occasion-abaya", nil).body; !strings.Contains(body, title) {
			t.Fatalf("after hearing again the replica serves %s", body)
		}
	}
	if two.cache.Stats().Hits == 0 {
		t.Error("the replica does not answer from memory after hearing again")
	}
}
