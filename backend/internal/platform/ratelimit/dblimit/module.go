package dblimit

import (
	"go.uber.org/fx"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/ratelimit"
)

// Module provides the ratelimit.Provider every limit takes: counts shared in
// the database on PostgreSQL (several replicas), in this process's memory on
// SQLite (one server, no write per request).
var Module = fx.Module("ratelimit",
	database.Migrations("ratelimit", Migrations, "migrations"),
	fx.Provide(Choose),
)

// Choose picks the provider for the database the shop runs on.
func Choose(db *database.DB, clk clock.Clock) ratelimit.Provider {
	if db.Dialect == database.Postgres {
		return NewProvider(db, clk)
	}
	return ratelimit.MemoryProvider{Clock: clk}
}
