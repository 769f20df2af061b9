// Package dblimit keeps rate limits in the database, so every replica of the
// shop counts against the same window (decision 101): a login limit of five
// tries is five tries whether one server or ten answer.
package dblimit

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/ratelimit"
)

// Migrations is the events table, for database.Migrations("ratelimit", ...).
//
//go:embed migrations
var Migrations embed.FS

// Provider makes limiters that share one table.
type Provider struct {
	db    *database.DB
	clock clock.Clock

	mu      sync.Mutex
	batched []*batched
}

// NewProvider keeps events in db (PostgreSQL for replicas; SQLite works too).
func NewProvider(db *database.DB, clk clock.Clock) *Provider {
	return &Provider{db: db, clock: clk}
}

// Limiter allows max events per key within window, counted in the database
// under name.
func (p *Provider) Limiter(name string, max int, window time.Duration) ratelimit.Limiter {
	return &limiter{p: p, name: name, max: max, window: window}
}

type limiter struct {
	p      *Provider
	name   string
	max    int
	window time.Duration

	mu        sync.Mutex
	lastPrune time.Time
}

// customPlans makes the rest of a PostgreSQL transaction plan each statement
// for its own values and the table as it is. The driver prepares statements,
// and PostgreSQL keeps one generic plan for a prepared statement after five
// runs until the table is analysed again: a plan made while the table was
// nearly empty (a new shop, or a minute after a quiet night) went through
// every event of the window for each batch or key. At 10,000 lookups a
// second that took 60-230 ms a batch, the batches grew and the lookups
// queued behind them.
const customPlans = "set_config('plan_cache_mode', 'force_custom_plan', true)"

// hashKey keeps the key (an address, a phone number) out of the table.
func hashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// Allow counts the event unless max events of key already lie within the
// window. Replicas asking for the same key at once take turns: PostgreSQL
// through a transaction-scoped advisory lock on the key, SQLite because its
// transactions take the write lock up front.
func (l *limiter) Allow(ctx context.Context, key string) (time.Duration, error) {
	now := l.p.clock.Now()
	wait, _, err := l.check(ctx, hashKey(key), 0, now)
	if err != nil || wait > 0 {
		return wait, err
	}
	return 0, l.pruneQuietKeys(ctx, now)
}

// check is Allow's count in the database for the hashed key h. unwritten,
// when not 0, is the time (µs) of an event this process allowed earlier and
// has not yet written: it is written first, under the same lock. full
// reports whether the key has max events in the window once this one is
// counted (or was refused).
func (l *limiter) check(ctx context.Context, h string, unwritten int64, now time.Time) (wait time.Duration, full bool, err error) {
	if l.max <= 0 {
		return l.window, true, nil
	}
	nowUS := now.UnixMicro()
	cutoff := now.Add(-l.window).UnixMicro()
	var at []int64
	var n int64
	err = l.p.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if l.p.db.Dialect == database.Postgres {
			if err := tx.Exec("SELECT set_config('synchronous_commit', 'off', true), "+customPlans+", pg_advisory_xact_lock(hashtextextended(?, 0))",
				l.name+"/"+h).Error; err != nil {
				return err
			}
		}
		if unwritten != 0 {
			if err := tx.Exec("INSERT INTO rate_limit_events (name, key_hash, at_us) VALUES (?, ?, ?)", l.name, h, unwritten).Error; err != nil {
				return err
			}
		}
		if l.p.db.Dialect == database.Postgres {
			return l.allowPostgres(tx, h, cutoff, nowUS, &at, &n)
		}
		// The key's most recent events inside the window, up to max: when
		// there are max, the key is full until the oldest of them leaves.
		err := tx.Raw(`SELECT at_us FROM rate_limit_events
			WHERE name = ? AND key_hash = ? AND at_us > ?
			ORDER BY at_us DESC LIMIT ?`, l.name, h, cutoff, l.max).Scan(&at).Error
		if err != nil || len(at) >= l.max {
			at = at[min(len(at), l.max-1):]
			return err
		}
		n, at = int64(len(at)), nil
		if err := tx.Exec("DELETE FROM rate_limit_events WHERE name = ? AND key_hash = ? AND at_us <= ?", l.name, h, cutoff).Error; err != nil {
			return err
		}
		return tx.Exec("INSERT INTO rate_limit_events (name, key_hash, at_us) VALUES (?, ?, ?)", l.name, h, nowUS).Error
	})
	if err != nil {
		return 0, false, fmt.Errorf("rate limit %s: %w", l.name, err)
	}
	if len(at) > 0 {
		return time.UnixMicro(at[0]).Add(l.window).Sub(time.UnixMicro(nowUS)), true, nil
	}
	return 0, n+1 >= int64(l.max), nil
}

// allowPostgres is check's count in one statement, run once the key's lock
// is held (the first statement takes it and lets this transaction commit
// without waiting for the disk: a counted event lost in a crash only
// forgives one request). It sees what others committed before the lock was
// ours, finds the max-th most recent event in the window (the key is full
// while it is there) and, only when there is none, drops the key's old
// events and counts this one. n is the events in the window before this one
// (up to max).
func (l *limiter) allowPostgres(tx *gorm.DB, h string, cutoff, nowUS int64, at *[]int64, n *int64) error {
	var row struct {
		FullAt *int64
		N      int64
	}
	err := tx.Raw(`WITH full_at AS (
			SELECT at_us FROM rate_limit_events
			WHERE name = @name AND key_hash = @key AND at_us > @cutoff
			ORDER BY at_us DESC LIMIT 1 OFFSET @offset
		), dropped AS (
			DELETE FROM rate_limit_events
			WHERE name = @name AND key_hash = @key AND at_us <= @cutoff AND NOT EXISTS (SELECT 1 FROM full_at)
		), counted AS (
			INSERT INTO rate_limit_events (name, key_hash, at_us)
			SELECT @name, @key, @now WHERE NOT EXISTS (SELECT 1 FROM full_at)
		)
		SELECT (SELECT at_us FROM full_at) AS full_at,
			(SELECT count(*) FROM (SELECT 1 FROM rate_limit_events
				WHERE name = @name AND key_hash = @key AND at_us > @cutoff LIMIT @max) AS inside) AS n`,
		sql.Named("name", l.name), sql.Named("key", h), sql.Named("cutoff", cutoff),
		sql.Named("offset", l.max-1), sql.Named("max", l.max), sql.Named("now", nowUS)).Scan(&row).Error
	if row.FullAt != nil {
		*at = []int64{*row.FullAt}
	}
	*n = row.N
	return err
}

// pruneQuietKeys drops, about once a window per process, the events of keys
// that went quiet (Allow cleans up only the key it is asked about).
func (l *limiter) pruneQuietKeys(ctx context.Context, now time.Time) error {
	l.mu.Lock()
	due := now.Sub(l.lastPrune) > l.window
	if due {
		l.lastPrune = now
	}
	l.mu.Unlock()
	if !due {
		return nil
	}
	err := l.p.db.WithContext(ctx).Exec("DELETE FROM rate_limit_events WHERE name = ? AND at_us <= ?",
		l.name, now.Add(-l.window).UnixMicro()).Error
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("rate limit %s: prune: %w", l.name, err)
	}
	return nil
}

// Forget clears the key's events (a successful sign-in).
func (l *limiter) Forget(ctx context.Context, key string) error {
	err := l.p.db.WithContext(ctx).Exec("DELETE FROM rate_limit_events WHERE name = ? AND key_hash = ?", l.name, hashKey(key)).Error
	if err != nil {
		return fmt.Errorf("rate limit %s: forget: %w", l.name, err)
	}
	return nil
}
