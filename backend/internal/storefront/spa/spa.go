// Package spa serves the single-page app built by Vite and embedded in the
// binary: files as they are (hashed assets cached for a year, compressed once
// at start), and index.html for every other path so the client router decides,
// carrying the store's public settings when a Bootstrap is provided and the
// page's own head tags and status when a Head is provided.
package spa

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/httpserver"
	"dhoni/internal/storefront/ssr"
)

//go:embed all:dist
var embedded embed.FS

// Dist is the embedded build (empty but for .gitkeep until the front end is built).
func Dist() fs.FS {
	sub, err := fs.Sub(embedded, "dist")
	if err != nil {
		panic(err) // the directory is part of the source tree
	}
	return sub
}

const (
	immutable  = "public, max-age=31536000, immutable"
	noCache    = "no-store, max-age=0"
	revalidate = "public, max-age=3600, must-revalidate"
)

type file struct {
	body    []byte
	gzipped []byte // nil when compression does not pay
	// brotli is the build's own brotli copy of the file (name.br beside it),
	// nil when the build has none.
	brotli []byte
	ctype  string
	etag   string
	cache  string

	// For index.html: the page around the place a page's own head tags go,
	// with the build's generic <title> and description taken out.
	beforeHead, afterHead []byte
	// doc is the bootstrap document it carries, if any.
	doc []byte
	// inline is the inline script a drawn page carries, which its policy
	// must allow (decision 190).
	inline []byte
}

// DhivehiPrefix is the path of the Dhivehi pages: /dv/shop is /shop in
// Dhivehi, /dv the home page (decision 224).
const DhivehiPrefix = "/dv"

// Language is the language of the page at path p ("dv" under DhivehiPrefix,
// else "en") and p without its language segment. Any other first segment
// is an English page's, never an error.
func Language(p string) (lang, rest string) {
	if p == DhivehiPrefix {
		return "dv", "/"
	}
	if after, ok := strings.CutPrefix(p, DhivehiPrefix+"/"); ok {
		return "dv", "/" + after
	}
	return "en", p
}

// dhivehiHead is what a Dhivehi page's head adds to the build's: the
// stylesheet of the Thaana font and a preload of its files (an English page
// names neither, decision 225).
func dhivehiHead(files map[string]*file) []byte {
	var css, fonts []string
	for p := range files {
		base := path.Base(p)
		switch {
		case strings.HasPrefix(p, "/assets/thaana-font-") && strings.HasSuffix(p, ".css"):
			css = append(css, p)
		case strings.HasPrefix(base, "noto-sans-thaana-") && strings.HasSuffix(p, ".woff2"):
			fonts = append(fonts, p)
		}
	}
	sort.Strings(css)
	sort.Strings(fonts)
	var b bytes.Buffer
	for _, f := range fonts {
		fmt.Fprintf(&b, `<link rel="preload" as="font" type="font/woff2" href="%s" crossorigin>`, f)
	}
	for _, c := range css {
		fmt.Fprintf(&b, `<link rel="stylesheet" href="%s">`, c)
	}
	return b.Bytes()
}

var htmlTag = regexp.MustCompile(`<html[^>]*>`)

// inLanguage is a page in lang: its <html> element says the language and
// its direction, and a Dhivehi page's head brings the Thaana font.
func inLanguage(page []byte, lang string, dhivehi []byte) []byte {
	if lang != "dv" {
		return page
	}
	page = htmlTag.ReplaceAll(page, []byte(`<html lang="dv" dir="rtl">`))
	at := bytes.Index(page, []byte("</head>"))
	if at < 0 || len(dhivehi) == 0 {
		return page
	}
	out := make([]byte, 0, len(page)+len(dhivehi))
	return append(append(append(out, page[:at]...), dhivehi...), page[at:]...)
}

// Head says what the page at r's path carries in its <head> and how it is
// answered. It is asked for every path that is not a file of the build.
type Head func(r *http.Request) (Page, error)

// Page is the answer of a Head.
type Page struct {
	// Status is the HTTP status (0 means 200); the app is served with it,
	// so a "Page Not Found" screen comes with a 404.
	Status int
	// Redirect, when set, answers 301 to this address instead of the app.
	Redirect string
	// Tags is HTML that takes the place of index.html's own <title> and
	// <meta name="description">: the page's title, description, links and
	// structured data. The Head escapes what it puts there.
	Tags []byte
	// Data is the JSON document of the answers the page carries (decision
	// 142), when it carries any: with a Drawer, the page's first screen is
	// drawn from it on the server (decision 145).
	Data []byte
}

// Canonical is the one address of the page at a URL path (seo.CanonicalPath):
// a page asked at any other is answered with a redirect to it before any
// work, so that each page has one address, one head and one drawing.
type Canonical func(path string) string

// Drawer draws a page's first screen on the server (the ssr package).
type Drawer interface {
	Render(ctx context.Context, url string, bootstrap, pageData []byte, welcome ssr.Welcome) (ssr.Page, bool)
}

// ServerStateElementID is the id of the script element with what the
// server's drawing of the page decided and read; the app reads it
// (frontend/src/lib/hydration.ts).
const ServerStateElementID = "dhoni-server-state"

// SplashSeenCookie is set by the app once this browser session has seen the
// splash screen, so the server no longer draws it.
const SplashSeenCookie = "dhoni_splash_seen"

// FirstVisitSeenCookie is set by the app, for a long time, once this browser
// has acknowledged the first-visit popup, so the server no longer draws it
// (decision 174).
const FirstVisitSeenCookie = "dhoni_first_visit_seen"

var emptyRoot = []byte(`<div id="root"></div>`)

func hasCookie(r *http.Request, name string) bool {
	_, err := r.Cookie(name)
	return err == nil
}

// drawn is body with the page's server-drawn markup in its root element.
func drawn(body []byte, p ssr.Page) []byte {
	at := bytes.Index(body, emptyRoot)
	if at < 0 {
		return body
	}
	out := make([]byte, 0, len(body)+len(p.Markup)+len(p.State)+300)
	out = append(out, body[:at]...)
	out = append(out, `<div id="root">`...)
	out = append(out, p.Markup...)
	out = append(out, `</div><script id="`+ServerStateElementID+`" type="application/json">`...)
	out = append(out, p.State...)
	out = append(out, `</script>`...)
	out = append(out, body[at+len(emptyRoot):]...)
	return out
}

// The tags Vite writes into index.html for the app's entry and the chunks
// it imports.
var (
	entryTag   = regexp.MustCompile(`<script type="module" crossorigin src="(/assets/[^"]+)"></script>\s*`)
	preloadTag = regexp.MustCompile(`<link rel="modulepreload" crossorigin href="(/assets/[^"]+)">\s*`)
)

// AppStartPath is the script that starts the app on a drawn page (in the
// web build, so that the service worker keeps it with the app).
const AppStartPath = "/app-start.js"

// AppScriptsElementID holds, on a drawn page, the app's entry and the
// chunks to preload with it, for AppStartPath.
const AppScriptsElementID = "dhoni-app-scripts"

// startAfterPaint moves the app's entry and module preloads out of a drawn
// page's head: the page is whole and its links work without the app, which
// only takes it over, so its scripts are fetched once the page has been
// painted (app-start.js) instead of sharing the connection with the
// stylesheet and the largest picture (decision 149).
func startAfterPaint(page []byte) []byte {
	entry := entryTag.FindSubmatch(page)
	if entry == nil {
		return page
	}
	list := struct {
		Entry   string   `json:"entry"`
		Preload []string `json:"preload"`
	}{Entry: string(entry[1]), Preload: []string{}}
	for _, m := range preloadTag.FindAllSubmatch(page, -1) {
		list.Preload = append(list.Preload, string(m[1]))
	}
	page = preloadTag.ReplaceAll(entryTag.ReplaceAll(page, nil), nil)
	doc, _ := json.Marshal(list) // strings only: cannot fail
	tags := `<script id="` + AppScriptsElementID + `" type="application/json">` + string(doc) +
		`</script><script type="module" src="` + AppStartPath + `"></script>`
	end := bytes.LastIndex(page, []byte("</body>"))
	if end < 0 {
		return append(page, tags...)
	}
	out := make([]byte, 0, len(page)+len(tags))
	return append(append(append(out, page[:end]...), tags...), page[end:]...)
}

// EarlyInputPath is the script that keeps what a customer does on a drawn
// page before the app has taken it over (decision 190): written into the
// page's head, so that it runs before the page is painted.
const EarlyInputPath = "/early-input.js"

// inlineScript is a file of the build as an inline script: without its
// comment lines and indentation.
func inlineScript(body []byte) []byte {
	var out []byte
	for _, line := range bytes.Split(body, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || bytes.HasPrefix(line, []byte("//")) {
			continue
		}
		out = append(append(out, line...), '\n')
	}
	return out
}

// keepEarlyInput writes script into page's head, before its stylesheet: an
// inline script after a stylesheet waits for it, and holds up the rest of
// the page meanwhile.
func keepEarlyInput(page, script []byte) []byte {
	at := bytes.Index(page, []byte(`<link rel="stylesheet"`))
	if at < 0 {
		at = bytes.Index(page, []byte("</head>"))
	}
	if at < 0 {
		return page
	}
	tag := "<script>" + string(script) + "</script>"
	out := make([]byte, 0, len(page)+len(tag))
	return append(append(append(out, page[:at]...), tag...), page[at:]...)
}

// Bootstrap returns a JSON document that index.html carries to the app, so
// that the first screen is drawn with it instead of waiting for an API call
// (the store's public settings: without them the announcement banner would
// appear late and push the page down). The app reads it from
// <script id="dhoni-bootstrap" type="application/json">.
type Bootstrap func(ctx context.Context) ([]byte, error)

// BootstrapElementID is the id of the script element holding the document.
const BootstrapElementID = "dhoni-bootstrap"

// Handler serves the app.
type Handler struct {
	files map[string]*file
	index *file

	bootstrap Bootstrap
	head      Head
	drawer    Drawer
	canonical Canonical
	// earlyInput is EarlyInputPath as an inline script, nil when the build
	// has none.
	earlyInput []byte
	// dhivehi is what a Dhivehi page adds to its head (dhivehiHead).
	dhivehi  []byte
	log      *zap.Logger
	mu       sync.Mutex
	lastDoc  []byte
	rendered *file
}

// New reads every file of the build once; compressible files are gzipped here
// so that no request pays for it. A file's brotli copy is made by the build
// (name.br beside it, decision 182): at the best level, brotli takes too long
// for a start-up.
func New(dist fs.FS) (*Handler, error) {
	h := &Handler{files: map[string]*file{}}
	brotlis := map[string][]byte{}
	err := fs.WalkDir(dist, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(path.Base(p), ".") {
			return err
		}
		body, err := fs.ReadFile(dist, p)
		if err != nil {
			return err
		}
		if base, ok := strings.CutSuffix(p, brotliSuffix); ok {
			brotlis["/"+base] = body
			return nil
		}
		f := &file{body: body, ctype: contentType(p), cache: revalidate}
		sum := sha256.Sum256(body)
		f.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
		switch {
		case p == "index.html" || p == "sw.js":
			// The service worker is looked at again on every visit: a new
			// release must reach the browser at once (decision 081).
			f.cache = noCache
		case strings.HasPrefix(p, "assets/"):
			f.cache = immutable
		}
		if compressible(f.ctype) && len(body) > 512 {
			f.gzipped = httpserver.Gzip(body, gzip.BestCompression)
		}
		h.files["/"+p] = f
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read embedded web app: %w", err)
	}
	for p, compressed := range brotlis {
		// Only a copy that is the file itself is served: one left from
		// another build would be another script under the file's name.
		if f := h.files[p]; f != nil && p != "/index.html" && sameAfterBrotli(compressed, f.body) {
			f.brotli = compressed
		}
	}
	if f := h.files[EarlyInputPath]; f != nil {
		h.earlyInput = inlineScript(f.body)
	}
	h.dhivehi = dhivehiHead(h.files)
	h.index = h.files["/index.html"]
	if h.index != nil {
		h.index.beforeHead, h.index.afterHead = splitHead(h.index.body)
	}
	return h, nil
}

// brotliSuffix names the build's brotli copy of a file.
const brotliSuffix = ".br"

func sameAfterBrotli(compressed, body []byte) bool {
	plain, err := io.ReadAll(io.LimitReader(brotli.NewReader(bytes.NewReader(compressed)), int64(len(body))+1))
	return err == nil && bytes.Equal(plain, body)
}

// WithHead makes every page of the app carry the tags head returns, with its
// status. When head fails the page is served as it would be without it.
func (h *Handler) WithHead(head Head, log *zap.Logger) *Handler {
	h.head, h.log = head, log
	return h
}

var (
	genericTitle       = regexp.MustCompile(`(?is)<title>.*?</title>\s*`)
	genericDescription = regexp.MustCompile(`(?is)<meta\s+name="description"[^>]*>\s*`)
)

// splitHead takes the build's generic <title> and description out of an
// index.html and cuts it where they were (where the title was, else before
// </head>), so a page's own tags can go there.
func splitHead(body []byte) (before, after []byte) {
	at := -1
	if loc := genericTitle.FindIndex(body); loc != nil {
		at = loc[0]
	} else {
		at = bytes.Index(body, []byte("</head>"))
	}
	if at < 0 {
		return nil, nil
	}
	strip := func(b []byte) []byte {
		b = genericTitle.ReplaceAll(b, nil)
		return genericDescription.ReplaceAll(b, nil)
	}
	return strip(bytes.Clone(body[:at])), strip(bytes.Clone(body[at:]))
}

// WithCanonical makes every page of the app answer at its canonical address
// only; another spelling of it is redirected there (301, query kept).
func (h *Handler) WithCanonical(c Canonical) *Handler {
	h.canonical = c
	return h
}

// redirect is where r's page really is when r asks for it under another
// spelling of its path, else "".
func (h *Handler) redirect(r *http.Request) string {
	if h.canonical == nil {
		return ""
	}
	// Escaped, so that a backslash or a second slash can never make the
	// address another site's.
	want := (&url.URL{Path: h.canonical(r.URL.Path)}).EscapedPath()
	if want == r.URL.EscapedPath() {
		return ""
	}
	if r.URL.RawQuery != "" {
		want += "?" + r.URL.RawQuery
	}
	return want
}

// WithDrawer makes the pages that carry data come with their first screen
// drawn by d.
func (h *Handler) WithDrawer(d Drawer) *Handler {
	h.drawer = d
	return h
}

// WithBootstrap makes index.html carry the document bootstrap returns. When
// it fails the plain index.html is served: the app then asks the API itself.
func (h *Handler) WithBootstrap(bootstrap Bootstrap, log *zap.Logger) *Handler {
	h.bootstrap, h.log = bootstrap, log
	return h
}

// indexFor returns index.html with the bootstrap document, rendered again
// only when the document changed.
func (h *Handler) indexFor(r *http.Request) *file {
	if h.bootstrap == nil || h.index == nil {
		return h.index
	}
	doc, err := h.bootstrap(r.Context())
	if err != nil {
		h.log.Warn("index.html served without its bootstrap document", zap.Error(err))
		return h.index
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.rendered != nil && bytes.Equal(doc, h.lastDoc) {
		return h.rendered
	}
	f, err := renderIndex(h.index, doc)
	if err != nil {
		h.log.Warn("index.html served without its bootstrap document", zap.Error(err))
		return h.index
	}
	h.lastDoc, h.rendered = doc, f
	return f
}

func renderIndex(index *file, doc []byte) (*file, error) {
	if !json.Valid(doc) {
		return nil, fmt.Errorf("bootstrap document is not JSON")
	}
	// Inside a script element only "</" could end it early; encoding/json
	// already writes < as \u003c, this also covers a hand-made document.
	safe := bytes.ReplaceAll(doc, []byte("</"), []byte(`<\/`))
	tag := []byte(`<script id="` + BootstrapElementID + `" type="application/json">` + string(safe) + `</script>`)
	at := bytes.Index(index.body, []byte("</head>"))
	if at < 0 {
		return nil, fmt.Errorf("index.html has no </head>")
	}
	body := make([]byte, 0, len(index.body)+len(tag))
	body = append(body, index.body[:at]...)
	body = append(body, tag...)
	body = append(body, index.body[at:]...)
	f := indexFile(index, body)
	// Made once for every page that is not drawn, so compressed small.
	f.gzipped = httpserver.Gzip(body, gzip.BestCompression)
	f.brotli = httpserver.Brotli(body, brotli.BestCompression)
	f.beforeHead, f.afterHead = splitHead(body)
	f.doc = doc
	return f, nil
}

// indexFile is index.html with another body (not compressed).
func indexFile(index *file, body []byte) *file {
	sum := sha256.Sum256(body)
	return &file{body: body, ctype: index.ctype, cache: index.cache, etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
}

// page is index.html (with its bootstrap document) as the page at r's path:
// its own head tags and status, or a redirect.
func (h *Handler) page(r *http.Request, index *file) (f *file, status int, redirect string) {
	if h.head == nil || index.beforeHead == nil {
		return index, http.StatusOK, ""
	}
	p, err := h.head(r)
	if err != nil {
		h.log.Warn("page served without its own head tags", zap.Error(err))
		return index, http.StatusOK, ""
	}
	if p.Redirect != "" {
		return nil, http.StatusMovedPermanently, p.Redirect
	}
	status = p.Status
	if status == 0 {
		status = http.StatusOK
	}
	var inline []byte
	body := make([]byte, 0, len(index.beforeHead)+len(p.Tags)+len(index.afterHead))
	body = append(append(append(body, index.beforeHead...), p.Tags...), index.afterHead...)
	lang, _ := Language(path.Clean("/" + r.URL.Path))
	body = inLanguage(body, lang, h.dhivehi)
	if p.Data != nil && h.drawer != nil && index.doc != nil {
		welcome := ssr.Welcome{Splash: !hasCookie(r, SplashSeenCookie), FirstVisit: !hasCookie(r, FirstVisitSeenCookie)}
		// By path: the pages that carry data draw nothing from the query,
		// and a stranger adding queries cannot make the server draw anew.
		if page, ok := h.drawer.Render(r.Context(), r.URL.Path, index.doc, p.Data, welcome); ok {
			body = drawn(body, page)
			if h.files[AppStartPath] != nil {
				body = startAfterPaint(body)
			}
			if h.earlyInput != nil {
				body = keepEarlyInput(body, h.earlyInput)
				inline = h.earlyInput
			}
		}
	}
	// Made for every request, so compressed once, in the one coding the
	// browser takes, at a level fast enough for every page: brotli's 5
	// takes about 2 ms for a 75 KB listing and makes it a third smaller
	// than gzip's fastest (decision 182).
	f = indexFile(index, body)
	f.inline = inline
	switch {
	case httpserver.AcceptsEncoding(r, "br"):
		f.brotli = httpserver.Brotli(body, 5)
	case httpserver.AcceptsEncoding(r, "gzip"):
		f.gzipped = httpserver.Gzip(body, gzip.BestSpeed)
	}
	return f, status, ""
}

// Built reports whether the build holds an index.html.
func (h *Handler) Built() bool { return h.index != nil }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := path.Clean("/" + r.URL.Path)
	f, ok := h.files[p]
	route := !ok
	if route {
		if strings.HasPrefix(p, "/assets/") {
			// A missing hashed file must not turn into HTML that the browser
			// then fails to run as a script.
			http.Error(w, "Not found", http.StatusNotFound)
			return
		}
		if to := h.redirect(r); to != "" {
			http.Redirect(w, r, to, http.StatusMovedPermanently)
			return
		}
		f = h.index
	}
	if f == h.index {
		f = h.indexFor(r)
	}
	if f == nil {
		http.Error(w, "The web app is not built. Run: go tool task run", http.StatusServiceUnavailable)
		return
	}
	status := http.StatusOK
	if route {
		var redirect string
		if f, status, redirect = h.page(r, f); redirect != "" {
			http.Redirect(w, r, redirect, status)
			return
		}
	}
	hdr := w.Header()
	if !route && !document(p) {
		httpserver.NotADocument(hdr)
	}
	if f.inline != nil {
		httpserver.AllowInlineScript(hdr, f.inline)
	}
	hdr.Set("Content-Type", f.ctype)
	hdr.Set("Cache-Control", f.cache)
	if f.cache == immutable {
		// Named by its content and never asked again: neither a validator
		// nor a request id helps it (decision 182).
		hdr.Del(httpserver.RequestIDHeader)
	} else {
		hdr.Set("ETag", f.etag)
	}
	hdr.Set("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && match == f.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := f.body
	switch {
	case f.brotli != nil && httpserver.AcceptsEncoding(r, "br"):
		hdr.Set("Content-Encoding", "br")
		body = f.brotli
	case f.gzipped != nil && httpserver.AcceptsEncoding(r, "gzip"):
		hdr.Set("Content-Encoding", "gzip")
		body = f.gzipped
	}
	if status != http.StatusOK {
		// http.ServeContent only answers 200 (or 206, 304).
		hdr.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = w.Write(body) // the client went away: nothing left to do
		}
		return
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// document reports whether the build's file at p is a document, or a
// script that runs with its own policy (the service worker and what it
// imports), and so keeps the page's headers.
func document(p string) bool {
	base := path.Base(p)
	return p == "/sw.js" || strings.HasPrefix(base, "workbox-") || strings.HasSuffix(base, ".html")
}

func contentType(p string) string {
	if path.Ext(p) == ".webmanifest" {
		// Not in every system's MIME table; the installability check wants it.
		return "application/manifest+json"
	}
	if t := mime.TypeByExtension(path.Ext(p)); t != "" {
		return t
	}
	return "application/octet-stream"
}

func compressible(ctype string) bool {
	for _, prefix := range []string{"text/", "application/javascript", "application/json", "image/svg+xml", "application/manifest+json"} {
		if strings.HasPrefix(ctype, prefix) {
			return true
		}
	}
	return false
}

// Params are what the web handler is built from; all but the logger optional.
type Params struct {
	fx.In

	Log *zap.Logger
	// Build replaces the embedded build (tests give a small one).
	Build fs.FS `name:"web_build" optional:"true"`
	// Bootstrap (settings provides one) is carried by index.html.
	Bootstrap Bootstrap `optional:"true"`
	// Head (the seo module provides one) gives each page its head tags.
	Head Head `optional:"true"`
	// Drawer draws the first screen of the pages that carry data.
	Drawer *ssr.Renderer `optional:"true"`
	// Canonical (the seo module provides one) redirects other spellings of
	// a page's address to its own.
	Canonical Canonical `optional:"true"`
}

// Module serves the embedded build as the engine's "web" handler.
var Module = fx.Module("spa",
	fx.Provide(fx.Annotate(
		func(p Params) (http.Handler, error) {
			build := p.Build
			if build == nil {
				build = Dist()
			}
			h, err := New(build)
			if err != nil {
				return nil, err
			}
			if p.Bootstrap != nil {
				h.WithBootstrap(p.Bootstrap, p.Log)
			}
			if p.Head != nil {
				h.WithHead(p.Head, p.Log)
			}
			if p.Canonical != nil {
				h.WithCanonical(p.Canonical)
			}
			if p.Drawer.Enabled() {
				h.WithDrawer(p.Drawer)
			}
			return h, nil
		},
		fx.ResultTags(`name:"web"`),
	)),
)
