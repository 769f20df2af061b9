// Package backupfx wires backups: the attempts' table, the runner on
// SQLite (none on PostgreSQL), the daily schedule, the routes, and what the
// health endpoint and /metrics report.
package backupfx

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/backup"
	"dhoni/internal/backup/gormstore"
	"dhoni/internal/backup/httpapi"
	"dhoni/internal/platform/background"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
)

// tickEvery is how often the schedule is looked at (and the status read
// again, so every replica reports what another one did).
const tickEvery = time.Minute

// Module provides *backup.Service and its routes, and runs the schedule.
var Module = wiring.Module("backup", gormstore.Migrations,
	wiring.Private(gormstore.New),
	fx.Provide(
		NewService,
		httpserver.AsRoutes(httpapi.New),
		database.AsHealthDetail(healthDetail),
		fx.Annotate(metrics, fx.ResultTags(`group:"metrics"`)),
	),
	fx.Invoke(run),
)

// NewService builds the service from the configuration: a runner on
// SQLite, none on PostgreSQL.
func NewService(cfg config.Config, db *database.DB, store *gormstore.Store, shop blobstore.Store, clk clock.Clock, log *zap.Logger) (*backup.Service, error) {
	schedule, err := backup.ParseSchedule(cfg.Backup.Schedule)
	if err != nil {
		return nil, err
	}
	if db.Dialect != database.SQLite {
		return backup.NewService(nil, store, schedule, "", clk), nil
	}
	runner, err := NewRunner(cfg, db, shop, clk, log)
	if err != nil {
		return nil, err
	}
	return backup.NewService(runner, store, schedule, runner.Target, clk), nil
}

// NewRunner is what makes a copy on SQLite (the server's schedule and
// `dhoni backup`), with the attempts recorded in db.
func NewRunner(cfg config.Config, db *database.DB, shop blobstore.Store, clk clock.Clock, log *zap.Logger) (*backup.Runner, error) {
	if db.Dialect != database.SQLite {
		return nil, backup.ErrOperator
	}
	target, err := database.ResolveTarget(cfg)
	if err != nil {
		return nil, err
	}
	store := gormstore.New(db)
	return &backup.Runner{
		Runs: store, Snap: store, Shop: shop, Target: backup.TargetName(cfg, cfg.Backup.To), Clock: clk,
		Log: log.Named("backup"), Database: target.Path, Daily: cfg.Backup.KeepDaily, Weekly: cfg.Backup.KeepWeekly,
		Open: func(ctx context.Context) (backup.Target, error) { return backup.OpenTarget(ctx, cfg, cfg.Backup.To) },
	}, nil
}

func run(lc fx.Lifecycle, s *backup.Service, log *zap.Logger) {
	background.Every(lc, 0, tickEvery, func(ctx context.Context) {
		if err := s.Tick(ctx); err != nil && ctx.Err() == nil {
			log.Warn("backup status not read", zap.Error(err))
		}
	})
	lc.Append(fx.StopHook(s.Stop))
}

type healthBody struct {
	State      string     `json:"state"`
	LastGoodAt *time.Time `json:"last_good_at"`
}

// healthDetail is details.backup on /api/health: "ok", "late" (none for
// two days), "failed" (the last attempt), "none" yet, "off", or "operator".
func healthDetail(s *backup.Service) database.HealthDetail {
	return database.HealthDetail{Name: "backup", Detail: func() any {
		st := s.Cached()
		b := healthBody{State: state(st)}
		if st.HasGood {
			b.LastGoodAt = &st.Good.StartedAt
		}
		return b
	}}
}

func state(st backup.Status) string {
	switch {
	case st.Mode == backup.Operator:
		return "operator"
	case st.Failed:
		return "failed"
	case st.Late:
		return "late"
	case !st.HasGood && st.Mode == backup.Off:
		return "off"
	case !st.HasGood:
		return "none"
	}
	return "ok"
}

type collector struct {
	s                    *backup.Service
	lastGood, size, fail *prometheus.Desc
}

// metrics reports the last good backup's time and size, and whether the
// newest attempt failed.
func metrics(s *backup.Service) prometheus.Collector {
	return collector{s: s,
		lastGood: prometheus.NewDesc("dhoni_backup_last_good_timestamp_seconds", "When the last good backup started (0: none yet).", nil, nil),
		size:     prometheus.NewDesc("dhoni_backup_last_good_bytes", "Size of the last good backup: database and files.", nil, nil),
		fail:     prometheus.NewDesc("dhoni_backup_last_attempt_failed", "1 when the newest backup attempt failed.", nil, nil),
	}
}

func (c collector) Describe(ch chan<- *prometheus.Desc) { ch <- c.lastGood; ch <- c.size; ch <- c.fail }

func (c collector) Collect(ch chan<- prometheus.Metric) {
	st := c.s.Cached()
	if st.Mode == backup.Operator {
		return
	}
	var at, failed float64
	if st.HasGood {
		at = float64(st.Good.StartedAt.Unix())
	}
	if st.Failed {
		failed = 1
	}
	ch <- prometheus.MustNewConstMetric(c.lastGood, prometheus.GaugeValue, at)
	ch <- prometheus.MustNewConstMetric(c.size, prometheus.GaugeValue, float64(st.Good.Bytes))
	ch <- prometheus.MustNewConstMetric(c.fail, prometheus.GaugeValue, failed)
}
