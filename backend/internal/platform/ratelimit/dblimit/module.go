package dblimit

import (
	"context"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/background"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/ratelimit"
)

// Module provides the ratelimit.Provider every limit takes: counts shared in
// the database on PostgreSQL (several replicas), in this process's memory on
// SQLite (one server, no write per request). On PostgreSQL the batched
// limits' events are written every FlushEvery and when the server stops.
var Module = fx.Module("ratelimit",
	database.Migrations("ratelimit", Migrations, "migrations"),
	fx.Provide(provide),
)

func provide(lc fx.Lifecycle, db *database.DB, clk clock.Clock, log *zap.Logger) ratelimit.Provider {
	p := Choose(db, clk)
	shared, ok := p.(*Provider)
	if !ok {
		return p
	}
	log = log.Named("ratelimit")
	flush := func(ctx context.Context) {
		if err := shared.Flush(ctx); err != nil && ctx.Err() == nil {
			log.Warn("rate limit events not written yet; trying again", zap.Error(err))
		}
	}
	background.Every(lc, FlushEvery, FlushEvery, flush)
	// fx stops in reverse order: the HTTP server (started later) has stopped
	// before this last write, and the database closes after it.
	lc.Append(fx.Hook{OnStop: func(ctx context.Context) error { flush(ctx); return nil }})
	return p
}

// Choose picks the provider for the database the shop runs on.
func Choose(db *database.DB, clk clock.Clock) ratelimit.Provider {
	if db.Dialect == database.Postgres {
		return NewProvider(db, clk)
	}
	return ratelimit.MemoryProvider{Clock: clk}
}
