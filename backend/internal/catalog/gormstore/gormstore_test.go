package gormstore_test

import (
	"testing"

	"dhoni/internal/catalog/gormstore"
	"dhoni/internal/catalog/storetest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func TestStoreContract(t *testing.T) {
	t.Parallel()
	dbtest.RunContract(t, storetest.Cases, "catalog", gormstore.Migrations, func(db *database.DB) storetest.Stores {
		return storetest.Stores{
			Products:   gormstore.NewProducts(db.DB),
			Categories: gormstore.NewCategories(db.DB),
			Samples:    gormstore.NewSamples(db.DB),
			Transactor: database.NewTransactor(db),
		}
	})
}
