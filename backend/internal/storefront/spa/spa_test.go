package spa

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"go.uber.org/zap"

	"dhoni/internal/storefront/ssr"
)

var build = fstest.MapFS{
	"index.html":           {Data: []byte(`<!doctype html><title>Dhoni</title><div id="root"></div>` + strings.Repeat(" ", 600))},
	"assets/index-abc.js":  {Data: []byte(strings.Repeat("console.log('dhoni');", 100))},
	"assets/logo-1f2e.png": {Data: []byte("\x89PNG\r\n\x1a\n")},
	"robots.txt":           {Data: []byte("User-agent: *\n")},
	".gitkeep":             {Data: nil},
}

func get(t *testing.T, h http.Handler, path string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

// mustNew is the handler for build; an error fails the test.
func mustNew(t testing.TB, build fs.FS) *Handler {
	t.Helper()
	h, err := New(build)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestServesTheAppForEveryClientRoute(t *testing.T) {
	t.Parallel()
	h := mustNew(t, build)
	for _, path := range []string{"/", "/no-such-page", "/shop/some-dress", "/order-confirmation/RB-ABC-1234", "/index.html"} {
		res := get(t, h, path, nil)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `<div id="root">`) {
			t.Errorf("%s: got %d %.40q, want 200 with index.html", path, res.StatusCode, body)
		}
		if cc := res.Header.Get("Cache-Control"); cc != "no-store, max-age=0" {
			t.Errorf("%s: index.html Cache-Control %q, want no-store", path, cc)
		}
		if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
			t.Errorf("%s: Content-Type %q", path, ct)
		}
	}
}

func TestHashedAssetsAreImmutableAndCompressed(t *testing.T) {
	t.Parallel()
	h := mustNew(t, build)
	res := get(t, h, "/assets/index-abc.js", map[string]string{"Accept-Encoding": "br, gzip"})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("asset: got %d", res.StatusCode)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
		t.Errorf("asset Cache-Control: got %q", cc)
	}
	if etag := res.Header.Get("ETag"); etag != "" {
		t.Errorf("an immutable asset has no use for a validator: got ETag %q", etag)
	}
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("asset Content-Encoding: got %q, want gzip", res.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if string(plain) != string(build["assets/index-abc.js"].Data) {
		t.Errorf("decompressed asset differs from the build")
	}

	plainRes := get(t, h, "/assets/index-abc.js", nil)
	if plainRes.Header.Get("Content-Encoding") != "" {
		t.Errorf("no Accept-Encoding: got Content-Encoding %q", plainRes.Header.Get("Content-Encoding"))
	}
	if ct := plainRes.Header.Get("Content-Type"); !strings.Contains(ct, "javascript") {
		t.Errorf("asset Content-Type %q", ct)
	}

	png := get(t, h, "/assets/logo-1f2e.png", map[string]string{"Accept-Encoding": "gzip"})
	if png.Header.Get("Content-Encoding") != "" {
		t.Errorf("images are not recompressed: got Content-Encoding %q", png.Header.Get("Content-Encoding"))
	}
}

func brotliOf(t *testing.T, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The build's brotli copy of a file is sent to a browser that takes brotli,
// only when it is that file: a copy left from another build is not.
func TestTheBuildsBrotliCopyIsServed(t *testing.T) {
	t.Parallel()
	script := []byte(strings.Repeat("console.log('dhoni');", 100))
	h := mustNew(t, fstest.MapFS{
		"index.html":             {Data: []byte(`<!doctype html><div id="root"></div>`)},
		"assets/index-abc.js":    {Data: script},
		"assets/index-abc.js.br": {Data: brotliOf(t, script)},
		"assets/other-def.js":    {Data: script},
		"assets/other-def.js.br": {Data: brotliOf(t, []byte("alert('another build')"))},
	})
	res := get(t, h, "/assets/index-abc.js", map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	if got := res.Header.Get("Content-Encoding"); got != "br" {
		t.Fatalf("Content-Encoding %q, want br", got)
	}
	if body := readBody(t, res); body != string(script) {
		t.Errorf("brotli copy decodes to %.40q, want the script", body)
	}
	if got := get(t, h, "/assets/index-abc.js", map[string]string{"Accept-Encoding": "gzip, br;q=0"}).Header.Get("Content-Encoding"); got != "gzip" {
		t.Errorf("br;q=0: Content-Encoding %q, want gzip", got)
	}
	res = get(t, h, "/assets/other-def.js", map[string]string{"Accept-Encoding": "br, gzip"})
	if got := res.Header.Get("Content-Encoding"); got != "gzip" || readBody(t, res) != string(script) {
		t.Errorf("a brotli copy of something else: Content-Encoding %q, want gzip of the script", got)
	}
	if res := get(t, h, "/assets/index-abc.js.br", nil); res.StatusCode != http.StatusNotFound {
		t.Errorf("the copy by its own name: got %d, want 404", res.StatusCode)
	}
}

// A script, stylesheet or picture of the build goes without the headers
// that act only on documents; pages and the service worker keep them.
func TestOnlyDocumentsKeepTheDocumentHeaders(t *testing.T) {
	t.Parallel()
	h := mustNew(t, fstest.MapFS{
		"index.html":          {Data: []byte(`<!doctype html><div id="root"></div>`)},
		"assets/index-abc.js": {Data: []byte("start()")},
		"favicon.svg":         {Data: []byte("<svg/>")},
		"sw.js":               {Data: []byte("self.x=1")},
	})
	withHeaders := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'")
		w.Header().Set("X-Frame-Options", "DENY")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		h.ServeHTTP(w, r)
	})
	for p, document := range map[string]bool{"/assets/index-abc.js": false, "/favicon.svg": false, "/sw.js": true, "/": true, "/shop": true} {
		res := get(t, withHeaders, p, nil)
		if got := res.Header.Get("Content-Security-Policy") != "" && res.Header.Get("X-Frame-Options") != ""; got != document {
			t.Errorf("%s: document headers kept %v, want %v", p, got, document)
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: nosniff dropped", p)
		}
	}
}

func TestMissingAssetIs404NotHTML(t *testing.T) {
	t.Parallel()
	h := mustNew(t, build)
	res := get(t, h, "/assets/index-old.js", nil)
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("missing asset: got %d, want 404", res.StatusCode)
	}
	if get(t, h, "/.gitkeep", nil).Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("dotfiles of the build must not be served as themselves")
	}
}

func TestETagRevalidation(t *testing.T) {
	t.Parallel()
	h := mustNew(t, build)
	first := get(t, h, "/robots.txt", nil)
	etag := first.Header.Get("ETag")
	if etag == "" || first.Header.Get("Cache-Control") != "public, max-age=3600, must-revalidate" {
		t.Fatalf("robots.txt: ETag %q Cache-Control %q", etag, first.Header.Get("Cache-Control"))
	}
	if again := get(t, h, "/robots.txt", map[string]string{"If-None-Match": etag}); again.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation: got %d, want 304", again.StatusCode)
	}
}

func TestUnbuiltAppSaysHowToBuildIt(t *testing.T) {
	t.Parallel()
	h := mustNew(t, fstest.MapFS{".gitkeep": {}})
	res := get(t, h, "/", nil)
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "go tool task run") {
		t.Errorf("unbuilt app: got %d %q", res.StatusCode, body)
	}
}

var withHead = fstest.MapFS{
	"index.html": {Data: []byte(`<!doctype html><head><title>Dhoni</title></head><body><div id="root"></div></body>` + strings.Repeat(" ", 600))},
}

func readBody(t *testing.T, res *http.Response) string {
	t.Helper()
	var r io.Reader = res.Body
	switch res.Header.Get("Content-Encoding") {
	case "gzip":
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "br":
		r = brotli.NewReader(res.Body)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestIndexCarriesTheBootstrapDocumentAsItIsNow(t *testing.T) {
	t.Parallel()
	h := mustNew(t, withHead)
	doc := `{"settings":{"announcement":{"message":"Eid sale"}}}`
	calls := 0
	h.WithBootstrap(func(context.Context) ([]byte, error) {
		calls++
		return []byte(doc), nil
	}, zap.NewNop())

	want := `<script id="dhoni-bootstrap" type="application/json">{"settings":{"announcement":{"message":"Eid sale"}}}</script></head>`
	for _, enc := range []string{"", "gzip"} {
		res := get(t, h, "/shop/some-dress", map[string]string{"Accept-Encoding": enc})
		if body := readBody(t, res); !strings.Contains(body, want) || !strings.Contains(body, `<div id="root">`) {
			t.Errorf("Accept-Encoding %q: index.html is %q, want it to hold %q before </head>", enc, body, want)
		}
	}
	first := get(t, h, "/", nil).Header.Get("ETag")

	// The owner saves a new banner: the next page load carries it.
	doc = `{"settings":{"announcement":{"message":"Closed on Friday"}}}`
	res := get(t, h, "/", nil)
	if body := readBody(t, res); !strings.Contains(body, "Closed on Friday") {
		t.Errorf("after a change index.html is %q, want the new document", body)
	}
	if res.Header.Get("ETag") == first {
		t.Errorf("the ETag stayed %s although index.html changed", first)
	}
	if calls != 4 {
		t.Errorf("the document was asked for %d times, want once per index.html (4)", calls)
	}
	// Assets are not touched.
	if body := readBody(t, get(t, h, "/index.html", nil)); !strings.Contains(body, "dhoni-bootstrap") {
		t.Errorf("/index.html itself has no bootstrap document: %q", body)
	}
}

func TestABootstrapDocumentCannotEndItsScriptElement(t *testing.T) {
	t.Parallel()
	h := mustNew(t, withHead)
	h.WithBootstrap(func(context.Context) ([]byte, error) {
		return []byte(`{"m":"</script><script>alert(1)</script>"}`), nil
	}, zap.NewNop())
	body := readBody(t, get(t, h, "/", nil))
	if strings.Count(body, "</script>") != 1 {
		t.Errorf("index.html %q: the document ended its script element early", body)
	}
}

func TestWithoutItsDocumentIndexIsServedPlain(t *testing.T) {
	t.Parallel()
	h := mustNew(t, withHead)
	for name, bootstrap := range map[string]Bootstrap{
		"failing":  func(context.Context) ([]byte, error) { return nil, errors.New("database is down") },
		"not JSON": func(context.Context) ([]byte, error) { return []byte("{oops"), nil },
	} {
		h.WithBootstrap(bootstrap, zap.NewNop())
		res := get(t, h, "/", nil)
		body := readBody(t, res)
		if res.StatusCode != http.StatusOK || strings.Contains(body, "dhoni-bootstrap") || !strings.Contains(body, `<div id="root">`) {
			t.Errorf("%s bootstrap: got %d %q, want the plain index.html", name, res.StatusCode, body)
		}
	}
}

var withGenericHead = fstest.MapFS{
	"index.html": {Data: []byte("<!doctype html><html><head>\n<meta charset=\"UTF-8\" />\n" +
		"<meta name=\"description\" content=\"Dhoni: modest clothing.\" />\n<title>Dhoni</title>\n" +
		"<link rel=\"icon\" href=\"/favicon.svg\" />\n</head><body><div id=\"root\"></div></body></html>" + strings.Repeat(" ", 600))},
}

func TestEachPageCarriesItsOwnHeadTagsAndStatus(t *testing.T) {
	t.Parallel()
	h := mustNew(t, withGenericHead)
	h.WithBootstrap(func(context.Context) ([]byte, error) { return []byte(`{"settings":{}}`), nil }, zap.NewNop())
	h.WithHead(func(r *http.Request) (Page, error) {
		switch r.URL.Path {
		case "/shop/old-name":
			return Page{Redirect: "/accessories/old-name"}, nil
		case "/shop/no-such-dress":
			return Page{Status: http.StatusNotFound, Tags: []byte("<title>Page Not Found · Dhoni</title>")}, nil
		}
		return Page{Tags: []byte(`<title>Blue Abaya · Dhoni</title><meta name="description" content="A blue abaya.">`)}, nil
	}, zap.NewNop())

	for _, enc := range []string{"", "gzip"} {
		res := get(t, h, "/shop/blue-abaya", map[string]string{"Accept-Encoding": enc})
		body := readBody(t, res)
		if res.StatusCode != http.StatusOK {
			t.Errorf("Accept-Encoding %q: got %d, want 200", enc, res.StatusCode)
		}
		if strings.Count(body, "<title>") != 1 || strings.Count(body, `name="description"`) != 1 ||
			!strings.Contains(body, "<meta charset=\"UTF-8\" />\n<title>Blue Abaya · Dhoni</title><meta name=\"description\" content=\"A blue abaya.\"><link rel=\"icon\"") {
			t.Errorf("Accept-Encoding %q: page is %q, want the page's title and description in place of the generic ones", enc, body)
		}
		if !strings.Contains(body, "dhoni-bootstrap") || !strings.Contains(body, `<div id="root">`) {
			t.Errorf("the page lost the app or its bootstrap document: %q", body)
		}
	}

	res := get(t, h, "/shop/no-such-dress", nil)
	if body := readBody(t, res); res.StatusCode != http.StatusNotFound || !strings.Contains(body, "<title>Page Not Found · Dhoni</title>") || !strings.Contains(body, `<div id="root">`) {
		t.Errorf("unknown product: got %d %q, want 404 with the app and its title", res.StatusCode, body)
	}
	req := httptest.NewRequest(http.MethodHead, "/shop/no-such-dress", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNotFound || rec.Body.Len() != 0 {
		t.Errorf("HEAD of an unknown product: got %d with %d bytes, want 404 and no body", rec.Code, rec.Body.Len())
	}

	moved := get(t, h, "/shop/old-name", nil)
	if moved.StatusCode != http.StatusMovedPermanently || moved.Header.Get("Location") != "/accessories/old-name" {
		t.Errorf("redirect: got %d to %q, want 301 to /accessories/old-name", moved.StatusCode, moved.Header.Get("Location"))
	}

	// index.html fetched as a file (a service worker caches it) stays itself.
	if body := readBody(t, get(t, h, "/index.html", nil)); !strings.Contains(body, "<title>Dhoni</title>") || strings.Contains(body, "Blue Abaya") {
		t.Errorf("/index.html: got %q, want the build's generic head", body)
	}
}

func TestAFailingHeadLeavesTheGenericPage(t *testing.T) {
	t.Parallel()
	h := mustNew(t, withGenericHead)
	h.WithHead(func(*http.Request) (Page, error) { return Page{}, errors.New("database is down") }, zap.NewNop())
	res := get(t, h, "/shop/blue-abaya", nil)
	if body := readBody(t, res); res.StatusCode != http.StatusOK || !strings.Contains(body, "<title>Dhoni</title>") || !strings.Contains(body, `name="description"`) {
		t.Errorf("got %d %q, want 200 with the generic title and description", res.StatusCode, body)
	}
}

func BenchmarkPageWithItsHead(b *testing.B) {
	raw, err := os.ReadFile("../../../../frontend/index.html")
	if err != nil {
		b.Fatal(err)
	}
	h := mustNew(b, fstest.MapFS{"index.html": {Data: raw}})
	tags := []byte(strings.Repeat(`<meta property="og:description" content="A long blue abaya with hand embroidery.">`, 12))
	h.WithBootstrap(func(context.Context) ([]byte, error) { return []byte(`{"settings":{}}`), nil }, zap.NewNop())
	h.WithHead(func(*http.Request) (Page, error) { return Page{Tags: tags}, nil }, zap.NewNop())
	req := httptest.NewRequest(http.MethodGet, "/shop/blue-abaya", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("got %d", rec.Code)
		}
	}
}

// drawer is a Drawer that draws what it was asked, or nothing for "/undrawn".
type drawer struct{}

func (drawer) Render(_ context.Context, url string, bootstrap, data []byte, welcome ssr.Welcome) (ssr.Page, bool) {
	if url == "/undrawn" {
		return ssr.Page{}, false
	}
	markup := fmt.Sprintf("<p>%s %s %s splash=%v popup=%v</p>", url, bootstrap, data, welcome.Splash, welcome.FirstVisit)
	return ssr.Page{Markup: []byte(markup), State: []byte(`{"splash":true}`)}, true
}

func TestPagesWithDataComeDrawn(t *testing.T) {
	t.Parallel()
	scripts := `<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-abc.js">`
	index := `<!doctype html><html><head><title>Dhoni</title>` + scripts + `</head><body><div id="root"></div></body></html>`
	h := mustNew(t, fstest.MapFS{"index.html": {Data: []byte(index)}, "app-start.js": {Data: []byte("start()")}})
	h.WithBootstrap(func(context.Context) ([]byte, error) { return []byte(`{"settings":{}}`), nil }, zap.NewNop())
	h.WithHead(func(r *http.Request) (Page, error) {
		if r.URL.Path == "/cart" {
			return Page{Tags: []byte("<title>Cart · Dhoni</title>")}, nil
		}
		return Page{Tags: []byte("<title>Shop · Dhoni</title>"), Data: []byte(`{"/products":{}}`)}, nil
	}, zap.NewNop())
	h.WithDrawer(drawer{})

	// The query is not drawn: a page is drawn once whatever is added to it.
	body := readBody(t, get(t, h, "/shop?utm_source=flood-1", nil))
	want := `<div id="root"><p>/shop {"settings":{}} {"/products":{}} splash=true popup=true</p></div><script id="dhoni-server-state" type="application/json">{"splash":true}</script>`
	if !strings.Contains(body, want) {
		t.Errorf("drawn page is %q, want the markup and state in the root: %q", body, want)
	}
	// The app starts after the page's first paint: its entry and preloads
	// leave the head for the list app-start.js reads.
	start := `<script id="dhoni-app-scripts" type="application/json">{"entry":"/assets/index-abc.js","preload":["/assets/framework-abc.js"]}</script>` +
		`<script type="module" src="/app-start.js"></script></body>`
	if !strings.Contains(body, start) || strings.Contains(body, `src="/assets/`) || strings.Contains(body, "modulepreload") {
		t.Errorf("drawn page %q: want the app's scripts started by app-start.js (%s)", body, start)
	}
	// A build without app-start.js (older) keeps its scripts where they are.
	older := mustNew(t, fstest.MapFS{"index.html": {Data: []byte(index)}})
	older.WithBootstrap(func(context.Context) ([]byte, error) { return []byte(`{}`), nil }, zap.NewNop())
	older.WithHead(func(*http.Request) (Page, error) { return Page{Data: []byte(`{}`)}, nil }, zap.NewNop())
	older.WithDrawer(drawer{})
	if body := readBody(t, get(t, older, "/shop", nil)); !strings.Contains(body, scripts) || strings.Contains(body, "app-start") {
		t.Errorf("drawn by a build without app-start.js: %q, want the scripts as built", body)
	}
	// A browser that takes brotli gets the drawn page in it.
	res := get(t, h, "/shop", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	if got := res.Header.Get("Content-Encoding"); got != "br" {
		t.Errorf("drawn page Content-Encoding %q, want br", got)
	}
	if body := readBody(t, res); !strings.Contains(body, want) {
		t.Errorf("drawn page in brotli is %q, want %q", body, want)
	}
	if body := readBody(t, get(t, h, "/shop", map[string]string{"Cookie": SplashSeenCookie + "=1"})); !strings.Contains(body, "splash=false popup=true") {
		t.Errorf("a session that saw the splash: %q", body)
	}
	if body := readBody(t, get(t, h, "/shop", map[string]string{"Cookie": FirstVisitSeenCookie + "=1"})); !strings.Contains(body, "splash=true popup=false") {
		t.Errorf("a browser that acknowledged the first-visit popup: %q", body)
	}
	for _, path := range []string{"/cart", "/undrawn"} {
		if body := readBody(t, get(t, h, path, nil)); !strings.Contains(body, `<div id="root"></div>`) || !strings.Contains(body, scripts) || strings.Contains(body, "app-start") || strings.Contains(body, ServerStateElementID) {
			t.Errorf("%s: got %q, want the app's empty root and its script as built", path, body)
		}
	}
}

// Decision 190: a drawn page carries the keeper of early taps in its head,
// inline (so it runs before the page is painted), and its policy allows that
// script alone; a page the server did not draw carries neither.
func TestDrawnPagesKeepEarlyInput(t *testing.T) {
	t.Parallel()
	index := `<!doctype html><html><head><title>Dhoni</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`
	script := "// what it does\n(() => {\n  keep();\n})();\n"
	h := mustNew(t, fstest.MapFS{"index.html": {Data: []byte(index)}, "early-input.js": {Data: []byte(script)}})
	h.WithBootstrap(func(context.Context) ([]byte, error) { return []byte(`{}`), nil }, zap.NewNop())
	h.WithHead(func(r *http.Request) (Page, error) {
		if r.URL.Path == "/cart" {
			return Page{}, nil
		}
		return Page{Data: []byte(`{}`)}, nil
	}, zap.NewNop())
	h.WithDrawer(drawer{})

	inline := "(() => {\nkeep();\n})();\n"
	sum := sha256.Sum256([]byte(inline))
	hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	res := get(t, h, "/shop", nil)
	if policy := res.Header.Get("Content-Security-Policy"); !strings.Contains(policy, "script-src 'self' "+hash+";") {
		t.Errorf("drawn page's policy %q, want script-src 'self' %s", policy, hash)
	}
	if body := readBody(t, res); !strings.Contains(body, "<script>"+inline+`</script><link rel="stylesheet"`) {
		t.Errorf("drawn page %q, want the script inline in its head, before the stylesheet", body)
	}
	for _, path := range []string{"/cart", "/undrawn"} {
		res := get(t, h, path, nil)
		if body := readBody(t, res); strings.Contains(body, "keep()") || res.Header.Get("Content-Security-Policy") != "" {
			t.Errorf("%s: %q with policy %q, want neither the script nor a policy of its own", path, body, res.Header.Get("Content-Security-Policy"))
		}
	}
}
