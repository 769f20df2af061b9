package coalesce_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"dhoni/internal/platform/coalesce"
)

// TestEveryCallerGetsAReadStartedAfterItsCall: while a writer keeps
// changing a value, 64 callers at once each get a value read no earlier
// than their call, in fewer reads than callers; keys read together get
// their own values, and a key the read did not answer is not ok.
func TestEveryCallerGetsAReadStartedAfterItsCall(t *testing.T) {
	t.Parallel()
	var committed, reads atomic.Int64
	b := coalesce.New(2, 1000, time.Second, func(_ context.Context, keys []int) (map[int]int64, error) {
		reads.Add(1)
		v := committed.Load()
		time.Sleep(time.Millisecond) // a statement takes a while
		out := map[int]int64{}
		for _, k := range keys {
			if k >= 0 {
				out[k] = v + int64(k)
			}
		}
		return out, nil
	})
	stop := make(chan struct{})
	var writer sync.WaitGroup
	writer.Go(func() {
		for {
			select {
			case <-stop:
				return
			default:
				committed.Add(1000)
				time.Sleep(50 * time.Microsecond)
			}
		}
	})
	const callers = 64
	var wg sync.WaitGroup
	for i := range callers {
		wg.Go(func() {
			key := i % 4
			if i%8 == 7 {
				key = -1
			}
			before := committed.Load()
			v, ok, err := b.Get(context.Background(), key)
			switch {
			case err != nil:
				t.Errorf("caller %d: %v", i, err)
			case key < 0 && ok:
				t.Errorf("caller %d, a key not read: got %d, want none", i, v)
			case key >= 0 && (!ok || v%1000 != int64(key)):
				t.Errorf("caller %d: got %d (%v), want its own key's value", i, v, ok)
			case key >= 0 && v-int64(key) < before:
				t.Errorf("caller %d: got a value read at %d, before its call at %d", i, v-int64(key), before)
			}
		})
	}
	wg.Wait()
	close(stop)
	writer.Wait()
	if n := reads.Load(); n >= callers {
		t.Errorf("reads: got %d for %d callers, want fewer", n, callers)
	}
}

// TestACallerStopsWaitingWithItsContext: a caller whose request ends stops
// waiting for a slow read; the read's error reaches every caller of its
// batch; a batch holds at most max keys.
func TestACallerStopsWaitingWithItsContext(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	failed := errors.New("database gone")
	var mu sync.Mutex
	var sizes []int
	b := coalesce.New(1, 2, time.Second, func(_ context.Context, keys []string) (map[string]bool, error) {
		mu.Lock()
		sizes = append(sizes, len(keys))
		mu.Unlock()
		<-release
		return nil, failed
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := b.Get(ctx, "a"); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled caller: got %v, want context.Canceled", err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 5)
	for i := range errs {
		wg.Go(func() { _, _, errs[i] = b.Get(context.Background(), string(rune('b'+i))) })
	}
	time.Sleep(20 * time.Millisecond)
	close(release)
	wg.Wait()
	for i, err := range errs {
		if !errors.Is(err, failed) {
			t.Errorf("caller %d: got %v, want the read's error", i, err)
		}
	}
	for _, n := range sizes {
		if n > 2 {
			t.Errorf("a batch of %d keys, want at most 2", n)
		}
	}
}
