package ratelimit

import (
	"context"
	"time"

	"dhoni/internal/platform/clock"
)

// Limiter is a sliding-window limit by key (a client's address, a phone, the
// shop itself). Implementations: Window in this process's memory, and a
// database-backed one that all replicas share.
type Limiter interface {
	// Allow counts an event for key and returns 0, or how long the key must
	// wait before its next event is allowed (the refused event is not
	// counted). An error means the limit could not be checked.
	Allow(ctx context.Context, key string) (time.Duration, error)
	// Forget clears key's events (for example after a successful sign-in).
	Forget(ctx context.Context, key string) error
}

// Provider makes the limiters modules need. The name keeps one limit's keys
// apart from another's where the store is shared.
type Provider interface {
	Limiter(name string, max int, window time.Duration) Limiter
}

// MemoryProvider makes in-process limiters (one replica, or SQLite).
type MemoryProvider struct{ Clock clock.Clock }

// Limiter returns a new in-memory window.
func (p MemoryProvider) Limiter(_ string, max int, window time.Duration) Limiter {
	return memoryLimiter{New(p.Clock, max, window)}
}

type memoryLimiter struct{ w *Window }

func (m memoryLimiter) Allow(_ context.Context, key string) (time.Duration, error) {
	return m.w.Allow(key), nil
}

func (m memoryLimiter) Forget(_ context.Context, key string) error {
	m.w.Forget(key)
	return nil
}
