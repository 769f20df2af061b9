package gormstore_test

import (
	"testing"

	"dhoni/internal/catalog/gormstore"
	"dhoni/internal/catalog/storetest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// stores are the catalog's stores on a fresh database of dialect d.
func stores(t *testing.T, d database.Dialect) storetest.Stores {
	db := dbtest.Open(t, dbtest.Config(t, d), database.MigrationSet{Name: "catalog", FS: gormstore.Migrations, Dir: "migrations"})
	return storetest.Stores{
		Products:          gormstore.NewProducts(db.DB),
		Categories:        gormstore.NewCategories(db.DB),
		Samples:           gormstore.NewSamples(db.DB),
		WithinTransaction: database.NewTransactor(db).WithinTransaction,
	}
}

func TestStoreContract(t *testing.T) {
	t.Parallel()
	dbtest.EachDialect(t, func(t *testing.T, d database.Dialect) {
		storetest.Run(t, func(t *testing.T) storetest.Stores { return stores(t, d) })
	})
}
