// Package spa serves the single-page app built by Vite and embedded in the
// binary: files as they are (hashed assets cached for a year, compressed once
// at start), and index.html for every other path so the client router decides,
// carrying the store's public settings when a Bootstrap is provided.
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
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"
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
	ctype   string
	etag    string
	cache   string
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
	log       *zap.Logger
	mu        sync.Mutex
	lastDoc   []byte
	rendered  *file
}

// New reads every file of the build once; compressible files are gzipped here
// so that no request pays for it.
func New(dist fs.FS) (*Handler, error) {
	h := &Handler{files: map[string]*file{}}
	err := fs.WalkDir(dist, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(path.Base(p), ".") {
			return err
		}
		body, err := fs.ReadFile(dist, p)
		if err != nil {
			return err
		}
		f := &file{body: body, ctype: contentType(p), cache: revalidate}
		sum := sha256.Sum256(body)
		f.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
		switch {
		case p == "index.html":
			f.cache = noCache
		case strings.HasPrefix(p, "assets/"):
			f.cache = immutable
		}
		if compressible(f.ctype) && len(body) > 512 {
			if f.gzipped, err = gzipBytes(body); err != nil {
				return err
			}
		}
		h.files["/"+p] = f
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read embedded web app: %w", err)
	}
	h.index = h.files["/index.html"]
	return h, nil
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
	f := &file{body: body, ctype: index.ctype, cache: index.cache}
	sum := sha256.Sum256(body)
	f.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
	var err error
	if f.gzipped, err = gzipBytes(body); err != nil {
		return nil, err
	}
	return f, nil
}

// Built reports whether the build holds an index.html.
func (h *Handler) Built() bool { return h.index != nil }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := path.Clean("/" + r.URL.Path)
	f, ok := h.files[p]
	if !ok {
		if strings.HasPrefix(p, "/assets/") {
			// A missing hashed file must not turn into HTML that the browser
			// then fails to run as a script.
			http.Error(w, "Not found", http.StatusNotFound)
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
	hdr := w.Header()
	hdr.Set("Content-Type", f.ctype)
	hdr.Set("Cache-Control", f.cache)
	hdr.Set("ETag", f.etag)
	hdr.Set("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && match == f.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := f.body
	if f.gzipped != nil && acceptsGzip(r) {
		hdr.Set("Content-Encoding", "gzip")
		body = f.gzipped
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(enc) == "gzip" && strings.TrimSpace(q) != "q=0" {
			return true
		}
	}
	return false
}

func contentType(p string) string {
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

func gzipBytes(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Module serves the embedded build as the engine's "web" handler.
// A module that provides a Bootstrap (settings does) has index.html carry it.
var Module = fx.Module("spa",
	fx.Provide(fx.Annotate(
		func(bootstrap Bootstrap, log *zap.Logger) (http.Handler, error) {
			h, err := New(Dist())
			if err != nil || bootstrap == nil {
				return h, err
			}
			return h.WithBootstrap(bootstrap, log), nil
		},
		fx.ParamTags(`optional:"true"`),
		fx.ResultTags(`name:"web"`),
	)),
)
