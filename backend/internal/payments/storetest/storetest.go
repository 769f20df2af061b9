// Package storetest is the contract every implementation of payments.Store
// passes: the same cases, run on each database beside the other modules'
// contracts (internal/app runs it over gormstore on SQLite and PostgreSQL).
// Its heart is the once-only guard: a transaction's outcome is written
// once, whoever asks again or at the same time.
package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"dhoni/internal/payments"
	"dhoni/internal/platform/transaction"
)

// Stores is the port under test, on a fresh, empty, migrated database.
type Stores struct {
	Payments payments.Store
	// Transactor is the database's: the store joins its transactions.
	transaction.Transactor
}

// Cases are the contract's cases by name; the store contracts' test runs
// each on a fresh database of each dialect (dbtest.RunContract).
var Cases = map[string]func(t *testing.T, s Stores){
	"a transaction reads back as kept":         readsBack,
	"an outcome is written once":               countedOnce,
	"of counts at once, one wins":              concurrentCounts,
	"a count rolled back leaves it uncounted":  countRolledBack,
	"a waiting order is settled and not swept": settled,
}

var t0 = time.Date(2025, 3, 9, 10, 15, 30, 123456000, time.UTC)

// keep adds a created transaction of order number with id.
func keep(t *testing.T, s Stores, id, number string) payments.Transaction {
	t.Helper()
	tx := payments.Transaction{ID: id, OrderNumber: number, Amount: 245050, Currency: payments.Currency,
		State: payments.Created, URL: "https://bank.test/pay/" + id, CreatedAt: t0, UpdatedAt: t0}
	if err := s.Payments.AddTransaction(context.Background(), tx); err != nil {
		t.Fatal(err)
	}
	return tx
}

func outcomeOf(t *testing.T, s Stores, id string) payments.Outcome {
	t.Helper()
	got, err := s.Payments.Transaction(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return got.Outcome
}

func readsBack(t *testing.T, s Stores) {
	ctx := context.Background()
	want := keep(t, s, "tx-1", "RB-M5D4RUO0-7KQ2")
	got, err := s.Payments.Transaction(ctx, "tx-1")
	if err != nil || got != want {
		t.Fatalf("got %+v %v, want %+v", got, err, want)
	}
	if _, err := s.Payments.Transaction(ctx, "tx-unknown"); !errors.Is(err, payments.ErrUnknownTransaction) {
		t.Errorf("an unknown transaction: got %v, want ErrUnknownTransaction", err)
	}
	if err := s.Payments.SetState(ctx, "tx-1", payments.Confirmed, t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	list, err := s.Payments.Transactions(ctx, "RB-M5D4RUO0-7KQ2")
	if err != nil || len(list) != 1 || list[0].State != payments.Confirmed || !list[0].UpdatedAt.Equal(t0.Add(time.Minute)) {
		t.Errorf("the order's transactions: got %+v %v, want tx-1 confirmed at %v", list, err, t0.Add(time.Minute))
	}
}

func countedOnce(t *testing.T, s Stores) {
	ctx := context.Background()
	keep(t, s, "tx-paid", "RB-M5D4RUO0-7KQ2")
	count := func(o payments.Outcome) bool {
		t.Helper()
		first, err := s.Payments.Count(ctx, "tx-paid", o, t0)
		if err != nil {
			t.Fatal(err)
		}
		return first
	}
	if !count(payments.Paid) {
		t.Fatal("the first count did not count")
	}
	if count(payments.Paid) {
		t.Error("a second count of the same transaction counted again")
	}
	if got := outcomeOf(t, s, "tx-paid"); got != payments.Paid {
		t.Errorf("outcome after two counts: got %q, want paid", got)
	}
	// A refund follows a payment once; then nothing moves it.
	if !count(payments.Refund) {
		t.Fatal("a refund after the payment did not count")
	}
	if count(payments.Refund) || count(payments.Paid) {
		t.Error("a refunded transaction counted again")
	}
	if got := outcomeOf(t, s, "tx-paid"); got != payments.Refund {
		t.Errorf("outcome: got %q, want refund", got)
	}
	// A refund is never the first outcome, and an unknown transaction
	// counts nothing.
	keep(t, s, "tx-new", "RB-M5D4RUO0-7KQ3")
	if first, err := s.Payments.Count(ctx, "tx-new", payments.Refund, t0); err != nil || first {
		t.Errorf("a refund of an uncounted transaction: got %v %v, want false", first, err)
	}
	if got := outcomeOf(t, s, "tx-new"); got != payments.NotCounted {
		t.Errorf("outcome: got %q, want none", got)
	}
	if first, err := s.Payments.Count(ctx, "tx-unknown", payments.Paid, t0); err != nil || first {
		t.Errorf("an unknown transaction: got %v %v, want false", first, err)
	}
}

func concurrentCounts(t *testing.T, s Stores) {
	keep(t, s, "tx-race", "RB-M5D4RUO0-7KQ2")
	const n = 8
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		wins int
		errs []error
	)
	for range n {
		wg.Go(func() {
			err := s.WithinTransaction(context.Background(), func(ctx context.Context) error {
				first, err := s.Payments.Count(ctx, "tx-race", payments.Paid, t0)
				if err == nil && first {
					mu.Lock()
					wins++
					mu.Unlock()
				}
				return err
			})
			if err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	// A database that makes a loser fail instead of counting nothing is
	// within the contract; two winners are not.
	if wins != 1 {
		t.Errorf("%d of %d counts at once won (errors: %v), want exactly 1", wins, n, errs)
	}
	if got := outcomeOf(t, s, "tx-race"); got != payments.Paid {
		t.Errorf("outcome: got %q, want paid", got)
	}
}

func countRolledBack(t *testing.T, s Stores) {
	keep(t, s, "tx-rollback", "RB-M5D4RUO0-7KQ2")
	failed := errors.New("the order could not be marked paid")
	err := s.WithinTransaction(context.Background(), func(ctx context.Context) error {
		if first, err := s.Payments.Count(ctx, "tx-rollback", payments.Paid, t0); err != nil || !first {
			t.Fatalf("count: got %v %v, want the first", first, err)
		}
		return failed
	})
	if !errors.Is(err, failed) {
		t.Fatalf("got %v, want the caller's error", err)
	}
	if got := outcomeOf(t, s, "tx-rollback"); got != payments.NotCounted {
		t.Errorf("outcome after the rollback: got %q, want none", got)
	}
	// The payment is counted when it is tried again.
	if first, err := s.Payments.Count(context.Background(), "tx-rollback", payments.Paid, t0); err != nil || !first {
		t.Errorf("count after the rollback: got %v %v, want the first", first, err)
	}
}

func settled(t *testing.T, s Stores) {
	ctx := context.Background()
	for i, number := range []string{"RB-M5D4RUO0-0002", "RB-M5D4RUO0-0001", "RB-M5D4RUO0-0003"} {
		if err := s.Payments.Await(ctx, payments.Awaited{OrderNumber: number, PlacedAt: t0.Add(time.Duration(i) * time.Minute)}); err != nil {
			t.Fatal(err)
		}
	}
	// The same order again changes nothing (not even its time).
	if err := s.Payments.Await(ctx, payments.Awaited{OrderNumber: "RB-M5D4RUO0-0002", PlacedAt: t0.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := s.Payments.Settle(ctx, "RB-M5D4RUO0-0001"); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Payments.Overdue(ctx, t0.Add(time.Hour), 10)
	if err != nil {
		t.Fatal(err)
	}
	want := []payments.Awaited{{OrderNumber: "RB-M5D4RUO0-0002", PlacedAt: t0}, {OrderNumber: "RB-M5D4RUO0-0003", PlacedAt: t0.Add(2 * time.Minute)}}
	if len(got) != len(want) {
		t.Fatalf("overdue: got %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i].OrderNumber != want[i].OrderNumber || !got[i].PlacedAt.Equal(want[i].PlacedAt) {
			t.Errorf("overdue %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
	if first, err := s.Payments.Overdue(ctx, t0.Add(time.Hour), 1); err != nil || len(first) != 1 || first[0].OrderNumber != "RB-M5D4RUO0-0002" {
		t.Errorf("overdue, one at most: got %+v %v, want the oldest", first, err)
	}
}
