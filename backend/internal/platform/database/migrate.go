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
	FS   fs.FS
	Dir  string
}

// SchemaOrder names, first to last, the modules whose migration sets run at
// start: a module's tables may refer to those of the modules before it. The
// application supplies it once (internal/app), and every set a module
// contributes must be named in it.
type SchemaOrder []string

// Sort returns sets in this order, or an error naming a set it leaves out.
func (o SchemaOrder) Sort(sets []MigrationSet) ([]MigrationSet, error) {
	place := make(map[string]int, len(o))
	for i, name := range o {
		place[name] = i
	}
	sorted := append([]MigrationSet(nil), sets...)
	for _, s := range sorted {
		if _, ok := place[s.Name]; !ok {
			return nil, fmt.Errorf("migrations %s: the module is missing from the schema order (%v)", s.Name, []string(o))
		}
	}
	sort.SliceStable(sorted, func(i, j int) bool { return place[sorted[i].Name] < place[sorted[j].Name] })
	return sorted, nil
}

// Migrations contributes a module's migration set; where it runs is the
// SchemaOrder's to say.
func Migrations(name string, fsys fs.FS, dir string) fx.Option {
	set := MigrationSet{Name: name, FS: fsys, Dir: dir}
	return fx.Provide(fx.Annotate(func() MigrationSet { return set }, fx.ResultTags(`group:"migrations"`)))
}

type migrationsIn struct {
	fx.In
	Order SchemaOrder
	Sets  []MigrationSet `group:"migrations"`
}

// Applied is one migration that ran.
type Applied struct {
	Set     string
	Version int64
	File    string
}

// Migrate brings every set up to date, one after the other as given, and
// reports what it applied.
func Migrate(ctx context.Context, db *DB, sets []MigrationSet, log *zap.Logger) ([]Applied, error) {
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
	for _, set := range sets {
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
