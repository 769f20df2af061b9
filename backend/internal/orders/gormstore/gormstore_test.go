package gormstore_test

import (
	"testing"

	"dhoni/internal/orders/gormstore"
	"dhoni/internal/orders/storetest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func TestStoreContract(t *testing.T) {
	t.Parallel()
	dbtest.EachDialect(t, func(t *testing.T, d database.Dialect) {
		storetest.Run(t, func(t *testing.T) storetest.Stores {
			db := dbtest.Open(t, dbtest.Config(t, d), database.MigrationSet{Name: "orders", FS: gormstore.Migrations, Dir: "migrations"})
			return storetest.Stores{Orders: gormstore.New(db.DB), WithinTransaction: database.NewTransactor(db).WithinTransaction}
		})
	})
}
