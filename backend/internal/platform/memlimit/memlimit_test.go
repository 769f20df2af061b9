package memlimit_test

import (
	"runtime"
	"runtime/debug"
	"testing"

	"dhoni/internal/platform/memlimit"
)

const mib = 1 << 20

func TestForKeepsTheBaseForASmallHeapAndDoublesALargeOne(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ live, want int64 }{
		{0, 160 * mib},
		{30 * mib, 160 * mib},
		{80 * mib, 160 * mib},
		{130 * mib, 260 * mib},
	} {
		if got := memlimit.For(160*mib, c.live); got != c.want {
			t.Errorf("For(160 MiB, %d MiB) = %d MiB, want %d MiB", c.live/mib, got/mib, c.want/mib)
		}
	}
}

// TestAFollowerRaisesTheLimitForWhatIsKeptNotForABurst: a heap that keeps
// 130 MiB through the whole window gets twice that; a burst of 300 MiB in
// one sample does not raise it; the base holds until the window is full.
func TestAFollowerRaisesTheLimitForWhatIsKeptNotForABurst(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(before)

	f := memlimit.NewFollower(160*mib, 3)
	for i, c := range []struct{ live, want int64 }{
		{130 * mib, 160 * mib}, // the window is not full yet
		{130 * mib, 160 * mib},
		{130 * mib, 260 * mib},
		{300 * mib, 260 * mib}, // a burst
		{130 * mib, 260 * mib},
		{20 * mib, 160 * mib}, // the catalogue got smaller
	} {
		if got := f.Sample(c.live); got != c.want {
			t.Errorf("sample %d (%d MiB): limit %d MiB, want %d MiB", i, c.live/mib, got/mib, c.want/mib)
		}
		if got := debug.SetMemoryLimit(-1); got != c.want {
			t.Errorf("sample %d: the runtime's limit is %d MiB, want %d MiB", i, got/mib, c.want/mib)
		}
	}
}

// TestLiveIsWhatTheLastCollectionKept: 200 MiB kept through a collection
// is in Live; let go, it is not.
func TestLiveIsWhatTheLastCollectionKept(t *testing.T) {
	kept := make([][]byte, 200)
	for i := range kept {
		kept[i] = make([]byte, mib)
	}
	runtime.GC()
	if got := memlimit.Live(); got < 200*mib {
		t.Errorf("with 200 MiB kept, Live = %d MiB", got/mib)
	}
	runtime.KeepAlive(kept)
	kept = nil
	runtime.GC()
	if got := memlimit.Live(); got > 100*mib {
		t.Errorf("with the 200 MiB let go, Live = %d MiB", got/mib)
	}
}
