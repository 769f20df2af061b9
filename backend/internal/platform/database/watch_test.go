package database_test

import (
	"context"
	"sync/atomic"
	"testing"

	"gorm.io/gorm"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// TestWatchHearsWhatWasCommitted: a watch is told of a write to its table
// once it has committed, never of one rolled back, one that wrote no row,
// or one to another table.
func TestWatchHearsWhatWasCommitted(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		db := openCounters(t, cfg)
		var told atomic.Int64
		var inside atomic.Bool
		if err := database.Watch(db.DB, "test", []string{"counters"}, func(context.Context) {
			if inside.Load() {
				t.Error("told of a change before its transaction committed")
			}
			told.Add(1)
		}); err != nil {
			t.Fatal(err)
		}
		tr := database.NewTransactor(db)
		ctx := context.Background()
		expect := func(when string, want int64) {
			t.Helper()
			if got := told.Swap(0); got != want {
				t.Errorf("%s: told %d times, want %d", when, got, want)
			}
		}

		if err := add(ctx, db, 1, 1); err != nil {
			t.Fatal(err)
		}
		expect("a write outside a transaction", 1)

		err := tr.WithinTransaction(ctx, func(ctx context.Context) error {
			inside.Store(true)
			defer inside.Store(false)
			return add(ctx, db, 2, 1)
		})
		if err != nil {
			t.Fatal(err)
		}
		expect("a write in a unit of work", 1)

		err = database.Atomically(ctx, db.DB, func(tx *gorm.DB) error {
			inside.Store(true)
			defer inside.Store(false)
			return tx.Exec("UPDATE counters SET n = n + 1 WHERE id = 1").Error
		})
		if err != nil {
			t.Fatal(err)
		}
		expect("a write in a transaction of its own (Atomically)", 1)

		_ = tr.WithinTransaction(ctx, func(ctx context.Context) error {
			if err := add(ctx, db, 1, 1); err != nil {
				return err
			}
			return errBoom
		})
		expect("a write rolled back", 0)

		if err := add(ctx, db, 99, 1); err != nil {
			t.Fatal(err)
		}
		expect("an update that matched no row", 0)

		if err := db.Exec("CREATE TABLE others (id INTEGER PRIMARY KEY)").Error; err != nil {
			t.Fatal(err)
		}
		if err := db.Exec("INSERT INTO others (id) VALUES (1)").Error; err != nil {
			t.Fatal(err)
		}
		expect("a write to another table", 0)
	})
}
