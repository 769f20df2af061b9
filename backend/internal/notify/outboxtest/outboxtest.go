// Package outboxtest is the contract every implementation of notify.Outbox
// passes (internal/app runs it over gormstore on SQLite and PostgreSQL,
// beside the other modules' store contracts).
package outboxtest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"dhoni/internal/notify"
	"dhoni/internal/platform/transaction"
)

// Subject is the outbox under test, on a fresh, empty, migrated database.
type Subject struct {
	Outbox notify.Outbox
	// Transactor is the database's: the outbox's Add joins its transactions.
	transaction.Transactor
}

// Cases are the contract's cases by name; the store contracts' test runs
// each on a fresh database of each dialect (dbtest.RunContract).
var Cases = map[string]func(t *testing.T, s Subject){
	"claim leases what is due, oldest first":  claimLeases,
	"retry waits, finish ends":                retryAndFinish,
	"deliveries are remembered per chat":      deliveries,
	"add joins the caller's transaction":      addJoinsTransaction,
	"concurrent claims never share a message": concurrentClaims,
}

var t0 = time.Date(2025, 4, 1, 9, 0, 0, 0, time.UTC)

func add(t *testing.T, s Subject, number string, at time.Time) {
	t.Helper()
	if err := s.Outbox.Add(context.Background(), notify.Message{OrderNumber: number, Text: "*New order* " + number, CreatedAt: at}); err != nil {
		t.Fatalf("add %s: %v", number, err)
	}
}

func claim(t *testing.T, s Subject, now time.Time, limit int) []notify.Message {
	t.Helper()
	got, err := s.Outbox.Claim(context.Background(), now, time.Minute, limit)
	if err != nil {
		t.Fatalf("claim: %v", err)
	}
	return got
}

func numbers(ms []notify.Message) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.OrderNumber
	}
	return out
}

func expectNumbers(t *testing.T, what string, got []notify.Message, want ...string) {
	t.Helper()
	g := numbers(got)
	if len(g) != len(want) {
		t.Fatalf("%s: got %v, want %v", what, g, want)
	}
	for i := range g {
		if g[i] != want[i] {
			t.Fatalf("%s: got %v, want %v", what, g, want)
		}
	}
}

func claimLeases(t *testing.T, s Subject) {
	add(t, s, "RB-A", t0)
	add(t, s, "RB-B", t0.Add(time.Second))
	add(t, s, "RB-C", t0.Add(time.Hour)) // not due yet at t0+2s
	got := claim(t, s, t0.Add(2*time.Second), 10)
	expectNumbers(t, "first claim", got, "RB-A", "RB-B")
	m := got[0]
	if m.Text != "*New order* RB-A" || !m.CreatedAt.Equal(t0) || m.Attempts != 0 || len(m.DeliveredTo) != 0 {
		t.Errorf("claimed %+v", m)
	}
	if want := t0.Add(2*time.Second + time.Minute); !m.LeaseUntil.Equal(want) {
		t.Errorf("lease until: got %v, want %v", m.LeaseUntil, want)
	}
	expectNumbers(t, "while leased", claim(t, s, t0.Add(30*time.Second), 10))
	// A worker that died leaves its lease to run out; then another takes over.
	expectNumbers(t, "after the lease", claim(t, s, t0.Add(2*time.Minute), 1), "RB-A")
	expectNumbers(t, "the limit", claim(t, s, t0.Add(2*time.Minute), 10), "RB-B")
}

func retryAndFinish(t *testing.T, s Subject) {
	ctx := context.Background()
	add(t, s, "RB-A", t0)
	add(t, s, "RB-B", t0)
	got := claim(t, s, t0, 10)
	expectNumbers(t, "claim", got, "RB-A", "RB-B")
	if err := s.Outbox.Retry(ctx, got[0].ID, t0.Add(10*time.Second), 1, "telegram answered 500"); err != nil {
		t.Fatal(err)
	}
	if err := s.Outbox.Finish(ctx, got[1].ID, notify.Sent, t0, ""); err != nil {
		t.Fatal(err)
	}
	expectNumbers(t, "before the retry is due", claim(t, s, t0.Add(9*time.Second), 10))
	again := claim(t, s, t0.Add(10*time.Second), 10)
	expectNumbers(t, "when the retry is due", again, "RB-A")
	if again[0].Attempts != 1 {
		t.Errorf("attempts: got %d, want 1", again[0].Attempts)
	}
	if err := s.Outbox.Finish(ctx, again[0].ID, notify.Failed, t0, "gave up"); err != nil {
		t.Fatal(err)
	}
	expectNumbers(t, "after finishing", claim(t, s, t0.Add(time.Hour), 10))
}

func deliveries(t *testing.T, s Subject) {
	ctx := context.Background()
	add(t, s, "RB-A", t0)
	m := claim(t, s, t0, 10)[0]
	for range 2 { // again is harmless
		if err := s.Outbox.Delivered(ctx, m.ID, "111", t0); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Outbox.Retry(ctx, m.ID, t0, 1, "chat -222: telegram answered 500"); err != nil {
		t.Fatal(err)
	}
	got := claim(t, s, t0, 10)
	expectNumbers(t, "claim", got, "RB-A")
	if d := got[0].DeliveredTo; len(d) != 1 || !d["111"] {
		t.Errorf("delivered to: got %v, want only 111", d)
	}
}

func addJoinsTransaction(t *testing.T, s Subject) {
	ctx := context.Background()
	rolledBack := errors.New("the order failed")
	err := s.WithinTransaction(ctx, func(ctx context.Context) error {
		if err := s.Outbox.Add(ctx, notify.Message{OrderNumber: "RB-A", Text: "x", CreatedAt: t0}); err != nil {
			return err
		}
		return rolledBack
	})
	if !errors.Is(err, rolledBack) {
		t.Fatalf("got %v, want the caller's error", err)
	}
	expectNumbers(t, "after the rollback", claim(t, s, t0, 10))
	err = s.WithinTransaction(ctx, func(ctx context.Context) error {
		return s.Outbox.Add(ctx, notify.Message{OrderNumber: "RB-B", Text: "x", CreatedAt: t0})
	})
	if err != nil {
		t.Fatal(err)
	}
	expectNumbers(t, "after the commit", claim(t, s, t0, 10), "RB-B")
}

func concurrentClaims(t *testing.T, s Subject) {
	const messages, workers = 30, 6
	for i := range messages {
		add(t, s, "RB-"+string(rune('A'+i%26))+string(rune('0'+i/26)), t0)
	}
	var mu sync.Mutex
	seen := map[int64]int{}
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				got, err := s.Outbox.Claim(context.Background(), t0, time.Minute, 4)
				if err != nil {
					t.Errorf("claim: %v", err)
					return
				}
				if len(got) == 0 {
					return
				}
				mu.Lock()
				for _, m := range got {
					seen[m.ID]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(seen) != messages {
		t.Errorf("messages claimed: got %d, want %d", len(seen), messages)
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("message %d claimed %d times, want once", id, n)
		}
	}
}
