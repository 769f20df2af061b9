package replicas

import (
	"embed"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/background"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// Migrations is the lease table (PostgreSQL; nothing on SQLite).
//
//go:embed migrations
var Migrations embed.FS

// Module provides the replica's *Fence: running on PostgreSQL, nil on
// SQLite, where one server writes the database.
var Module = fx.Module("replicas",
	database.Migrations("replicas", Migrations, "migrations"),
	fx.Provide(provide),
)

func provide(lc fx.Lifecycle, cfg config.Config, db *database.DB, log *zap.Logger) (*Fence, error) {
	if db.Dialect != database.Postgres {
		return nil, nil
	}
	target, err := database.ResolveTarget(cfg)
	if err != nil {
		return nil, err
	}
	f, err := New(db.DB, target.DSN, Lease, log.Named("replicas"))
	if err != nil {
		return nil, err
	}
	background.Run(lc, f.Run)
	return f, nil
}
