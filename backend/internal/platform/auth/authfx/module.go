// Package authfx wires the auth module: its migrations and store, the
// admin credentials (resolved at start), the sessions, the admin guard and
// check, the sign-in routes, and the hourly sweep of expired sessions.
package authfx

import (
	"context"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/auth/gormstore"
	"dhoni/internal/platform/auth/httpapi"
	"dhoni/internal/platform/background"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
)

// SweepInterval is how often expired sessions are removed.
const SweepInterval = time.Hour

// Module resolves the admin credentials at start (so a generated password is
// printed when the shop first starts, not at the first login), provides the
// sessions, the admin guard, the admin check (*httpapi.AdminCheck, also
// the httpserver.AdminCheck other modules' public routes take) and the sign-in
// routes, and sweeps expired sessions while the server runs.
var Module = wiring.Module("auth", gormstore.Migrations,
	fx.Provide(fx.Private, gormstore.New),
	fx.Provide(
		func(cfg config.Config, store *gormstore.Store, log *zap.Logger) (*auth.Credentials, error) {
			return auth.LoadCredentials(context.Background(), cfg, store, log)
		},
		func(store *gormstore.Store, clk clock.Clock, log *zap.Logger) *auth.Sessions {
			return auth.NewSessions(store, clk, log)
		},
		httpapi.NewGuard,
		fx.Annotate(httpapi.NewAdminCheck, fx.As(fx.Self()), fx.As(new(httpserver.AdminCheck))),
		httpserver.AsRoutes(httpapi.New),
	),
	fx.Invoke(func(*auth.Credentials) {}),
	fx.Invoke(sweepWhileRunning),
)

// sweepWhileRunning removes expired sessions when the server starts and
// every SweepInterval after, until the application stops.
func sweepWhileRunning(lc fx.Lifecycle, sessions *auth.Sessions, log *zap.Logger) {
	background.Every(lc, 0, SweepInterval, func(ctx context.Context) {
		n, err := sessions.DeleteExpired(ctx)
		switch {
		case err != nil && ctx.Err() == nil:
			log.Warn("sweeping expired sessions failed", zap.Error(err))
		case n > 0:
			log.Info("expired sessions removed", zap.Int64("count", n))
		}
	})
}
