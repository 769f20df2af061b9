package memo_test

import (
	"context"
	"errors"
	"testing"

	"dhoni/internal/platform/memo"
)

func TestLoadReadsOncePerMemo(t *testing.T) {
	t.Parallel()
	reads := 0
	load := func(context.Context) (int, error) { reads++; return reads, nil }
	type key struct{}

	ctx := memo.With(context.Background())
	for range 3 {
		if v, err := memo.Load(memo.With(ctx), key{}, load); err != nil || v != 1 {
			t.Fatalf("with a memo: got %d, %v; want the first read, 1", v, err)
		}
	}
	if v, _ := memo.Load(context.Background(), key{}, load); v != 2 || reads != 2 {
		t.Errorf("without a memo: got %d after %d reads, want a read of its own", v, reads)
	}
	if v, _ := memo.Load(memo.With(context.Background()), key{}, load); v != 3 {
		t.Errorf("another memo: got %d, want a read of its own", v)
	}

	failing := memo.With(context.Background())
	boom := errors.New("boom")
	if _, err := memo.Load(failing, key{}, func(context.Context) (int, error) { return 0, boom }); !errors.Is(err, boom) {
		t.Fatalf("got %v, want the load's error", err)
	}
	if v, err := memo.Load(failing, key{}, load); err != nil || v != 4 {
		t.Errorf("after a failed load: got %d, %v; want a new read (errors are not kept)", v, err)
	}
}
