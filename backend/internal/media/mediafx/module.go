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
	"gorm.io/gorm"

	"dhoni/internal/media"
	"dhoni/internal/media/gormstore"
	"dhoni/internal/media/httpapi"
	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/ratelimit"
)

// CleanupInterval is how often slips no order took are looked for.
const CleanupInterval = time.Hour

// Module provides *media.Service (SaveDataURL for the catalog, Attach and
// OpenSlip for orders), POST /api/uploads, and the /media handler as an
// http.Handler named "media" for the engine to mount outside /api. It needs
// a blobstore.Store (blobstore.Module) and auth.Sessions (auth.Module).
var Module = fx.Module("media",
	database.Migrations("media", 40, gormstore.Migrations, "migrations"),
	fx.Provide(
		fx.Private,
		fx.Annotate(func(db *gorm.DB) *gormstore.Store { return gormstore.New(db) }, fx.As(new(media.SlipStore))),
		fx.Annotate(func(s *auth.Sessions) *auth.Sessions { return s }, fx.As(new(httpapi.AdminCheck))),
	),
	fx.Provide(
		media.NewService,
		httpserver.AsRoutes(func(s *media.Service, admin httpapi.AdminCheck, clk clock.Clock, limits ratelimit.Provider, cfg config.Config) (*httpapi.Uploads, error) {
			limiter := ratelimit.For(limits, "uploads", cfg.Limits.Uploads)
			return httpapi.NewUploads(s, admin, clk, limiter, filepath.Join(cfg.DataDir, "tmp"), cfg.UploadTimeout)
		}),
		fx.Annotate(httpapi.NewMedia, fx.As(new(http.Handler)), fx.ResultTags(`name:"media"`)),
	),
	fx.Invoke(cleanSlipsWhileRunning),
)

// cleanSlipsWhileRunning removes slips no order took, a minute after start
// (not during it) and then every CleanupInterval, until the application stops.
func cleanSlipsWhileRunning(lc fx.Lifecycle, s *media.Service, clk clock.Clock, log *zap.Logger) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	clean := func() {
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
	}
	lc.Append(fx.Hook{
		OnStart: func(context.Context) error {
			go func() {
				defer close(done)
				wait := time.NewTimer(time.Minute)
				defer wait.Stop()
				for {
					select {
					case <-ctx.Done():
						return
					case <-wait.C:
						clean()
						wait.Reset(CleanupInterval)
					}
				}
			}()
			return nil
		},
		OnStop: func(stop context.Context) error {
			cancel()
			select {
			case <-done:
				return nil
			case <-stop.Done():
				return stop.Err()
			}
		},
	})
}
