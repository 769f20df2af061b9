package auth

import (
	"context"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
)

// MigrationOrder places the auth schema among the modules' migrations.
const MigrationOrder = 10

// SweepInterval is how often expired sessions are removed.
const SweepInterval = time.Hour

// Module resolves the admin credentials at start (so a generated password is
// printed when the shop first starts, not at the first login), provides the
// sessions, the admin guard and the sign-in routes, and sweeps expired
// sessions while the server runs.
var Module = fx.Module("auth",
	database.Migrations("auth", MigrationOrder, migrations, "migrations"),
	fx.Provide(
		func(cfg config.Config, db *database.DB, log *zap.Logger) (*Credentials, error) {
			return LoadCredentials(context.Background(), cfg, db.DB, log)
		},
		NewSessions,
		NewLoginLimiter,
		NewGuard,
		httpserver.AsRoutes(NewHandler),
	),
	fx.Invoke(func(*Credentials) {}),
	fx.Invoke(sweepWhileRunning),
)

// sweepWhileRunning removes expired sessions
// every SweepInterval, from start until the application stops (before the
// database closes: fx stops hooks in reverse order).
func sweepWhileRunning(lc fx.Lifecycle, sessions *Sessions, log *zap.Logger) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	sweep := func() {
		n, err := sessions.DeleteExpired(ctx)
		switch {
		case err != nil && ctx.Err() == nil:
			log.Warn("sweeping expired sessions failed", zap.Error(err))
		case n > 0:
			log.Info("expired sessions removed", zap.Int64("count", n))
		}
	}
	lc.Append(fx.Hook{
		OnStart: func(context.Context) error {
			go func() {
				defer close(done)
				ticker := time.NewTicker(SweepInterval)
				defer ticker.Stop()
				sweep()
				for {
					select {
					case <-ctx.Done():
						return
					case <-ticker.C:
						sweep()
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
