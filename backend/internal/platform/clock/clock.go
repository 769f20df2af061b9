// Package clock hands code that depends on the time a Clock instead of
// time.Now, so tests can move time forward (a session expiring, a rate-limit
// window passing) without sleeping.
package clock

import (
	"sync"
	"time"

	"go.uber.org/fx"
)

// Clock tells the time.
type Clock interface {
	Now() time.Time
}

// Stored is t as the shop keeps times: UTC, to the microsecond (what
// PostgreSQL stores), so a time reads back from either database exactly as it
// was saved.
func Stored(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// System is the real clock.
type System struct{}

// Now is time.Now.
func (System) Now() time.Time { return time.Now() }

// Manual is a clock for tests: it stands still until told to move.
type Manual struct {
	mu  sync.Mutex
	now time.Time
}

// NewManual returns a clock showing t.
func NewManual(t time.Time) *Manual { return &Manual{now: t} }

// Now returns the clock's time.
func (m *Manual) Now() time.Time {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.now
}

// Advance moves the clock forward by d.
func (m *Manual) Advance(d time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.now = m.now.Add(d)
}

// Module provides the system clock. Tests replace it with
// fx.Decorate(func(clock.Clock) clock.Clock { return manual }).
var Module = fx.Module("clock", fx.Provide(func() Clock { return System{} }))
