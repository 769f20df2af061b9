package backup

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/clock"
)

// Runner makes one backup at a time, on this process and across every
// process on the machine (a lock beside the database file), and records
// each attempt.
type Runner struct {
	Runs     Runs
	Snap     Snapshotter
	Shop     blobstore.Store
	Open     func(ctx context.Context) (Target, error)
	Target   string // where to, in words, for messages before Open succeeds
	Clock    clock.Clock
	Log      *zap.Logger
	Database string // the SQLite file: the lock and the temporary copy go beside it
	Daily    int
	Weekly   int
}

// cutOff is the problem recorded for an attempt a stop cut short.
const cutOff = "the backup was cut off before it finished (the shop stopped during it); its partial copy is not counted"

// Run makes a copy now. A failure is recorded and logged in words, and
// returned; ErrBusy means another backup is running.
func (r *Runner) Run(ctx context.Context, trigger string) (Run, error) {
	unlock, err := tryLock(r.Database + ".backup-lock")
	if err != nil {
		return Run{}, err
	}
	defer unlock()
	now := r.Clock.Now()
	if err := r.Runs.CutOff(ctx, now, cutOff); err != nil {
		return Run{}, err
	}
	id, err := r.Runs.Start(ctx, trigger, now)
	if err != nil {
		return Run{}, err
	}
	run := Run{ID: id, Trigger: trigger, StartedAt: now}
	name := copyName(now)
	m, where, err := r.attempt(ctx, name, now)
	run.FinishedAt = r.Clock.Now()
	if err != nil {
		run.Problem = Describe(err, where)
		r.Log.Error("backup failed: "+run.Problem, zap.String("copy", name), zap.Error(err))
	} else {
		run.OK, run.Copy, run.Bytes, run.Files = true, name, m.Bytes(), len(m.Files)
		r.Log.Info("backup made", zap.String("copy", name), zap.String("to", where),
			zap.Int64("bytes", run.Bytes), zap.Int("files", run.Files))
	}
	// Recorded even when the stop that cut it short cancelled ctx.
	if ferr := r.Runs.Finish(context.WithoutCancel(ctx), id, run); ferr != nil {
		return run, errors.Join(err, ferr)
	}
	return run, err
}

// Running reports whether a backup holds the lock now, in any process.
func (r *Runner) Running() bool {
	unlock, err := tryLock(r.Database + ".backup-lock")
	if err != nil {
		return errors.Is(err, ErrBusy)
	}
	unlock()
	return false
}

func (r *Runner) attempt(ctx context.Context, name string, now time.Time) (Manifest, string, error) {
	t, err := r.Open(ctx)
	if err != nil {
		return Manifest{}, r.Target, err
	}
	m, err := copyTo(ctx, t, r.Snap, r.Shop, filepath.Dir(r.Database), name, now)
	if err != nil {
		return m, t.Name, err
	}
	if err := prune(ctx, t.Store, name, r.Daily, r.Weekly); err != nil {
		// The copy is made and good; thinning out waits for the next one.
		r.Log.Warn("old backups not removed: "+Describe(err, t.Name), zap.Error(err))
	}
	return m, t.Name, nil
}

// prune removes the unfinished copies and the complete ones retention does
// not keep, then the files no kept copy names.
func prune(ctx context.Context, s blobstore.Store, current string, daily, weekly int) error {
	complete, unfinished, err := listCopies(ctx, s)
	if err != nil {
		return err
	}
	keep := Keep(complete, daily, weekly)
	keep[current] = true
	for _, name := range append(complete, unfinished...) {
		if !keep[name] {
			if err := deleteUnder(ctx, s, copiesDir+name+"/"); err != nil {
				return err
			}
		}
	}
	named := map[string]bool{}
	for name := range keep {
		m, err := readManifest(ctx, s, name)
		if err != nil {
			return err
		}
		for _, f := range m.Files {
			named[f.Key] = true
		}
	}
	var unnamed []string
	err = s.Walk(ctx, filesDir, func(i blobstore.Info) error {
		if !named[strings.TrimPrefix(i.Key, filesDir)] {
			unnamed = append(unnamed, i.Key)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, k := range unnamed {
		if err := s.Delete(ctx, k); err != nil {
			return err
		}
	}
	return nil
}

func deleteUnder(ctx context.Context, s blobstore.Store, prefix string) error {
	var keys []string
	if err := s.Walk(ctx, prefix, func(i blobstore.Info) error {
		keys = append(keys, i.Key)
		return nil
	}); err != nil {
		return err
	}
	for _, k := range keys {
		if err := s.Delete(ctx, k); err != nil {
			return err
		}
	}
	return nil
}
