package httpapi

import (
	"sync"
	"time"

	"dhoni/internal/platform/clock"
)

// Lookups allowed per client in a window: a customer checks an order a few
// times; someone guessing phone numbers for an order number needs many more.
const (
	MaxLookups    = 20
	LookupsWindow = 10 * time.Minute
)

// limiter counts lookups per client (address) in a sliding window, in this
// process's memory (like the sign-in and upload limits, decisions 007 and
// 018): with several replicas a client gets the limit on each.
type limiter struct {
	clock  clock.Clock
	max    int
	window time.Duration

	mu        sync.Mutex
	hits      map[string][]time.Time // oldest first, at most max
	lastPrune time.Time
}

func newLimiter(clk clock.Clock, max int, window time.Duration) *limiter {
	return &limiter{clock: clk, max: max, window: window, hits: map[string][]time.Time{}}
}

// allow counts a lookup by client and returns 0, or how long the client must
// wait (the lookup is then not counted).
func (l *limiter) allow(client string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock.Now()
	if now.Sub(l.lastPrune) > l.window {
		// Forget clients that went quiet, so the map does not grow for ever.
		for c := range l.hits {
			l.recent(c, now)
		}
		l.lastPrune = now
	}
	recent := l.recent(client, now)
	if len(recent) >= l.max {
		return recent[0].Add(l.window).Sub(now)
	}
	l.hits[client] = append(recent, now)
	return 0
}

// recent drops the client's hits that left the window and returns the rest.
func (l *limiter) recent(client string, now time.Time) []time.Time {
	times := l.hits[client]
	i := 0
	for i < len(times) && !now.Before(times[i].Add(l.window)) {
		i++
	}
	times = times[i:]
	if len(times) == 0 {
		delete(l.hits, client)
		return nil
	}
	l.hits[client] = times
	return times
}
