package sampledata

import (
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strconv"

	"github.com/andybalholm/brotli"

	"dhoni/internal/platform/httpserver"
)

//go:embed images/*.svg
var files embed.FS

// Images serves the sample pictures by file name (the last element of the
// path, so it works wherever it is mounted: /media/samples/<name>.svg). They
// never change under a name, so they are cached for a year; an SVG is a
// document that could carry script, so it gets a policy that allows none.
func Images() http.Handler {
	type picture struct {
		body, gzipped, brotli []byte
		etag                  string
	}
	pictures := map[string]picture{}
	entries, err := fs.ReadDir(files, "images")
	if err != nil {
		panic(err) // the folder is part of the source tree
	}
	for _, e := range entries {
		body, err := fs.ReadFile(files, "images/"+e.Name())
		if err != nil {
			panic(err)
		}
		sum := sha256.Sum256(body)
		pictures[e.Name()] = picture{body: body, gzipped: httpserver.Gzip(body, gzip.BestCompression), brotli: httpserver.Brotli(body, brotli.BestCompression), etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		p, ok := pictures[path.Base(r.URL.Path)]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		// A picture, not a page: its own policy below stands in for the
		// page's (decision 182).
		httpserver.NotADocument(h)
		h.Del(httpserver.RequestIDHeader) // the same bytes for a year: nothing to trace
		h.Set("Content-Type", "image/svg+xml")
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("ETag", p.etag)
		if r.Header.Get("If-None-Match") == p.etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		h.Set("Vary", "Accept-Encoding")
		body := p.body
		switch {
		case httpserver.AcceptsEncoding(r, "br"):
			h.Set("Content-Encoding", "br")
			body = p.brotli
		case httpserver.AcceptsEncoding(r, "gzip"):
			h.Set("Content-Encoding", "gzip")
			body = p.gzipped
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(http.StatusOK)
		if r.Method == http.MethodGet {
			// A failed write is a client that went away; there is nobody to tell.
			if _, err := w.Write(body); err != nil {
				return
			}
		}
	})
}

// ImageNames lists the embedded pictures (for tests and tools).
func ImageNames() []string {
	entries, err := fs.ReadDir(files, "images")
	if err != nil {
		panic(err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
