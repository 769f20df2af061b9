package httpapi

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/media"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
)

// Media serves GET and HEAD /media/<key>: stored images, with headers for
// caching them for a year (a key never changes content: every upload gets a
// new random id). Slips and anything else are 404.
type Media struct {
	service *media.Service
}

// NewMedia returns the handler; Files mounts it on the site.
func NewMedia(service *media.Service) *Media { return &Media{service: service} }

func (m *Media) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	key, ok := strings.CutPrefix(r.URL.Path, media.URLPrefix)
	if !ok {
		http.NotFound(w, r)
		return
	}
	rc, info, err := m.service.OpenPublic(r.Context(), key)
	if errors.Is(err, media.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		logging.FromContext(r.Context()).Error("serving media failed", zap.String("key", key), zap.Error(err))
		http.Error(w, "Something went wrong on our side. Please try again.", http.StatusInternalServerError)
		return
	}
	defer rc.Close()

	h := w.Header()
	// A picture, not a page: a policy that allows nothing stands in for the
	// page's, shorter and stricter should a file ever be opened on its own
	// (decision 182).
	httpserver.NotADocument(h)
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Content-Type", info.ContentType)
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("ETag", `"`+strconv.FormatInt(info.Size, 36)+"-"+strconv.FormatInt(info.ModTime.UnixNano(), 36)+`"`)
	if rs, ok := rc.(io.ReadSeeker); ok {
		// Conditional requests (If-None-Match, If-Modified-Since), ranges, HEAD.
		http.ServeContent(w, r, "", info.ModTime, rs)
		return
	}
	h.Set("Content-Length", strconv.FormatInt(info.Size, 10))
	if r.Method == http.MethodHead {
		return
	}
	if _, err := io.Copy(w, rc); err != nil {
		logging.FromContext(r.Context()).Warn("sending media interrupted", zap.String("key", key), zap.Error(err))
	}
}

// Files mounts GET and HEAD /media/*key on the site root. gin allows one
// catch-all under /media, so the catalog's shipped sample pictures
// (/media/samples/...) and the uploaded images share it here.
type Files struct {
	uploads http.Handler
	samples http.Handler
}

// NewFiles serves samples under /media/samples/ and uploads elsewhere.
func NewFiles(uploads *Media, samples http.Handler) Files {
	return Files{uploads: uploads, samples: samples}
}

// RegisterRoutes adds /media/*key to the site.
func (f Files) RegisterRoutes(r *httpserver.Routes) {
	serve := func(c *gin.Context) {
		if strings.HasPrefix(c.Param("key"), "/samples/") {
			f.samples.ServeHTTP(c.Writer, c.Request)
			return
		}
		f.uploads.ServeHTTP(c.Writer, c.Request)
	}
	r.Site.GET("/media/*key", serve)
	r.Site.HEAD("/media/*key", serve)
}
