package logging

import (
	"sync"
	"time"

	"go.uber.org/zap"
)

// maxRepeatKeys bounds the causes and clients remembered; past it they are
// all forgotten (the next line of each is written at once).
const maxRepeatKeys = 10_000

// RepeatWindow is how often a repeated line is written at most.
const RepeatWindow = time.Minute

// Repeats writes a WARN line the first time a cause (its message) and a
// client give it, then at most once a RepeatWindow, with "repeated" saying
// how many were held back since the last one written: a client hammering a
// refused route costs the log one line a minute, not one a request.
type Repeats struct {
	log *zap.Logger
	now func() time.Time

	mu   sync.Mutex
	seen map[string]*repeat
}

type repeat struct {
	written time.Time
	held    int
}

// NewRepeats returns Repeats writing to log; now is the clock.
func NewRepeats(log *zap.Logger, now func() time.Time) *Repeats {
	return &Repeats{log: log, now: now, seen: map[string]*repeat{}}
}

// Warn writes msg for client unless it was written for the same client
// within the window, in which case it is only counted.
func (r *Repeats) Warn(msg, client string, fields ...zap.Field) {
	key := msg + "\x00" + client
	now := r.now()
	r.mu.Lock()
	e, ok := r.seen[key]
	if ok && now.Sub(e.written) < RepeatWindow {
		e.held++
		r.mu.Unlock()
		return
	}
	held := 0
	if ok {
		held = e.held
	}
	if !ok && len(r.seen) >= maxRepeatKeys {
		r.seen = map[string]*repeat{}
	}
	r.seen[key] = &repeat{written: now}
	r.mu.Unlock()
	if held > 0 {
		fields = append(fields, zap.Int("repeated", held))
	}
	r.log.Warn(msg, fields...)
}
