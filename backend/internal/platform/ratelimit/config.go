package ratelimit

import (
	"time"

	"dhoni/internal/platform/config"
)

// For makes the limiter of a configured limit (config.Limits).
func For(p Provider, name string, l config.Limit) Limiter {
	return p.Limiter(name, l.Max, l.Window)
}

// Batching is a Provider that can also make limiters for the busiest
// anonymous paths: they count an event in this process's memory first and
// write it to the shared store in a batch, asking the store only when the
// key was already counted here or is known to be full. Across replicas such
// a limit allows at most one event per other replica beyond its maximum in a
// window (decision 144).
type Batching interface {
	Batched(name string, max int, window time.Duration) Limiter
}

// ForBusy makes the limiter of a configured limit on a busy path: batched
// when the provider can (Batching), else the provider's own.
func ForBusy(p Provider, name string, l config.Limit) Limiter {
	if b, ok := p.(Batching); ok {
		return b.Batched(name, l.Max, l.Window)
	}
	return For(p, name, l)
}

// RetryAfter is the Retry-After value for a wait: whole seconds, rounded up.
func RetryAfter(wait time.Duration) int {
	return int((wait + time.Second - 1) / time.Second)
}
