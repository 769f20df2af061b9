package backup

import (
	"context"
	"errors"
	"sync"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/platform/clock"
)

// LateAfter is how long without a good backup before the owner is warned.
const LateAfter = 48 * time.Hour

// Mode is who backs the shop up.
type Mode string

const (
	// Scheduled: the shop, every day at the schedule's time.
	Scheduled Mode = "scheduled"
	// Off: the shop could, but DHONI_BACKUP_SCHEDULE is off.
	Off Mode = "off"
	// Operator: the shop is on PostgreSQL, backed up with pg_dump.
	Operator Mode = "operator"
)

// Status is what the owner and the operator are told.
type Status struct {
	Mode     Mode
	Schedule string
	Target   string
	Last     Run
	HasLast  bool
	Good     Run
	HasGood  bool
	// Late: no good backup for LateAfter (or never, in a shop serving that long).
	Late bool
	// Failed: the newest attempt failed (Last.Problem says why).
	Failed bool
}

// Service tells the backup status and makes backups on demand and on
// schedule. Runner is nil on PostgreSQL.
type Service struct {
	runner   *Runner
	runs     Runs
	schedule Schedule
	target   string
	clock    clock.Clock
	started  time.Time

	busy   sync.Mutex // one backup at a time in this process
	mu     sync.Mutex
	cached Status
	ctx    context.Context // cancelled at stop: a backup asked for by the admin ends
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// NewService returns the service; runner is nil where the shop does not
// back itself up (PostgreSQL).
func NewService(runner *Runner, runs Runs, schedule Schedule, target string, clk clock.Clock) *Service {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Service{runner: runner, runs: runs, schedule: schedule, target: target, clock: clk, started: clk.Now(), ctx: ctx, cancel: cancel}
	s.cached = Status{Mode: s.mode(), Schedule: schedule.String(), Target: target}
	return s
}

func (s *Service) mode() Mode {
	switch {
	case s.runner == nil:
		return Operator
	case !s.schedule.On():
		return Off
	}
	return Scheduled
}

// Status reads the newest attempts and says where backups stand.
func (s *Service) Status(ctx context.Context) (Status, error) {
	st := Status{Mode: s.mode(), Schedule: s.schedule.String(), Target: s.target}
	if st.Mode == Operator {
		return st, nil
	}
	var err error
	st.Last, st.HasLast, st.Good, st.HasGood, err = s.runs.Latest(ctx)
	if err != nil {
		return Status{}, err
	}
	if st.HasLast && !st.Last.Finished() && !s.runner.Running() {
		// Its process ended without recording the end: killed half-way.
		st.Last.FinishedAt, st.Last.Problem = st.Last.StartedAt, cutOff
	}
	now := s.clock.Now()
	if st.HasGood {
		st.Late = now.Sub(st.Good.StartedAt) > LateAfter
	} else {
		st.Late = now.Sub(s.started) > LateAfter
	}
	st.Failed = st.HasLast && st.Last.Finished() && !st.Last.OK
	s.mu.Lock()
	s.cached = st
	s.mu.Unlock()
	return st, nil
}

// Cached is the status as last read (health and metrics: no query each time).
func (s *Service) Cached() Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cached
}

// Start makes a backup now, in the background (the admin's "Back up now").
func (s *Service) Start(trigger string) error {
	if s.runner == nil {
		return ErrOperator
	}
	if !s.busy.TryLock() {
		return ErrBusy
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer s.busy.Unlock()
		// A failure is recorded and logged by Run, and shows in the status.
		if _, err := s.runner.Run(s.ctx, trigger); errors.Is(err, ErrBusy) {
			s.runner.Log.Info("backup not started: " + err.Error())
		}
		if _, err := s.Status(context.WithoutCancel(s.ctx)); err != nil {
			s.runner.Log.Warn("backup status not read", zap.Error(err))
		}
	}()
	return nil
}

// Tick refreshes the status and makes the scheduled backup when it is owed.
func (s *Service) Tick(ctx context.Context) error {
	st, err := s.Status(ctx)
	if err != nil || s.runner == nil {
		return err
	}
	if !s.schedule.Owed(s.clock.Now(), s.started, st.Last, st.HasLast, st.Good, st.HasGood) || !s.busy.TryLock() {
		return nil
	}
	defer s.busy.Unlock()
	// A failure is recorded and logged by Run, and shows in the status.
	if _, err := s.runner.Run(ctx, "schedule"); errors.Is(err, ErrBusy) {
		return nil
	}
	_, err = s.Status(context.WithoutCancel(ctx))
	return err
}

// Stop ends a backup the admin asked for and waits for it to be recorded.
func (s *Service) Stop() {
	s.cancel()
	s.wg.Wait()
}
