// Package memo keeps what one unit of work (placing an order) has read, so
// that the modules it calls read a shared thing once: the settings, read for
// the delivery fees, are the same settings the low-stock alert asks for
// later in the order's transaction, while the product's row is locked.
package memo

import (
	"context"
	"sync"
)

type ctxKey struct{}

type values struct {
	mu sync.Mutex
	m  map[any]any
}

// With returns ctx carrying an empty memo, or ctx itself when it carries
// one already.
func With(ctx context.Context) context.Context {
	if _, ok := ctx.Value(ctxKey{}).(*values); ok {
		return ctx
	}
	return context.WithValue(ctx, ctxKey{}, &values{m: map[any]any{}})
}

// Load returns what ctx's memo holds under key, calling load the first time
// (an error is returned and not kept). Without a memo in ctx it calls load.
func Load[T any](ctx context.Context, key any, load func(context.Context) (T, error)) (T, error) {
	v, ok := ctx.Value(ctxKey{}).(*values)
	if !ok {
		return load(ctx)
	}
	v.mu.Lock()
	got, found := v.m[key]
	v.mu.Unlock()
	if found {
		return got.(T), nil
	}
	t, err := load(ctx)
	if err != nil {
		return t, err
	}
	v.mu.Lock()
	v.m[key] = t
	v.mu.Unlock()
	return t, nil
}
