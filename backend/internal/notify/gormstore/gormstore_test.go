package gormstore_test

import (
	"testing"

	"dhoni/internal/notify/gormstore"
	"dhoni/internal/notify/outboxtest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func TestOutboxContract(t *testing.T) {
	t.Parallel()
	dbtest.RunContract(t, outboxtest.Cases, "notify", gormstore.Migrations, func(db *database.DB) outboxtest.Subject {
		return outboxtest.Subject{Outbox: gormstore.New(db.DB), Transactor: database.NewTransactor(db)}
	})
}
