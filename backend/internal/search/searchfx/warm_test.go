package searchfx

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/fx/fxtest"
	"go.uber.org/zap"

	"dhoni/internal/platform/clock"
	"dhoni/internal/search"
)

// counting is a catalogue of one product that counts its reads.
type counting struct{ reads atomic.Int32 }

func (c *counting) Documents(context.Context) ([]search.Document, []search.Category, error) {
	c.reads.Add(1)
	return []search.Document{{ID: "1", Slug: "blue-fan", Shop: "accessories", Title: "Blue Fan"}}, nil, nil
}

// liveAfter is a read model that becomes live once its flag is set.
type liveAfter struct{ live atomic.Bool }

func (l *liveAfter) Generation() (uint64, bool) { return 7, l.live.Load() }

func TestTheIndexIsBuiltOnceTheReadModelIsLiveBeforeAnySearch(t *testing.T) {
	cat, ch := &counting{}, &liveAfter{}
	s := search.NewService(cat, ch, search.NewMisses(nil, clock.System{}), clock.System{})
	lc := fxtest.NewLifecycle(t)
	warm(lc, s, ch, zap.NewNop())
	lc.RequireStart()
	defer lc.RequireStop()

	time.Sleep(150 * time.Millisecond)
	if n := cat.reads.Load(); n != 0 {
		t.Fatalf("the catalogue was read %d times before the read model was live: an index it would not keep", n)
	}
	ch.live.Store(true)
	for deadline := time.Now().Add(5 * time.Second); cat.reads.Load() == 0; {
		if time.Now().After(deadline) {
			t.Fatal("the index was not built after start")
		}
		time.Sleep(10 * time.Millisecond)
	}
	res, err := s.Search(context.Background(), "fan", 1, 0)
	if err != nil || res.Total != 1 {
		t.Fatalf("search for fan: %+v, %v", res, err)
	}
	if n := cat.reads.Load(); n != 1 {
		t.Fatalf("the first search read the catalogue again (%d reads)", n)
	}
}
