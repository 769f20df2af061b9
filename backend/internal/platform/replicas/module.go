package replicas

import (
	"embed"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/background"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// Migrations are the replicas' tables: none now (the lease table of
// decision 147 is dropped by 00002, decision 220).
//
//go:embed migrations
var Migrations embed.FS

// Module provides the replica's *Bus: running on PostgreSQL, nil on
// SQLite, where one server writes the database.
var Module = fx.Module("replicas",
	database.Migrations("replicas", Migrations, "migrations"),
	fx.Provide(provide),
)

func provide(lc fx.Lifecycle, cfg config.Config, db *database.DB, log *zap.Logger) (*Bus, error) {
	if db.Dialect != database.Postgres {
		return nil, nil
	}
	target, err := database.ResolveTarget(cfg)
	if err != nil {
		return nil, err
	}
	b, err := New(db.DB, target.DSN, log.Named("replicas"))
	if err != nil {
		return nil, err
	}
	background.Run(lc, b.Run)
	return b, nil
}
