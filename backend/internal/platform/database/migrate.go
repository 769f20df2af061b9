package database

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"

	"github.com/pressly/goose/v3"
	gooseDB "github.com/pressly/goose/v3/database"
	"github.com/pressly/goose/v3/lock"
	"go.uber.org/fx"
	"go.uber.org/zap"
)

// MigrationSet is one module's versioned schema: SQL files in the goose format
// under Dir+"/sqlite" and Dir+"/postgres" of FS. Each set keeps its own version table
// (goose_<name>), so a module owns its schema without a shared numbering.
type MigrationSet struct {
	Name string
	// Order decides which set runs first; ties go by name.
	Order int
	FS    fs.FS
	Dir   string
}

// Migrations contributes a module's migration set.
func Migrations(name string, order int, fsys fs.FS, dir string) fx.Option {
	set := MigrationSet{Name: name, Order: order, FS: fsys, Dir: dir}
	return fx.Provide(fx.Annotate(func() MigrationSet { return set }, fx.ResultTags(`group:"migrations"`)))
}

type migrationsIn struct {
	fx.In
	Sets []MigrationSet `group:"migrations"`
}

// Applied is one migration that ran.
type Applied struct {
	Set     string
	Version int64
	File    string
}

// Migrate brings every set up to date, in order, and reports what it applied.
func Migrate(ctx context.Context, db *DB, sets []MigrationSet, log *zap.Logger) ([]Applied, error) {
	sorted := append([]MigrationSet(nil), sets...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].Order != sorted[j].Order {
			return sorted[i].Order < sorted[j].Order
		}
		return sorted[i].Name < sorted[j].Name
	})
	sqlDB, err := db.DB.DB()
	if err != nil {
		return nil, err
	}
	if db.Dialect == SQLite && db.path != "" {
		unlock, err := lockFile(db.path + ".migrate-lock")
		if err != nil {
			return nil, err
		}
		defer unlock()
	}
	var applied []Applied
	for _, set := range sorted {
		sub, err := fs.Sub(set.FS, path.Join(set.Dir, string(db.Dialect)))
		if err != nil {
			return applied, fmt.Errorf("migrations %s: %w", set.Name, err)
		}
		dialect := gooseDB.DialectSQLite3
		if db.Dialect == Postgres {
			dialect = gooseDB.DialectPostgres
		}
		store, err := gooseDB.NewStore(dialect, "goose_"+set.Name)
		if err != nil {
			return applied, fmt.Errorf("migrations %s: %w", set.Name, err)
		}
		opts := []goose.ProviderOption{goose.WithStore(store), goose.WithDisableGlobalRegistry(true)}
		if db.Dialect == Postgres {
			// Several replicas may start at once: one migrates, the others wait.
			locker, err := lock.NewPostgresSessionLocker(lock.WithLockTimeout(1, 300))
			if err != nil {
				return applied, fmt.Errorf("migrations %s: %w", set.Name, err)
			}
			opts = append(opts, goose.WithSessionLocker(locker))
		}
		provider, err := goose.NewProvider("", sqlDB, sub, opts...)
		if err != nil {
			return applied, fmt.Errorf("migrations %s: %w", set.Name, err)
		}
		results, err := provider.Up(ctx)
		if err != nil {
			return applied, fmt.Errorf("migrating %s (%s): %w", set.Name, db.Display, err)
		}
		for _, r := range results {
			a := Applied{Set: set.Name, Version: r.Source.Version, File: r.Source.Path}
			applied = append(applied, a)
			log.Info("migration applied", zap.String("set", a.Set), zap.Int64("version", a.Version), zap.String("file", a.File))
		}
	}
	return applied, nil
}
