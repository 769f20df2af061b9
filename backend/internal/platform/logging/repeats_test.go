package logging

import (
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"
)

func TestRepeatedLinesAreWrittenOnceAMinute(t *testing.T) {
	t.Parallel()
	core, logs := observer.New(zap.WarnLevel)
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	r := NewRepeats(zap.New(core), func() time.Time { return now })
	for range 100 {
		r.Warn("refused", "198.51.100.1")
	}
	r.Warn("refused", "198.51.100.2")
	r.Warn("cut", "198.51.100.1")
	if got := logs.Len(); got != 3 {
		t.Fatalf("lines after 100 repeats from one client and one from each of two others: got %d, want 3", got)
	}
	now = now.Add(RepeatWindow)
	r.Warn("refused", "198.51.100.1")
	last := logs.All()[logs.Len()-1]
	if logs.Len() != 4 || last.ContextMap()["repeated"] != int64(99) {
		t.Errorf("a minute later: got %d lines, the last %v, want 4 with repeated=99", logs.Len(), last.ContextMap())
	}
}
