// Package ratelimit counts requests per client in a sliding window, for the
// public endpoints a script could flood (slip uploads, order lookups).
package ratelimit

import (
	"sync"
	"time"

	"dhoni/internal/platform/clock"
)

// Window counts events per client (address) in a sliding window, in this
// process's memory (decisions 007 and 018): with several replicas a client
// gets the limit on each, which still stops a flood.
type Window struct {
	clock  clock.Clock
	max    int
	window time.Duration

	mu        sync.Mutex
	hits      map[string][]time.Time // oldest first, at most max
	lastPrune time.Time
}

// New allows max events per client within window.
func New(clk clock.Clock, max int, window time.Duration) *Window {
	return &Window{clock: clk, max: max, window: window, hits: map[string][]time.Time{}}
}

// Allow counts an event by client and returns 0, or how long the client must
// wait (the event is then not counted).
func (l *Window) Allow(client string) time.Duration {
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

// Forget clears the client's events.
func (l *Window) Forget(client string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.hits, client)
}

// recent drops the client's hits that left the window and returns the rest.
func (l *Window) recent(client string, now time.Time) []time.Time {
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
