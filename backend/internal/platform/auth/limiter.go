package auth

import (
	"sync"
	"time"

	"dhoni/internal/platform/clock"
)

// Login attempts allowed per client in a window before it must wait.
const (
	MaxFailedLogins    = 5
	FailedLoginsWindow = 15 * time.Minute
)

// LoginLimiter counts failed sign-ins per client (address) in a sliding
// window, in this process's memory (docs/decisions/007).
type LoginLimiter struct {
	clock clock.Clock

	mu       sync.Mutex
	failures map[string][]time.Time // oldest first, at most MaxFailedLogins
}

// NewLoginLimiter returns an empty limiter.
func NewLoginLimiter(clk clock.Clock) *LoginLimiter {
	return &LoginLimiter{clock: clk, failures: map[string][]time.Time{}}
}

// Try reserves an attempt for client: it returns how long the client must
// still wait (nothing is recorded then), or 0 and counts the attempt as a
// failure until Succeeded clears it. Counting before the password is checked
// keeps concurrent guesses from slipping past the limit.
func (l *LoginLimiter) Try(client string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock.Now()
	recent := l.recent(client, now)
	if len(recent) >= MaxFailedLogins {
		return recent[0].Add(FailedLoginsWindow).Sub(now)
	}
	recent = append(recent, now)
	l.failures[client] = recent
	return 0
}

// Succeeded forgets the client's failures.
func (l *LoginLimiter) Succeeded(client string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.failures, client)
}

// Prune forgets clients whose failures are all older than the window.
func (l *LoginLimiter) Prune() {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock.Now()
	for client := range l.failures {
		l.recent(client, now)
	}
}

// recent drops the client's failures that left the window and returns the rest.
func (l *LoginLimiter) recent(client string, now time.Time) []time.Time {
	times := l.failures[client]
	i := 0
	for i < len(times) && !now.Before(times[i].Add(FailedLoginsWindow)) {
		i++
	}
	times = times[i:]
	if len(times) == 0 {
		delete(l.failures, client)
		return nil
	}
	l.failures[client] = times
	return times
}
