// Package memlimit keeps the Go runtime's soft memory limit above what the
// shop holds. A fixed limit suits a small shop in a small container: garbage
// is collected before the process grows towards the container's limit. A
// shop of tens of thousands of products holds more (its read model and
// search index: about 130 MiB for 50,000), and under a fixed 160 MiB the
// collector ran almost without pause, serving the listing at a third of the
// small shop's speed. So the limit follows the live heap: the base, or
// twice what the collections kept, whichever is more. It follows what the
// heap keeps for a while, the least of the last samples: a burst (uploads
// being decoded, an export) does not raise it, so the bound on memory that
// the base gives a small shop under attack stays.
package memlimit

import (
	"runtime/debug"
	"runtime/metrics"
)

// For is the soft limit for a live heap of live bytes: base, or twice live
// when that is more, so that garbage as big as what is kept may gather
// between two collections.
func For(base, live int64) int64 {
	return max(base, 2*live)
}

// Follower sets the runtime's soft memory limit from the live heap of its
// last samples.
type Follower struct {
	base    int64
	samples []int64 // a ring of the last live heaps
	next    int
}

// NewFollower follows over window samples; the limit is base until the
// window is full.
func NewFollower(base int64, window int) *Follower {
	return &Follower{base: base, samples: make([]int64, 0, window)}
}

// Sample records live, sets the limit to For(base, the least live heap of
// the window) and returns it.
func (f *Follower) Sample(live int64) int64 {
	if len(f.samples) < cap(f.samples) {
		f.samples = append(f.samples, live)
	} else {
		f.samples[f.next] = live
		f.next = (f.next + 1) % len(f.samples)
	}
	least := int64(0)
	if len(f.samples) == cap(f.samples) {
		least = f.samples[0]
		for _, s := range f.samples[1:] {
			least = min(least, s)
		}
	}
	limit := For(f.base, least)
	debug.SetMemoryLimit(limit)
	return limit
}

// Live is the heap the last collection found reachable.
func Live() int64 {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(sample[0].Value.Uint64())
}
