package database_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"go.uber.org/zap"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func TestResolveTarget(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		url, dataDir string
		dialect      database.Dialect
		display      string
		wantErr      string
	}{
		{"", "/srv/dhoni", database.SQLite, "SQLite at /srv/dhoni/dhoni.db", ""},
		{"sqlite:///var/lib/shop.db", "ignored", database.SQLite, "SQLite at /var/lib/shop.db", ""},
		{"postgres://shop:secret@db.internal:5432/shop?sslmode=require", "", database.Postgres, "PostgreSQL at db.internal:5432/shop", ""},
		{"postgresql://db/shop", "", database.Postgres, "PostgreSQL at db/shop", ""},
		{"mysql://db/shop", "", "", "", "must start with postgres:// or sqlite://"},
		{"sqlite://", "", "", "", "needs a file path"},
	} {
		got, err := database.ResolveTarget(config.Config{DatabaseURL: tc.url, DataDir: tc.dataDir})
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%q: got error %v, want %q", tc.url, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.url, err)
			continue
		}
		if got.Dialect != tc.dialect || got.Display != tc.display {
			t.Errorf("%q: got %s %q, want %s %q", tc.url, got.Dialect, got.Display, tc.dialect, tc.display)
		}
		if strings.Contains(got.Display, "secret") {
			t.Errorf("%q: display leaks the password: %q", tc.url, got.Display)
		}
		if got.Dialect == database.Postgres && !strings.Contains(got.DSN, "connect_timeout=5") {
			t.Errorf("%q: DSN %q has no connect_timeout", tc.url, got.DSN)
		}
	}
}

var testMigrations = fstest.MapFS{
	"m/sqlite/00001_notes.sql":   {Data: []byte("-- +goose Up\nCREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);\n-- +goose Down\nDROP TABLE notes;\n")},
	"m/postgres/00001_notes.sql": {Data: []byte("-- +goose Up\nCREATE TABLE notes (id BIGSERIAL PRIMARY KEY, body TEXT NOT NULL);\n-- +goose Down\nDROP TABLE notes;\n")},
}

// TestMigrationsApplyOnceEvenWhenStartedTogether starts several migrators on
// one database at once, as replicas do: the schema ends up applied exactly once.
func TestMigrationsApplyOnceEvenWhenStartedTogether(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		set := database.MigrationSet{Name: "notes", FS: testMigrations, Dir: "m"}
		const replicas = 4
		var wg sync.WaitGroup
		applied := make([]int, replicas)
		errs := make([]error, replicas)
		for i := range replicas {
			wg.Go(func() {
				db, err := database.Open(ctx, cfg, zap.NewNop())
				if err != nil {
					errs[i] = err
					return
				}
				defer db.Close()
				res, err := database.Migrate(ctx, db, []database.MigrationSet{set}, zap.NewNop())
				applied[i], errs[i] = len(res), err
			})
		}
		wg.Wait()
		total := 0
		for i := range replicas {
			if errs[i] != nil {
				t.Fatalf("replica %d: %v", i, errs[i])
			}
			total += applied[i]
		}
		if total != 1 {
			t.Errorf("migrations applied across replicas: got %d, want 1", total)
		}

		db, err := database.Open(ctx, cfg, zap.NewNop())
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if err := db.Exec("INSERT INTO notes (body) VALUES (?)", "kept").Error; err != nil {
			t.Fatalf("the migrated table is not usable: %v", err)
		}
	})
}
