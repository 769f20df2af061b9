package orders

import (
	"sync"
	"sync/atomic"
)

// maxTracked bounds the orders kept for tracking; past it they are all
// forgotten and kept again as they are looked up.
const maxTracked = 10_000

// tracked keeps the orders customers looked up (number and phone right), so
// that asking again costs at most one small query (the order's version) on
// PostgreSQL and none on SQLite. An order is served from memory only while
// both still hold: its version in the database is the one it was read at
// (a change made on any replica is seen on the next lookup), and no change
// to any order has committed in this process since it was read. The phone is
// checked on every lookup, as for an order read from the database.
type tracked struct {
	generation atomic.Uint64

	mu     sync.RWMutex
	orders map[string]trackedOrder
}

type trackedOrder struct {
	order      *Order
	version    string
	generation uint64
}

// changed forgets every kept order: a change to a stored order committed.
func (t *tracked) changed() { t.generation.Add(1) }

// get returns the kept order with this number and version read at
// generation gen.
func (t *tracked) get(number, version string, gen uint64) *Order {
	t.mu.RLock()
	e, ok := t.orders[number]
	t.mu.RUnlock()
	if !ok || e.version != version || e.generation != gen {
		return nil
	}
	return e.order
}

// keep remembers an order read at version and generation gen (both taken
// before the read), unless a change committed here since.
func (t *tracked) keep(o *Order, version string, gen uint64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.generation.Load() != gen {
		return
	}
	if len(t.orders) >= maxTracked {
		t.orders = map[string]trackedOrder{}
	}
	t.orders[o.Number()] = trackedOrder{order: o, version: version, generation: gen}
}
