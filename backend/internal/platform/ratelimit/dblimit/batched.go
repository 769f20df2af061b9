package dblimit

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/platform/database"
	"dhoni/internal/platform/ratelimit"
)

// FlushEvery is how often the module writes the batched limits' events.
const FlushEvery = 100 * time.Millisecond

// flushChunk bounds the keys of one batch statement (bind parameters).
const flushChunk = 500

// batched is a shared limit for the busiest anonymous paths (order lookups,
// orders): a key's event is allowed in memory, without the database, when
// this process holds no unwritten event of the key, is not already asking
// the database about it, and has not learnt that it is full; it is then
// written with the others of the last FlushEvery. Any other event takes the
// exact check (the key's unwritten event is written first, under the key's
// lock). So one process never allows more than the limit; each other
// replica can add at most the one event it allowed before hearing that the
// key is full: max + (replicas - 1) in a window (decision 144).
type batched struct {
	*limiter

	mu   sync.Mutex
	keys map[string]*keyState // by hashed key
}

// keyState is what this process knows of a key beyond the database.
type keyState struct {
	// unwritten is the time (µs) of an event allowed here and not yet
	// written; 0 when there is none.
	unwritten int64
	// busy, while not nil, is closed when the write or check of the key in
	// flight ends.
	busy chan struct{}
	// fullUntil: the database said the key was full; until then (a window
	// later) every event takes the exact check.
	fullUntil time.Time
}

func (s *keyState) idle(now time.Time) bool {
	return s.unwritten == 0 && s.busy == nil && !now.Before(s.fullUntil)
}

// Batched allows max events per key within window, counted in memory first
// and written to the database in batches (see batched).
func (p *Provider) Batched(name string, max int, window time.Duration) ratelimit.Limiter {
	b := &batched{limiter: &limiter{p: p, name: name, max: max, window: window}, keys: map[string]*keyState{}}
	p.mu.Lock()
	p.batched = append(p.batched, b)
	p.mu.Unlock()
	return b
}

// Allow implements ratelimit.Limiter.
func (b *batched) Allow(ctx context.Context, key string) (time.Duration, error) {
	h := hashKey(key)
	for {
		now := b.p.clock.Now()
		b.mu.Lock()
		st := b.keys[h]
		if st == nil {
			st = &keyState{}
			b.keys[h] = st
		}
		if st.idle(now) && b.max > 0 {
			st.unwritten = now.UnixMicro()
			b.mu.Unlock()
			return 0, nil
		}
		if busy := st.busy; busy != nil {
			// The key is being written or checked: wait for that, then decide
			// again with what it learnt.
			b.mu.Unlock()
			select {
			case <-busy:
				continue
			case <-ctx.Done():
				return 0, fmt.Errorf("rate limit %s: %w", b.name, ctx.Err())
			}
		}
		done := make(chan struct{})
		unwritten := st.unwritten
		st.busy, st.unwritten = done, 0
		b.mu.Unlock()

		wait, full, err := b.check(ctx, h, unwritten, now)

		b.mu.Lock()
		if err != nil && unwritten != 0 {
			st.unwritten = unwritten // written with the next batch
		}
		if full {
			st.fullUntil = now.Add(b.window)
		}
		st.busy = nil
		close(done)
		b.forgetIdle(h, st, now)
		b.mu.Unlock()
		if err != nil || wait > 0 {
			return wait, err
		}
		return 0, b.pruneQuietKeys(ctx, now)
	}
}

// forgetIdle drops a key's state once it says nothing the database does not.
// b.mu is held.
func (b *batched) forgetIdle(h string, st *keyState, now time.Time) {
	if st.idle(now) && b.keys[h] == st {
		delete(b.keys, h)
	}
}

// Forget implements ratelimit.Limiter.
func (b *batched) Forget(ctx context.Context, key string) error {
	b.mu.Lock()
	if st := b.keys[hashKey(key)]; st != nil {
		st.unwritten, st.fullUntil = 0, time.Time{}
	}
	b.mu.Unlock()
	return b.limiter.Forget(ctx, key)
}

// flush writes the events allowed in memory since the last flush, and learns
// which of their keys are full.
func (b *batched) flush(ctx context.Context) error {
	now := b.p.clock.Now()
	b.mu.Lock()
	done := make(chan struct{})
	var hashes []string
	var times []int64
	var states []*keyState
	for h, st := range b.keys {
		if st.unwritten != 0 && st.busy == nil {
			hashes, times, states = append(hashes, h), append(times, st.unwritten), append(states, st)
			st.busy, st.unwritten = done, 0
		}
		b.forgetIdle(h, st, now)
	}
	b.mu.Unlock()
	if len(hashes) == 0 {
		return nil
	}
	order := make([]int, len(hashes))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int { return strings.Compare(hashes[i], hashes[j]) })
	hashes, times, states = permute(hashes, order), permute(times, order), permute(states, order)
	full := map[string]bool{}
	var err error
	for i := 0; i < len(hashes) && err == nil; i += flushChunk {
		j := min(i+flushChunk, len(hashes))
		err = b.write(ctx, hashes[i:j], times[i:j], now, full)
	}

	b.mu.Lock()
	for i, st := range states {
		if err != nil {
			st.unwritten = times[i] // tried again with the next batch
		}
		if full[hashes[i]] {
			st.fullUntil = now.Add(b.window)
		}
		st.busy = nil
		b.forgetIdle(hashes[i], st, now)
	}
	close(done)
	b.mu.Unlock()
	if err != nil {
		return fmt.Errorf("rate limit %s: write a batch: %w", b.name, err)
	}
	return b.pruneQuietKeys(ctx, now)
}

// write inserts one batch of events and marks in full the keys that hold
// max events in the window. On PostgreSQL it first takes the keys' locks (in
// order, so two batches never wait on each other in a circle), as the exact
// check does: a batch's count then sees every event written before it, and
// two replicas writing at once cannot both miss the other's.
func (b *batched) write(ctx context.Context, hashes []string, times []int64, now time.Time, full map[string]bool) error {
	rows := "(?, ?, ?)" + strings.Repeat(", (?, ?, ?)", len(hashes)-1)
	args := make([]any, 0, 3*len(hashes))
	locks := make([]any, len(hashes))
	for i, h := range hashes {
		args = append(args, b.name, h, times[i])
		locks[i] = b.name + "/" + h
	}
	return b.p.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if b.p.db.Dialect == database.Postgres {
			// As the exact check: a batch lost in a crash forgives its events.
			err := tx.Exec(`SELECT set_config('synchronous_commit', 'off', true), `+customPlans+`,
				(SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0))) FROM (VALUES (?)`+
				strings.Repeat(", (?)", len(locks)-1)+`) AS keys (k))`, locks...).Error
			if err != nil {
				return err
			}
		}
		if err := tx.Exec("INSERT INTO rate_limit_events (name, key_hash, at_us) VALUES "+rows, args...).Error; err != nil {
			return err
		}
		// Each key is counted on its own, through the key index (see
		// customPlans).
		params := make([]any, 0, len(hashes)+3)
		for _, h := range hashes {
			params = append(params, h)
		}
		var fullKeys []string
		err := tx.Raw(`WITH batch (key_hash) AS (VALUES (?)`+strings.Repeat(", (?)", len(hashes)-1)+`)
			SELECT key_hash FROM batch WHERE (SELECT count(*) FROM rate_limit_events e
			WHERE e.name = ? AND e.key_hash = batch.key_hash AND e.at_us > ?) >= ?`,
			append(params, b.name, now.Add(-b.window).UnixMicro(), b.max)...).Scan(&fullKeys).Error
		for _, h := range fullKeys {
			full[h] = true
		}
		return err
	})
}

// Flush writes every batched limit's events allowed in memory so far. The
// module calls it every FlushEvery and when the server stops.
func (p *Provider) Flush(ctx context.Context) error {
	p.mu.Lock()
	limits := p.batched
	p.mu.Unlock()
	var errs []error
	for _, b := range limits {
		errs = append(errs, b.flush(ctx))
	}
	return errors.Join(errs...)
}

// permute returns s in the order of the indexes.
func permute[T any](s []T, order []int) []T {
	out := make([]T, len(s))
	for i, j := range order {
		out[i] = s[j]
	}
	return out
}

// DB is the provider's database (for tests that read the table).
func (p *Provider) DB() *database.DB { return p.db }
