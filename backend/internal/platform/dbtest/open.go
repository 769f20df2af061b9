package dbtest

import (
	"context"
	"io/fs"
	"testing"

	"go.uber.org/zap"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// OpenModule is Open with one module's migrations, embedded under
// "migrations" in fsys as wiring.Module takes them.
func OpenModule(t testing.TB, cfg config.Config, module string, fsys fs.FS) *database.DB {
	t.Helper()
	return Open(t, cfg, database.MigrationSet{Name: module, FS: fsys, Dir: "migrations"})
}

// Open opens the database cfg names (from Config or ForEach), applies the
// migration sets and closes it when the test ends. Tests that want one
// module's tables pass that module's set; a failure to open or migrate fails
// the test at once.
func Open(t testing.TB, cfg config.Config, sets ...database.MigrationSet) *database.DB {
	t.Helper()
	ctx := context.Background()
	db, err := database.Open(ctx, cfg, zap.NewNop())
	if err != nil {
		t.Fatalf("open database: %v", err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Errorf("close %s database: %v", db.Dialect, err)
		}
	})
	if _, err := database.Migrate(ctx, db, sets, zap.NewNop()); err != nil {
		t.Fatalf("migrate %s database: %v", db.Dialect, err)
	}
	return db
}
