// Package spa serves the single-page app built by Vite and embedded in the
// binary: files as they are (hashed assets cached for a year, compressed once
// at start), and index.html for every other path so the client router decides.
package spa

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"

	"go.uber.org/fx"
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

// Handler serves the app.
type Handler struct {
	files map[string]*file
	index *file
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
var Module = fx.Module("spa",
	fx.Provide(fx.Annotate(
		func() (http.Handler, error) { return New(Dist()) },
		fx.ResultTags(`name:"web"`),
	)),
)
