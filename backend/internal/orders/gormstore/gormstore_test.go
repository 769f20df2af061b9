package gormstore_test

import (
	"context"
	"testing"

	"go.uber.org/zap"

	"dhoni/internal/orders/gormstore"
	"dhoni/internal/orders/storetest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// open gives a fresh, migrated database of dialect d.
func open(t testing.TB, d database.Dialect) *database.DB {
	t.Helper()
	ctx := context.Background()
	db, err := database.Open(ctx, dbtest.Config(t, d), zap.NewNop())
	if err != nil {
		t.Fatalf("open %s: %v", d, err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	set := database.MigrationSet{Name: "orders", Order: 50, FS: gormstore.Migrations, Dir: "migrations"}
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
					Orders:            gormstore.New(db.DB),
					WithinTransaction: database.NewTransactor(db).WithinTransaction,
				}
			})
		})
	}
}
