package gormstore_test

import (
	"context"
	"testing"

	"go.uber.org/zap"

	"dhoni/internal/notify/gormstore"
	"dhoni/internal/notify/outboxtest"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func TestOutboxContract(t *testing.T) {
	t.Parallel()
	for _, d := range dbtest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel()
			outboxtest.Run(t, func(t *testing.T) outboxtest.Subject {
				ctx := context.Background()
				db, err := database.Open(ctx, dbtest.Config(t, d), zap.NewNop())
				if err != nil {
					t.Fatalf("open %s: %v", d, err)
				}
				t.Cleanup(func() { _ = db.Close() })
				set := database.MigrationSet{Name: "notify", FS: gormstore.Migrations, Dir: "migrations"}
				if _, err := database.Migrate(ctx, db, []database.MigrationSet{set}, zap.NewNop()); err != nil {
					t.Fatalf("migrate %s: %v", d, err)
				}
				return outboxtest.Subject{Outbox: gormstore.New(db.DB), WithinTransaction: database.NewTransactor(db).WithinTransaction}
			})
		})
	}
}
