// Package mediafx wires the media module: its migrations, the slips store,
// the service (also the catalog's image store, see Module), the upload route,
// the /media handler and the hourly clean-up of slips no order took.
package mediafx

import (
	"context"
	"net/http"
	"path/filepath"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/media"
	"dhoni/internal/media/gormstore"
	"dhoni/internal/media/httpapi"
	"dhoni/internal/platform/background"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/ratelimit"
	"dhoni/internal/platform/wiring"
)

// CleanupInterval is how often slips no order took are looked for.
const CleanupInterval = time.Hour

// Module provides *media.Service (SaveDataURL for the catalog, Attach and
// OpenSlip for orders), POST /api/uploads, and GET /media/*key on the site
// (uploaded images, and the catalog's sample pictures). It needs
// a blobstore.Store (blobstore.Module) and the auth module's admin check (authfx).
var Module = wiring.Module("media", gormstore.Migrations,
	wiring.Private(wiring.Port[media.SlipStore](gormstore.New)),
	fx.Provide(
		media.NewService,
		httpserver.AsRoutes(func(s *media.Service, admin httpserver.AdminCheck, clk clock.Clock, limits ratelimit.Provider, cfg config.Config) (*httpapi.Uploads, error) {
			limiter := ratelimit.For(limits, "uploads", cfg.Limits.Uploads)
			megabytes := ratelimit.For(limits, "upload-megabytes", cfg.Limits.UploadMegabytes)
			return httpapi.NewUploads(s, admin, clk, limiter, megabytes, filepath.Join(cfg.DataDir, "tmp"), cfg.UploadTimeout)
		}),
		httpapi.NewMedia,
		httpserver.AsRoutes(func(f filesIn) httpapi.Files { return httpapi.NewFiles(f.Uploads, f.Samples) }),
	),
	fx.Invoke(cleanSlipsWhileRunning),
)

// filesIn takes the catalog's sample pictures (catalogfx) to serve beside
// the uploads under /media.
type filesIn struct {
	fx.In
	Uploads *httpapi.Media
	Samples http.Handler `name:"sample-images"`
}

// cleanSlipsWhileRunning removes slips no order took, a minute after start
// (not during it) and then every CleanupInterval, until the application stops.
func cleanSlipsWhileRunning(lc fx.Lifecycle, s *media.Service, clk clock.Clock, log *zap.Logger) {
	background.Every(lc, time.Minute, CleanupInterval, func(ctx context.Context) {
		runCtx, cancelRun := context.WithTimeout(ctx, 10*time.Minute)
		defer cancelRun()
		n, err := s.CleanupSlips(runCtx, clk.Now())
		if err != nil && ctx.Err() == nil {
			log.Warn("cleaning up transfer slips failed", zap.Int("removed", n), zap.Error(err))
			return
		}
		if n > 0 {
			log.Info("transfer slips no order took were removed", zap.Int("count", n))
		}
	})
}
