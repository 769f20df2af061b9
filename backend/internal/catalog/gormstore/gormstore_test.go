package gormstore_test

import (
	"context"
	"testing"

	"go.uber.org/zap"

	"dhoni/internal/catalog/gormstore"
	"dhoni/internal/catalog/storetest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// open gives a fresh, migrated database of dialect d.
func open(t testing.TB, d database.Dialect) *database.DB {
	t.Helper()
	ctx := context.Background()
	cfg := dbtest.Config(t, d)
	db, err := database.Open(ctx, cfg, zap.NewNop())
	if err != nil {
		t.Fatalf("open %s: %v", d, err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	set := database.MigrationSet{Name: "catalog", Order: 30, FS: gormstore.Migrations, Dir: "migrations"}
	if _, err := database.Migrate(ctx, db, []database.MigrationSet{set}, zap.NewNop()); err != nil {
		t.Fatalf("migrate %s: %v", d, err)
	}
	return db
}

func TestStoreContract(t *testing.T) {
	t.Parallel()
	for _, d := range dbtest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel()
			storetest.Run(t, func(t *testing.T) storetest.Stores {
				db := open(t, d)
				return storetest.Stores{
					Products:   gormstore.NewProducts(db.DB),
					Categories: gormstore.NewCategories(db.DB),
					Samples:    gormstore.NewSamples(db.DB),

					WithinTransaction: database.NewTransactor(db).WithinTransaction,
				}
			})
		})
	}
}
