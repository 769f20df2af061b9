package ratelimit

import (
	"testing"
	"time"

	"dhoni/internal/platform/clock"
)

func TestSlidingWindow(t *testing.T) {
	t.Parallel()
	clk := clock.NewManual(time.Date(2025, 1, 1, 10, 0, 0, 0, time.UTC))
	l := New(clk, 3, 10*time.Minute)
	for i := range 3 {
		if wait := l.Allow("a"); wait != 0 {
			t.Fatalf("event %d: got wait %v, want allowed", i+1, wait)
		}
		clk.Advance(time.Minute)
	}
	if wait := l.Allow("a"); wait != 7*time.Minute {
		t.Errorf("fourth event: got wait %v, want 7m (until the first leaves the window)", wait)
	}
	if wait := l.Allow("b"); wait != 0 {
		t.Errorf("another client: got wait %v, want allowed", wait)
	}
	clk.Advance(7 * time.Minute)
	if wait := l.Allow("a"); wait != 0 {
		t.Errorf("after the window moved: got wait %v, want allowed", wait)
	}
	clk.Advance(time.Hour)
	l.Allow("c")
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.hits["a"]; ok {
		t.Error("a quiet client is still remembered after the window")
	}
}
