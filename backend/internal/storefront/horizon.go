package storefront

import (
	"context"
	"sync"
	"time"

	"dhoni/internal/platform/clock"
)

// Horizon tells when the kept answers go stale by themselves, with no write:
// the first moment after now at which they would read differently (a sale
// starting or ending changes prices). ok is false when nothing is planned.
type Horizon func(ctx context.Context, now time.Time) (at time.Time, ok bool, err error)

// horizon is the moment read for the answers of one generation.
type horizon struct {
	mu    sync.Mutex
	clock clock.Clock
	next  Horizon

	known      bool
	generation uint64
	at         time.Time
	planned    bool
}

// UseHorizon makes the cache drop what it keeps once the moment next gives
// has passed by clk. The moment is read again after every drop. Every
// replica reads it for itself, from the same database: no notice is needed.
func (c *Cache) UseHorizon(clk clock.Clock, next Horizon) {
	c.mu.Lock()
	c.horizon = &horizon{clock: clk, next: next}
	c.mu.Unlock()
}

// passHorizon drops the kept answers when their horizon has passed, and
// reads the horizon of a new generation. When it cannot be read, nothing is
// kept past this read (the next one asks again).
func (c *Cache) passHorizon(ctx context.Context) {
	c.mu.RLock()
	h := c.horizon
	c.mu.RUnlock()
	if h == nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	now := h.clock.Now()
	if gen := c.generation.Load(); !h.known || h.generation != gen {
		at, planned, err := h.next(ctx, now)
		if err != nil {
			h.known = false
			c.drop()
			return
		}
		h.known, h.generation, h.at, h.planned = true, gen, at, planned
		return
	}
	if h.planned && !now.Before(h.at) {
		h.known = false
		c.drop()
	}
}
