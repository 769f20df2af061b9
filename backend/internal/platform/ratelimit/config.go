package ratelimit

import (
	"time"

	"dhoni/internal/platform/config"
)

// For makes the limiter of a configured limit (config.Limits).
func For(p Provider, name string, l config.Limit) Limiter {
	return p.Limiter(name, l.Max, l.Window)
}

// RetryAfter is the Retry-After value for a wait: whole seconds, rounded up.
func RetryAfter(wait time.Duration) int {
	return int((wait + time.Second - 1) / time.Second)
}
