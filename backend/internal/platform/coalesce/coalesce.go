// Package coalesce lets concurrent callers share one read of the database
// without ever getting an answer older than their call: a caller adds its
// key to the batch waiting to start, and that batch is read, all its keys in
// one call, as soon as one of a few lanes is free. A caller only ever joins
// a batch that has not started, so what it gets was read after it asked
// (decision 144). Under load one statement answers many callers; alone, a
// caller waits for no one; and one slow read holds up only the batches
// behind it in its lane's turn, not every caller.
package coalesce

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// Batches reads values by key for concurrent callers, a few batches at a
// time.
type Batches[K comparable, V any] struct {
	read    func(ctx context.Context, keys []K) (map[K]V, error)
	max     int
	timeout time.Duration
	// lanes holds a token for each batch being read.
	lanes chan struct{}

	mu      sync.Mutex
	waiting *batch[K, V]
}

// batch is the keys one read answers, and its answer.
type batch[K comparable, V any] struct {
	keys map[K]struct{}
	// done is closed once values and err are set.
	done   chan struct{}
	values map[K]V
	err    error
}

// New reads batches of at most max keys with read, at most lanes at once,
// each within timeout (the callers waiting give up with their own contexts,
// but a batch waiting for a lane waits for the read).
func New[K comparable, V any](lanes, max int, timeout time.Duration, read func(ctx context.Context, keys []K) (map[K]V, error)) *Batches[K, V] {
	return &Batches[K, V]{read: read, max: max, timeout: timeout, lanes: make(chan struct{}, lanes)}
}

// Get returns key's value as read by a batch that started after this call;
// ok is false when the read gave none.
func (b *Batches[K, V]) Get(ctx context.Context, key K) (v V, ok bool, err error) {
	b.mu.Lock()
	w := b.waiting
	first := w == nil || len(w.keys) >= b.max
	if first {
		w = &batch[K, V]{keys: map[K]struct{}{}, done: make(chan struct{})}
		b.waiting = w
	}
	w.keys[key] = struct{}{}
	b.mu.Unlock()
	if first {
		// Not on the caller's cancellation: the batch is everyone's.
		go b.run(context.WithoutCancel(ctx), w)
	}
	select {
	case <-w.done:
	case <-ctx.Done():
		return v, false, fmt.Errorf("coalesced read: %w", ctx.Err())
	}
	if w.err != nil {
		return v, false, w.err
	}
	v, ok = w.values[key]
	return v, ok, nil
}

// run waits for a free lane, closes w to newcomers and reads it.
func (b *Batches[K, V]) run(ctx context.Context, w *batch[K, V]) {
	b.lanes <- struct{}{}
	defer func() { <-b.lanes }()
	defer close(w.done)
	b.mu.Lock()
	if b.waiting == w {
		b.waiting = nil
	}
	keys := make([]K, 0, len(w.keys))
	for k := range w.keys {
		keys = append(keys, k)
	}
	b.mu.Unlock()

	ctx, cancel := context.WithTimeout(ctx, b.timeout)
	defer cancel()
	w.values, w.err = b.read(ctx, keys)
}
