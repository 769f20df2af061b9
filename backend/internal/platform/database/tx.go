package database

// A unit of work across modules. A use case that must change several
// modules' tables all or nothing (an order takes stock from the catalog,
// stores itself and queues its announcement) runs inside
// Transactor.WithinTransaction; each module's store picks the transaction up
// from the context with Conn, so no *gorm.DB or transaction type crosses a
// domain's API (see docs/decisions/030).

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"
)

// txKey keys the running transaction in a context.
type txKey struct{}

// unitOfWork is one attempt at a transaction: its connection and what to do
// once it has committed.
type unitOfWork struct {
	tx          *gorm.DB
	afterCommit []func()
}

// Transactor runs functions in one database transaction. It is safe for
// concurrent use.
type Transactor struct {
	db *gorm.DB
	// attempts bounds how often a transaction PostgreSQL aborted to resolve
	// a conflict (serialization failure, deadlock) is run again.
	attempts int
	// backoff is the base wait before the second attempt; it doubles for
	// every further one and a random part of it is added.
	backoff time.Duration
}

// DefaultTxAttempts is how many times WithinTransaction tries a transaction
// that PostgreSQL aborted to resolve a conflict.
const DefaultTxAttempts = 5

// NewTransactor returns the Transactor of the open database.
func NewTransactor(db *DB) *Transactor {
	return &Transactor{db: db.DB, attempts: DefaultTxAttempts, backoff: 10 * time.Millisecond}
}

// WithinTransaction runs fn in a transaction: committed when fn returns nil,
// rolled back when it returns an error (which WithinTransaction returns) or
// panics. Stores reached from fn must use Conn(ctx, db) so that their
// statements join the transaction.
//
// Called inside a transaction (ctx already carries one), fn joins it: the
// outermost call commits or rolls back everything.
//
// On PostgreSQL a transaction aborted by a serialization failure (SQLSTATE
// 40001) or a deadlock (40P01) is run again from the start, up to
// DefaultTxAttempts times, after a short random wait, so fn must do nothing
// outside the database that cannot be repeated; work for after the commit
// goes to AfterCommit.
func (t *Transactor) WithinTransaction(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{}).(*unitOfWork); ok {
		return fn(ctx)
	}
	for attempt := 1; ; attempt++ {
		work := &unitOfWork{}
		err := t.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
			work.tx = tx
			return fn(context.WithValue(ctx, txKey{}, work))
		})
		if err == nil {
			for _, f := range work.afterCommit {
				f()
			}
			return nil
		}
		if !Retryable(err) || attempt >= t.attempts {
			return err
		}
		// Exponential with full jitter, so the transactions that collided do
		// not collide again in step.
		wait := t.backoff << (attempt - 1)
		wait += rand.N(wait)
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return errors.Join(err, ctx.Err())
		case <-timer.C:
		}
	}
}

// Conn is the connection a store uses for ctx: the transaction ctx carries
// (see Transactor.WithinTransaction), else db itself. Either way it is bound
// to ctx. A store that needs several statements to stand or fall together
// calls Conn(ctx, db).Transaction(...): a transaction of its own, or a
// savepoint inside the caller's.
func Conn(ctx context.Context, db *gorm.DB) *gorm.DB {
	if work, ok := ctx.Value(txKey{}).(*unitOfWork); ok {
		return work.tx.WithContext(ctx)
	}
	return db.WithContext(ctx)
}

// Atomically runs fn in the transaction ctx carries as it is, or in a
// transaction of its own when there is none: fn's statements stand or fall
// together either way. Unlike Conn(ctx, db).Transaction it takes no
// savepoint inside the caller's transaction (a round trip each way), so an
// error from fn is for the caller to roll back: use it where fn's errors
// fail the whole unit of work.
//
// A transaction of its own is a unit of work too: what its statements hand
// to AfterCommit runs once it has committed.
func Atomically(ctx context.Context, db *gorm.DB, fn func(tx *gorm.DB) error) error {
	if work, ok := ctx.Value(txKey{}).(*unitOfWork); ok {
		return fn(work.tx.WithContext(ctx))
	}
	work := &unitOfWork{}
	err := db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		work.tx = tx
		return fn(tx.WithContext(context.WithValue(ctx, txKey{}, work)))
	})
	if err == nil {
		for _, f := range work.afterCommit {
			f()
		}
	}
	return err
}

// InTransaction reports whether ctx carries a transaction.
func InTransaction(ctx context.Context) bool {
	_, ok := ctx.Value(txKey{}).(*unitOfWork)
	return ok
}

// AfterCommit runs f once the transaction ctx carries has committed, and
// never if it rolls back (or an attempt is abandoned and retried). Without
// a transaction, f runs at once. Use it to wake a worker for rows the
// transaction wrote: woken earlier, it would not see them yet.
func AfterCommit(ctx context.Context, f func()) {
	if work, ok := ctx.Value(txKey{}).(*unitOfWork); ok {
		work.afterCommit = append(work.afterCommit, f)
		return
	}
	f()
}

// Retryable reports whether err is PostgreSQL aborting a transaction to
// resolve a conflict with another one: a serialization failure (40001) or a
// deadlock (40P01). Running the transaction again normally succeeds.
func Retryable(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "40001" || pgErr.Code == "40P01"
	}
	return false
}
