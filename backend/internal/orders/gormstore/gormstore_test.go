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
	dbtest.RunContract(t, storetest.Cases, "orders", gormstore.Migrations, func(db *database.DB) storetest.Stores {
		return storetest.Stores{Orders: gormstore.New(db.DB), Transactor: database.NewTransactor(db)}
	})
}
