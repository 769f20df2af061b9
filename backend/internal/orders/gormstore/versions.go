package gormstore

import (
	"context"
	"database/sql/driver"
	"fmt"
	"strings"
	"sync"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/orders"
)

// maxVersionBatch bounds the order numbers one statement reads.
const maxVersionBatch = 1000

// versionReadTimeout bounds one batch's statement: the lookups waiting for
// it give up with their own requests, but the next batch waits for this one.
const versionReadTimeout = 10 * time.Second

// versionReads coalesces the version reads of concurrent lookups
// (PostgreSQL): a lookup adds its order number to the batch waiting to be
// read, and one statement reads the whole batch as soon as no other batch's
// statement is running. A lookup only ever joins a batch whose statement has
// not started, so every version it gets was read after it asked: a change
// committed before the lookup arrived, on any replica, is always seen
// (decision 144). Under load one statement answers many lookups; alone, a
// lookup waits for no one.
type versionReads struct {
	db *gorm.DB
	// running holds a token while a batch's statement runs.
	running chan struct{}

	mu      sync.Mutex
	waiting *versionBatch
}

// versionBatch is the order numbers one statement reads, and its answer.
type versionBatch struct {
	numbers map[string]struct{}
	// done is closed once versions and err are set.
	done     chan struct{}
	versions map[string]string
	err      error
}

func newVersionReads(db *gorm.DB) *versionReads {
	return &versionReads{db: db, running: make(chan struct{}, 1)}
}

// version returns the order's version read by a statement that started
// after this call, or orders.ErrNotFound.
func (r *versionReads) version(ctx context.Context, number string) (string, error) {
	r.mu.Lock()
	b := r.waiting
	first := b == nil || len(b.numbers) >= maxVersionBatch
	if first {
		b = &versionBatch{numbers: map[string]struct{}{}, done: make(chan struct{})}
		r.waiting = b
	}
	b.numbers[number] = struct{}{}
	r.mu.Unlock()
	if first {
		// Not on the caller's cancellation: the batch is everyone's.
		go r.read(context.WithoutCancel(ctx), b)
	}
	select {
	case <-b.done:
	case <-ctx.Done():
		return "", fmt.Errorf("version of order %s: %w", number, ctx.Err())
	}
	if b.err != nil {
		return "", fmt.Errorf("version of order %s: %w", number, b.err)
	}
	v, ok := b.versions[number]
	if !ok {
		return "", orders.ErrNotFound
	}
	return v, nil
}

// read waits for the running statement, closes the batch to newcomers and
// reads it.
func (r *versionReads) read(ctx context.Context, b *versionBatch) {
	r.running <- struct{}{}
	defer func() { <-r.running }()
	defer close(b.done)
	r.mu.Lock()
	if r.waiting == b {
		r.waiting = nil
	}
	numbers := make(textArray, 0, len(b.numbers))
	for n := range b.numbers {
		numbers = append(numbers, n)
	}
	r.mu.Unlock()

	ctx, cancel := context.WithTimeout(ctx, versionReadTimeout)
	defer cancel()
	var rows []struct{ OrderNumber, Version string }
	b.err = r.db.WithContext(ctx).
		Raw("SELECT order_number, xmin::text AS version FROM orders WHERE order_number = ANY(?::text[])", numbers).
		Scan(&rows).Error
	b.versions = make(map[string]string, len(rows))
	for _, row := range rows {
		b.versions[row.OrderNumber] = row.Version
	}
}

// textArray is a PostgreSQL text[] parameter: one statement text for any
// number of elements (GORM would spell a slice out as a list).
type textArray []string

// Value implements driver.Valuer: the array literal, every element quoted.
func (a textArray) Value() (driver.Value, error) {
	var b strings.Builder
	b.WriteByte('{')
	for i, s := range a {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(arrayEscaper.Replace(s))
		b.WriteByte('"')
	}
	b.WriteByte('}')
	return b.String(), nil
}

var arrayEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)
