package storefront_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/storefront"
)

// shop is the real application with the sample catalogue and its cache.
type shop struct {
	*apptest.App
	cache *storefront.Cache
}

func start(t *testing.T, cfg config.Config, extra ...fx.Option) *shop {
	t.Helper()
	cfg.SampleData = true
	s := &shop{}
	s.App = apptest.Start(t, cfg, append(extra, fx.Populate(&s.cache))...)
	t.Cleanup(s.Client.CloseIdleConnections)
	if !apptest.Eventually(s.cache.Live) {
		t.Fatal("the cache never went live (the replica's lease)")
	}
	return s
}

// reads are the cached answers a storefront asks for.
var reads = []string{
	"/api/products?per_page=12",
	"/api/products?shop_type=clothing&sort=price-asc",
	"/api/products?category=abayas",
	"/api/products/slug/pearl-trim-occasion-abaya",
	"/api/products/" + apptest.SampleAbaya,
	"/api/categories",
	"/api/categories/slug/abayas",
	"/api/settings",
	"/api/atolls",
}

type answer struct {
	status int
	header http.Header
	body   string
}

func get(t *testing.T, s *shop, path string, h http.Header) answer {
	t.Helper()
	res := s.Do(t, http.MethodGet, path, h, nil)
	return answer{res.StatusCode, res.Header, string(apptest.ReadBody(t, res))}
}

func send(t *testing.T, s *shop, method, path, cookie string, body any) answer {
	t.Helper()
	h := http.Header{"Content-Type": {"application/json"}}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	res, out := s.Send(t, method, path, h, body)
	if res.StatusCode >= 300 {
		t.Fatalf("%s %s: %d %s", method, path, res.StatusCode, out)
	}
	return answer{res.StatusCode, res.Header, string(out)}
}

// anOrder is a checkout of one sample abaya, cash on delivery.
func anOrder() map[string]any {
	return map[string]any{
		"customer": map[string]any{
			"name": "Aishath Shifa", "phone": "777 1234", "email": "",
			"address": map[string]any{"atoll": "Addu Atoll", "island": "Hithadhoo", "street": "Magu 12", "directions": ""},
		},
		"items":          []any{map[string]any{"product_id": apptest.SampleAbaya, "size": "M", "color": "Black", "quantity": 1}},
		"payment_method": "COD",
	}
}

func decode[T any](t *testing.T, s string) T {
	t.Helper()
	return apptest.Decode[T](t, []byte(s))
}

// warm reads every answer twice: the second must come from the cache.
func warm(t *testing.T, s *shop) {
	t.Helper()
	for _, p := range reads {
		first := get(t, s, p, nil)
		if first.status != http.StatusOK {
			t.Fatalf("GET %s: %d %s", p, first.status, first.body)
		}
		second := get(t, s, p, nil)
		if second.body != first.body || second.header.Get("ETag") != first.header.Get("ETag") {
			t.Fatalf("GET %s twice: answers differ", p)
		}
	}
	if n := s.cache.Len(); n < len(reads) {
		t.Fatalf("cache holds %d answers after warming, want %d", n, len(reads))
	}
}

// sameAsDatabase reads every answer (from the cache where kept), then drops
// the cache and reads them again from the database: they must be equal.
func sameAsDatabase(t *testing.T, s *shop, after string) map[string]string {
	t.Helper()
	served := map[string]string{}
	for _, p := range reads {
		served[p] = get(t, s, p, nil).body
	}
	s.cache.Invalidate(t.Context())
	for _, p := range reads {
		if fresh := get(t, s, p, nil).body; fresh != served[p] {
			t.Errorf("after %s, GET %s served\n%s\nbut the database answers\n%s", after, p, served[p], fresh)
		}
	}
	return served
}

func TestReadModelAnswersWhatTheDatabaseWouldAfterEachWrite(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := start(t, cfg)
		admin := s.AdminCookie(t)

		// A product edit: new title and price.
		warm(t, s)
		p := decode[map[string]any](t, get(t, s, "/api/products/"+apptest.SampleAbaya, nil).body)
		p["title"] = "Pearl-Trim Occasion Abaya, new season"
		p["price"] = 2350
		send(t, s, http.MethodPut, "/api/products/"+apptest.SampleAbaya, admin, p)
		got := sameAsDatabase(t, s, "a product edit")
		if !strings.Contains(got["/api/products?category=abayas"], "new season") ||
			!strings.Contains(got["/api/products/slug/pearl-trim-occasion-abaya"], `"price":2350`) {
			t.Errorf("the edit is not in the answers: %s", got["/api/products/slug/pearl-trim-occasion-abaya"])
		}

		// A category edit: a new name.
		warm(t, s)
		cat := decode[map[string]any](t, get(t, s, "/api/categories/slug/abayas", nil).body)
		cat["name"] = "Abayas and Jilbabs"
		send(t, s, http.MethodPut, "/api/categories/"+cat["id"].(string), admin, cat)
		got = sameAsDatabase(t, s, "a category edit")
		if !strings.Contains(got["/api/categories"], "Abayas and Jilbabs") {
			t.Errorf("the new category name is not listed: %s", got["/api/categories"])
		}

		// A settings edit: the announcement bar.
		warm(t, s)
		h := http.Header{"Cookie": {admin}}
		settings := decode[map[string]any](t, get(t, s, "/api/settings", h).body)
		settings["announcement"].(map[string]any)["message"] = "Free delivery to Addu this week"
		settings["announcement"].(map[string]any)["enabled"] = true
		send(t, s, http.MethodPut, "/api/settings", admin, settings)
		got = sameAsDatabase(t, s, "a settings edit")
		if !strings.Contains(got["/api/settings"], "Free delivery to Addu this week") {
			t.Errorf("the announcement is not in the settings: %s", got["/api/settings"])
		}

		// Stock taken by a customer's order.
		warm(t, s)
		before := decode[struct{ Stock map[string]int }](t, get(t, s, "/api/products/"+apptest.SampleAbaya, nil).body).Stock
		send(t, s, http.MethodPost, "/api/orders", "", anOrder())
		got = sameAsDatabase(t, s, "an order")
		after := decode[struct{ Stock map[string]int }](t, got["/api/products/"+apptest.SampleAbaya]).Stock
		var inDB string
		if err := s.DB.Raw("SELECT stock FROM products WHERE id = ?", apptest.SampleAbaya).Scan(&inDB).Error; err != nil {
			t.Fatalf("read the stock: %v", err)
		}
		sum := func(m map[string]int) (n int) {
			for _, v := range m {
				n += v
			}
			return n
		}
		if sum(after) != sum(before)-1 {
			t.Errorf("stock after an order of one: %v, before %v (database: %s)", after, before, inDB)
		}
	})
}

func TestCachedAnswersRevalidateAndOthersAreNeverKept(t *testing.T) {
	t.Parallel()
	s := start(t, dbtest.Config(t, database.SQLite))
	for _, p := range reads {
		a := get(t, s, p, nil)
		if got, cdn := a.header.Get("Cache-Control"), a.header.Get("CDN-Cache-Control"); got != storefront.PublicCacheControl ||
			cdn != storefront.CDNCacheControl || !strings.Contains(cdn, "stale-while-revalidate") {
			t.Errorf("GET %s: Cache-Control %q, CDN-Cache-Control %q", p, got, cdn)
		}
		etag := a.header.Get("ETag")
		if etag == "" {
			t.Fatalf("GET %s: no ETag", p)
		}
		res := s.Do(t, http.MethodGet, p, http.Header{"If-None-Match": {etag}}, nil)
		body := apptest.ReadBody(t, res)
		if res.StatusCode != http.StatusNotModified || len(body) != 0 {
			t.Errorf("GET %s with its ETag: %d with %d bytes, want 304 and no body", p, res.StatusCode, len(body))
		}
		// Gzip once: the compressed answer is the same document.
		req, _ := http.NewRequest(http.MethodGet, s.URL+p, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		zres, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		if zres.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("GET %s asking for gzip: Content-Encoding %q", p, zres.Header.Get("Content-Encoding"))
		} else {
			zr, err := gzip.NewReader(zres.Body)
			if err != nil {
				t.Fatal(err)
			}
			plain, _ := io.ReadAll(zr)
			if string(plain) != a.body {
				t.Errorf("GET %s gzipped is another document", p)
			}
		}
		_ = zres.Body.Close()
	}

	// A changed answer has another ETag: the old one gets the new document.
	old := get(t, s, "/api/categories", nil)
	admin := s.AdminCookie(t)
	cat := decode[map[string]any](t, get(t, s, "/api/categories/slug/abayas", nil).body)
	cat["name"] = "Abayas for every day"
	send(t, s, http.MethodPut, "/api/categories/"+cat["id"].(string), admin, cat)
	res := s.Do(t, http.MethodGet, "/api/categories", http.Header{"If-None-Match": {old.header.Get("ETag")}}, nil)
	if res.StatusCode != http.StatusOK {
		t.Errorf("GET /api/categories with the ETag from before an edit: %d, want 200", res.StatusCode)
	}

	// Never for orders, tracking, the admin or the admin's own reads.
	order := send(t, s, http.MethodPost, "/api/orders", "", anOrder())
	number := decode[struct {
		OrderNumber string `json:"order_number"`
	}](t, order.body).OrderNumber
	for _, c := range []struct {
		path   string
		cookie string
	}{
		{"/api/orders/track?order_number=" + number + "&phone=7771234", ""},
		{"/api/orders", admin},
		{"/api/orders/" + number, admin},
		{"/api/settings", admin},
		{"/api/products?per_page=12", admin},
		{"/api/auth/session", admin},
	} {
		h := http.Header{"Cookie": {c.cookie}}
		a := get(t, s, c.path, h)
		if a.status != http.StatusOK {
			t.Errorf("GET %s: %d %s", c.path, a.status, a.body)
		}
		if got := a.header.Get("Cache-Control"); got != "no-store" || a.header.Get("ETag") != "" || a.header.Get("CDN-Cache-Control") != "" {
			t.Errorf("GET %s: Cache-Control %q, ETag %q; want no-store and none", c.path, got, a.header.Get("ETag"))
		}
	}
	if order.header.Get("Cache-Control") != "no-store" {
		t.Errorf("POST /api/orders: Cache-Control %q, want no-store", order.header.Get("Cache-Control"))
	}
	// The stranger's settings never carry what the admin's do.
	if strings.Contains(get(t, s, "/api/settings", nil).body, "telegram") {
		t.Error("the public settings carry the telegram section")
	}
}

// Two servers on one PostgreSQL: an edit on one is what an anonymous
// reader of the other is served within a second (decision 220: the other
// hears the change's notice; the edit does not wait for it), and then from
// memory again.
func TestAnEditOnOneReplicaReachesTheOtherWithinASecond(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.Postgres)
	one := start(t, cfg)
	other := cfg
	other.DataDir = t.TempDir()
	two := start(t, other)
	admin := one.AdminCookie(t)
	for round, title := range []string{"Abaya edited on the first replica", "Abaya edited again"} {
		warm(t, one)
		warm(t, two)
		p := decode[map[string]any](t, get(t, one, "/api/products/"+apptest.SampleAbaya, nil).body)
		p["title"] = title
		send(t, one, http.MethodPut, "/api/products/"+apptest.SampleAbaya, admin, p)
		edited := time.Now()
		for !strings.Contains(get(t, two, "/api/products/slug/pearl-trim-occasion-abaya", nil).body, title) {
			if time.Since(edited) > time.Second {
				t.Fatalf("round %d: the second replica still serves the old title a second after the edit", round)
			}
			time.Sleep(10 * time.Millisecond)
		}
		hits := two.cache.Stats().Hits
		sameAsDatabase(t, two, "an edit on the other replica")
		get(t, two, "/api/products/slug/pearl-trim-occasion-abaya", nil)
		if two.cache.Stats().Hits <= hits {
			t.Errorf("round %d: the second replica no longer answers from memory", round)
		}
	}
}
