package spa

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/storefront/ssr"
)

// TestOtherSpellingsOfAPageAreRedirectedBeforeAnyWork: a page asked under
// another spelling of its path is answered 301 to its canonical address,
// query kept, before its bootstrap or head is read (decision 222).
func TestOtherSpellingsOfAPageAreRedirectedBeforeAnyWork(t *testing.T) {
	t.Parallel()
	h := mustNew(t, build)
	var work atomic.Int64
	h.WithBootstrap(func(context.Context) ([]byte, error) { work.Add(1); return []byte(`{}`), nil }, zap.NewNop())
	h.WithHead(func(*http.Request) (Page, error) { work.Add(1); return Page{}, nil }, zap.NewNop())
	h.WithCanonical(func(p string) string { return strings.ToLower(path.Clean("/" + p)) })
	for from, to := range map[string]string{
		"/x1/../shop":         "/shop",
		"/./shop/blue-abaya":  "/shop/blue-abaya",
		"//shop":              "/shop",
		"/shop//blue-abaya":   "/shop/blue-abaya",
		"/shop/":              "/shop",
		"/SHOP/Blue-Abaya":    "/shop/blue-abaya",
		"/%73hop":             "/shop",
		"/shop/?sort=name&a=": "/shop?sort=name&a=",
		`/\evil.example/`:     "/%5Cevil.example",
		"//evil.example/":     "/evil.example",
	} {
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(method, from, nil))
			res := rec.Result()
			if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != to {
				t.Errorf("%s %s: %d to %q, want 301 to %q", method, from, res.StatusCode, res.Header.Get("Location"), to)
			}
		}
	}
	if n := work.Load(); n != 0 {
		t.Errorf("the redirects read a bootstrap or a head %d times, want none", n)
	}
	for _, p := range []string{"/shop", "/shop/blue-abaya", "/shop?sort=name", "/", "/assets/index-abc.js"} {
		if res := get(t, h, p, nil); res.StatusCode != http.StatusOK {
			t.Errorf("%s: %d, want 200", p, res.StatusCode)
		}
	}
}

// TestBusyRendererServesAPageThatStillBoots: with every engine drawing
// another page, a page that carries data goes out at once, undrawn, with
// the app's own scripts, so the browser draws it.
func TestBusyRendererServesAPageThatStillBoots(t *testing.T) {
	t.Parallel()
	script := `globalThis.dhoniRender = function (url, welcome, done) {
  if (url === '/loops') { for (;;) {} }
  done(JSON.stringify({ html: '<p>drawn ' + url + '</p>', state: {} }));
};`
	r, err := ssr.NewFromScript(zap.NewNop(), script, 1)
	if err != nil {
		t.Fatal(err)
	}
	entry := `<script type="module" crossorigin src="/assets/index-abc.js"></script>`
	index := `<!doctype html><html><head><title>Dhoni</title>` + entry + `</head><body><div id="root"></div></body></html>`
	h := mustNew(t, fstest.MapFS{"index.html": {Data: []byte(index)}, "app-start.js": {Data: []byte("start()")}})
	h.WithBootstrap(func(context.Context) ([]byte, error) { return []byte(`{}`), nil }, zap.NewNop())
	h.WithHead(func(*http.Request) (Page, error) { return Page{Data: []byte(`{}`)}, nil }, zap.NewNop())
	h.WithDrawer(r)
	// The first ask makes the engine; the page is drawn once it is there.
	for !strings.Contains(readBody(t, get(t, h, "/before", nil)), "<p>drawn /before</p>") {
		time.Sleep(10 * time.Millisecond)
	}
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	if _, ok := r.Render(gone, "/loops", []byte(`{}`), []byte(`{}`), ssr.Welcome{}); ok {
		t.Fatal("/loops drawn")
	}
	body := readBody(t, get(t, h, "/shop", nil))
	if !strings.Contains(body, `<div id="root"></div>`) || !strings.Contains(body, entry) || strings.Contains(body, "app-start") {
		t.Errorf("page while the renderer is busy: %q, want the empty root and the app's entry script", body)
	}
}
