package apptest

import (
	"net/http"
	"path/filepath"
	"testing"

	"go.uber.org/fx"

	"dhoni/internal/media"
	"dhoni/internal/media/mediatest"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/config"
)

// MediaShop is a running server with a hold on the media module and the
// files it keeps.
type MediaShop struct {
	*App
	Service *media.Service
	Blobs   blobstore.Store
	// BlobDir is where the disk store keeps files.
	BlobDir string
	// TmpDir is where uploads are spooled while they arrive.
	TmpDir string
}

// StartMedia runs the shop as Start does, with the media module's service
// and blob store at hand.
func StartMedia(t testing.TB, cfg config.Config, extra ...fx.Option) *MediaShop {
	t.Helper()
	s := &MediaShop{BlobDir: blobstore.Dir(cfg), TmpDir: filepath.Join(cfg.DataDir, "tmp")}
	opts := []fx.Option{
		fx.Populate(&s.Service, &s.Blobs),
	}
	s.App = Start(t, cfg, append(opts, extra...)...)
	return s
}

// Upload posts the form to /api/uploads, with the cookie when not empty.
func (s *MediaShop) Upload(t testing.TB, cookie string, parts ...mediatest.Part) *http.Response {
	t.Helper()
	body, ct := mediatest.Form(t, parts...)
	h := http.Header{"Content-Type": {ct}}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	return s.Do(t, http.MethodPost, "/api/uploads", h, body)
}
