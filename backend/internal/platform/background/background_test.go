package background_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/fx/fxtest"

	"dhoni/internal/platform/background"
)

func TestRunStartsWithTheApplicationAndStopsWithIt(t *testing.T) {
	t.Parallel()
	lc := fxtest.NewLifecycle(t)
	started, stopped := make(chan struct{}), make(chan struct{})
	background.Run(lc, func(ctx context.Context) {
		close(started)
		<-ctx.Done()
		close(stopped)
	})
	select {
	case <-started:
		t.Fatal("run started before the application")
	case <-time.After(20 * time.Millisecond):
	}
	lc.RequireStart()
	<-started
	lc.RequireStop()
	select {
	case <-stopped:
	default:
		t.Fatal("stop returned before run did")
	}
}

func TestStopGivesUpAtItsDeadline(t *testing.T) {
	t.Parallel()
	lc := fxtest.NewLifecycle(t)
	release := make(chan struct{})
	defer close(release)
	background.Run(lc, func(context.Context) { <-release })
	lc.RequireStart()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := lc.Stop(ctx); err == nil {
		t.Fatal("stop with run still busy: got no error, want the deadline's")
	}
}

func TestEveryWaitsFirstThenRepeats(t *testing.T) {
	t.Parallel()
	lc := fxtest.NewLifecycle(t)
	var calls atomic.Int32
	background.Every(lc, 100*time.Millisecond, 10*time.Millisecond, func(context.Context) { calls.Add(1) })
	lc.RequireStart()
	time.Sleep(50 * time.Millisecond)
	if n := calls.Load(); n != 0 {
		t.Errorf("calls before the first wait ended: got %d, want 0", n)
	}
	deadline := time.Now().Add(5 * time.Second)
	for calls.Load() < 3 {
		if time.Now().After(deadline) {
			t.Fatalf("calls after 5 s: got %d, want at least 3", calls.Load())
		}
		time.Sleep(5 * time.Millisecond)
	}
	lc.RequireStop()
	after := calls.Load()
	time.Sleep(50 * time.Millisecond)
	if n := calls.Load(); n != after {
		t.Errorf("calls after stop: got %d more, want none", n-after)
	}
}
