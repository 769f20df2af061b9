package database_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

var counterSQL = []byte("-- +goose Up\nCREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL);\n" +
	"INSERT INTO counters (id, n) VALUES (1, 0), (2, 0);\n-- +goose Down\nDROP TABLE counters;\n")

var counterMigrations = fstest.MapFS{
	"m/sqlite/00001_counters.sql":   {Data: counterSQL},
	"m/postgres/00001_counters.sql": {Data: counterSQL},
}

// openCounters opens a fresh database with two counters at 0.
func openCounters(t *testing.T, cfg config.Config) *database.DB {
	t.Helper()
	return dbtest.Open(t, cfg, database.MigrationSet{Name: "counters", FS: counterMigrations, Dir: "m"})
}

func counter(t *testing.T, db *database.DB, id int) int {
	t.Helper()
	var n int
	if err := db.Raw("SELECT n FROM counters WHERE id = ?", id).Scan(&n).Error; err != nil {
		t.Fatalf("read counter %d: %v", id, err)
	}
	return n
}

// add is what a store does: its statement goes through Conn.
func add(ctx context.Context, db *database.DB, id, by int) error {
	return database.Conn(ctx, db.DB).Exec("UPDATE counters SET n = n + ? WHERE id = ?", by, id).Error
}

var errBoom = errors.New("boom")

func TestWithinTransactionIsAllOrNothing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		db := openCounters(t, cfg)
		tr := database.NewTransactor(db)

		// Each case's transaction moves counter 1, then does then.
		for _, tc := range []struct {
			name         string
			then         func(ctx context.Context) error
			wantErr      error
			want1, want2 int // how much each counter moved
		}{
			{"commit", func(ctx context.Context) error {
				return add(ctx, db, 2, 1)
			}, nil, 1, 1},
			{"an error rolls everything back", func(ctx context.Context) error {
				return errBoom
			}, errBoom, 0, 0},
			{"a nested call joins, and its error rolls back the outer work", func(ctx context.Context) error {
				return tr.WithinTransaction(ctx, func(ctx context.Context) error {
					if err := add(ctx, db, 2, 1); err != nil {
						return err
					}
					return errBoom
				})
			}, errBoom, 0, 0},
			{"a store's own transaction inside is a savepoint", func(ctx context.Context) error {
				inner := database.Conn(ctx, db.DB).Transaction(func(tx *gorm.DB) error {
					if err := tx.Exec("UPDATE counters SET n = n + 1 WHERE id = 2").Error; err != nil {
						return err
					}
					return errBoom
				})
				if !errors.Is(inner, errBoom) {
					return errors.Join(errors.New("the savepoint's error was lost"), inner)
				}
				return nil
			}, nil, 1, 0},
		} {
			t.Run(tc.name, func(t *testing.T) {
				before1, before2 := counter(t, db, 1), counter(t, db, 2)
				err := tr.WithinTransaction(context.Background(), func(ctx context.Context) error {
					if err := add(ctx, db, 1, 1); err != nil {
						return err
					}
					return tc.then(ctx)
				})
				if !errors.Is(err, tc.wantErr) || (tc.wantErr == nil && err != nil) {
					t.Fatalf("got error %v, want %v", err, tc.wantErr)
				}
				if got := counter(t, db, 1) - before1; got != tc.want1 {
					t.Errorf("counter 1 moved by %d, want %d", got, tc.want1)
				}
				if got := counter(t, db, 2) - before2; got != tc.want2 {
					t.Errorf("counter 2 moved by %d, want %d", got, tc.want2)
				}
			})
		}

		t.Run("a panic rolls back", func(t *testing.T) {
			before := counter(t, db, 1)
			func() {
				defer func() {
					if recover() == nil {
						t.Error("the panic did not come through")
					}
				}()
				_ = tr.WithinTransaction(context.Background(), func(ctx context.Context) error {
					if err := add(ctx, db, 1, 1); err != nil {
						return err
					}
					panic("boom")
				})
			}()
			if got := counter(t, db, 1); got != before {
				t.Errorf("counter 1: got %d, want %d", got, before)
			}
		})

		t.Run("Conn without a transaction is the database", func(t *testing.T) {
			before := counter(t, db, 1)
			if database.InTransaction(context.Background()) {
				t.Fatal("a bare context claims a transaction")
			}
			if err := add(context.Background(), db, 1, 5); err != nil {
				t.Fatal(err)
			}
			if got := counter(t, db, 1); got != before+5 {
				t.Errorf("counter 1: got %d, want %d", got, before+5)
			}
		})
	})
}

func TestAfterCommitRunsOnlyAfterACommit(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		db := openCounters(t, cfg)
		tr := database.NewTransactor(db)
		ctx := context.Background()

		var ran []string
		err := tr.WithinTransaction(ctx, func(ctx context.Context) error {
			database.AfterCommit(ctx, func() {
				// By now the change is visible to everyone.
				ran = append(ran, "commit")
				if got := counter(t, db, 1); got != 1 {
					t.Errorf("after commit the counter reads %d, want 1", got)
				}
			})
			if len(ran) != 0 {
				t.Error("AfterCommit ran before the commit")
			}
			return add(ctx, db, 1, 1)
		})
		if err != nil {
			t.Fatal(err)
		}
		_ = tr.WithinTransaction(ctx, func(ctx context.Context) error {
			database.AfterCommit(ctx, func() { ran = append(ran, "rollback") })
			return errBoom
		})
		database.AfterCommit(ctx, func() { ran = append(ran, "no transaction") })
		if got, want := len(ran), 2; got != want || ran[0] != "commit" || ran[1] != "no transaction" {
			t.Errorf("got %v, want [commit, no transaction]", ran)
		}
	})
}

// TestConcurrentReadModifyWriteLosesNothing proves stores' statements join the
// transaction: 20 increments that read, lock and write back all count.
func TestConcurrentReadModifyWriteLosesNothing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		db := openCounters(t, cfg)
		tr := database.NewTransactor(db)
		const n = 20
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for range n {
			wg.Go(func() {
				errs <- tr.WithinTransaction(context.Background(), func(ctx context.Context) error {
					var v int
					// FOR UPDATE on PostgreSQL; SQLite's write lock is taken at BEGIN.
					q := "SELECT n FROM counters WHERE id = 1"
					if db.Dialect == database.Postgres {
						q += " FOR UPDATE"
					}
					if err := database.Conn(ctx, db.DB).Raw(q).Scan(&v).Error; err != nil {
						return err
					}
					return database.Conn(ctx, db.DB).Exec("UPDATE counters SET n = ? WHERE id = 1", v+1).Error
				})
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := counter(t, db, 1); got != n {
			t.Errorf("counter: got %d, want %d", got, n)
		}
	})
}

// TestConflictsAreRetriedOnPostgres makes a real deadlock: two transactions
// lock two rows in opposite order. PostgreSQL aborts one; it runs again and
// both succeed.
func TestConflictsAreRetriedOnPostgres(t *testing.T) {
	t.Parallel()
	db := openCounters(t, dbtest.Config(t, database.Postgres))
	tr := database.NewTransactor(db)

	t.Run("deadlock", func(t *testing.T) {
		var attempts atomic.Int32
		var locked sync.WaitGroup
		locked.Add(2)
		run := func(first, second int) error {
			firstAttempt := true
			return tr.WithinTransaction(context.Background(), func(ctx context.Context) error {
				attempts.Add(1)
				if err := add(ctx, db, first, 1); err != nil {
					return err
				}
				if firstAttempt {
					// Both hold their first row before either asks for its second.
					firstAttempt = false
					locked.Done()
					locked.Wait()
				}
				return add(ctx, db, second, 1)
			})
		}
		errs := make(chan error, 2)
		go func() { errs <- run(1, 2) }()
		go func() { errs <- run(2, 1) }()
		for range 2 {
			if err := <-errs; err != nil {
				t.Fatalf("a transaction failed: %v", err)
			}
		}
		// At least one retry. The retried transaction can take row 2 again
		// before the survivor, woken by the abort, does: a second deadlock,
		// retried in turn, on a busy machine now and then.
		if got := attempts.Load(); got < 3 {
			t.Errorf("attempts: got %d, want 3 or more (one retried after the deadlock)", got)
		}
		if c1, c2 := counter(t, db, 1), counter(t, db, 2); c1 != 2 || c2 != 2 {
			t.Errorf("counters: got %d and %d, want 2 and 2", c1, c2)
		}
	})

	for _, tc := range []struct {
		name         string
		err          error
		wantAttempts int32
	}{
		{"serialization failure", &pgconn.PgError{Code: "40001"}, database.DefaultTxAttempts},
		{"deadlock", &pgconn.PgError{Code: "40P01"}, database.DefaultTxAttempts},
		{"unique violation is not retried", &pgconn.PgError{Code: "23505"}, 1},
		{"a plain error is not retried", errBoom, 1},
	} {
		t.Run("gives up: "+tc.name, func(t *testing.T) {
			var attempts atomic.Int32
			err := tr.WithinTransaction(context.Background(), func(ctx context.Context) error {
				attempts.Add(1)
				return tc.err
			})
			if !errors.Is(err, tc.err) {
				t.Errorf("got error %v, want %v", err, tc.err)
			}
			if got := attempts.Load(); got != tc.wantAttempts {
				t.Errorf("attempts: got %d, want %d", got, tc.wantAttempts)
			}
		})
	}

	t.Run("a retried transaction's after-commit work runs once", func(t *testing.T) {
		var attempts, ran atomic.Int32
		err := tr.WithinTransaction(context.Background(), func(ctx context.Context) error {
			database.AfterCommit(ctx, func() { ran.Add(1) })
			if attempts.Add(1) == 1 {
				return &pgconn.PgError{Code: "40001"}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if got := ran.Load(); got != 1 {
			t.Errorf("after-commit runs: got %d, want 1", got)
		}
	})
}
