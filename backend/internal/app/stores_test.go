package app_test

import (
	"testing"

	cataloggorm "dhoni/internal/catalog/gormstore"
	catalogstores "dhoni/internal/catalog/storetest"
	notifygorm "dhoni/internal/notify/gormstore"
	"dhoni/internal/notify/outboxtest"
	ordersgorm "dhoni/internal/orders/gormstore"
	ordersstores "dhoni/internal/orders/storetest"
	paymentsgorm "dhoni/internal/payments/gormstore"
	paymentsstores "dhoni/internal/payments/storetest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// TestStoreContracts runs each module's store contract over its GORM stores:
// every case on SQLite and on PostgreSQL, each on a fresh database with the
// module's migrations (dbtest.RunContract).
func TestStoreContracts(t *testing.T) {
	t.Parallel()
	contracts := map[string]func(t *testing.T){
		"catalog": func(t *testing.T) {
			dbtest.RunContract(t, catalogstores.Cases, "catalog", cataloggorm.Migrations, func(db *database.DB) catalogstores.Stores {
				return catalogstores.Stores{
					Products:   cataloggorm.NewProducts(db.DB),
					Categories: cataloggorm.NewCategories(db.DB),
					Samples:    cataloggorm.NewSamples(db.DB),
					Transactor: database.NewTransactor(db),
				}
			})
		},
		"orders": func(t *testing.T) {
			dbtest.RunContract(t, ordersstores.Cases, "orders", ordersgorm.Migrations, func(db *database.DB) ordersstores.Stores {
				store := ordersgorm.New(db.DB)
				return ordersstores.Stores{Orders: store, Transactor: database.NewTransactor(db), CapSearchCounts: store.CapSearchCounts}
			})
		},
		"payments": func(t *testing.T) {
			dbtest.RunContract(t, paymentsstores.Cases, "payments", paymentsgorm.Migrations, func(db *database.DB) paymentsstores.Stores {
				return paymentsstores.Stores{Payments: paymentsgorm.New(db.DB), Transactor: database.NewTransactor(db)}
			})
		},
		"notify": func(t *testing.T) {
			dbtest.RunContract(t, outboxtest.Cases, "notify", notifygorm.Migrations, func(db *database.DB) outboxtest.Subject {
				return outboxtest.Subject{Outbox: notifygorm.New(db.DB), Transactor: database.NewTransactor(db)}
			})
		},
	}
	for module, run := range contracts {
		t.Run(module, func(t *testing.T) {
			t.Parallel()
			run(t)
		})
	}
}
