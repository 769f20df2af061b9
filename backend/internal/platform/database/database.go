// Package database opens the GORM connection (SQLite by default, PostgreSQL by
// URL), checks that it is usable, and runs every module's versioned migrations
// before anything else touches it.
package database

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/glebarez/sqlite"
	"go.uber.org/fx"
	"go.uber.org/zap"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/transaction"
)

// Dialect names the database engine behind the connection.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// Target is where the database lives, parsed from the configuration.
type Target struct {
	Dialect Dialect
	// Path is the SQLite file.
	Path string
	// DSN is what the driver is given.
	DSN string
	// Display names the database in messages, without any password.
	Display string
}

// ResolveTarget turns DHONI_DATABASE_URL (or, when empty, the data directory)
// into a Target.
func ResolveTarget(cfg config.Config) (Target, error) {
	raw := cfg.DatabaseURL
	switch {
	case raw == "":
		return sqliteTarget(filepath.Join(cfg.DataDir, "dhoni.db")), nil
	case strings.HasPrefix(raw, "postgres://"), strings.HasPrefix(raw, "postgresql://"):
		u, err := url.Parse(raw)
		if err != nil {
			return Target{}, errors.New("DHONI_DATABASE_URL is not a valid postgres:// URL")
		}
		q := u.Query()
		if q.Get("connect_timeout") == "" {
			// Fail fast on an unreachable server instead of hanging at start.
			q.Set("connect_timeout", "5")
		}
		if q.Get("plan_cache_mode") == "" {
			// Plan each statement for its values: a prepared search's
			// generic plan, made for LIKE $1 whatever it holds, walked the
			// million orders for three digits of a phone that its own plan
			// finds through the trigram index (140 ms against 20;
			// decision 258). Planning again costs well under a millisecond.
			q.Set("plan_cache_mode", "force_custom_plan")
		}
		u.RawQuery = q.Encode()
		display := "PostgreSQL at " + u.Host + u.Path
		return Target{Dialect: Postgres, DSN: u.String(), Display: display}, nil
	case strings.HasPrefix(raw, "sqlite://"):
		path := strings.TrimPrefix(raw, "sqlite://")
		if path == "" {
			return Target{}, errors.New("DHONI_DATABASE_URL sqlite:// needs a file path, as in sqlite:///var/lib/dhoni/dhoni.db")
		}
		return sqliteTarget(path), nil
	default:
		return Target{}, errors.New("DHONI_DATABASE_URL must start with postgres:// or sqlite://")
	}
}

func sqliteTarget(path string) Target {
	// WAL lets readers run beside the one writer; IMMEDIATE transactions take the
	// write lock up front so two writers queue instead of failing to upgrade.
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	return Target{Dialect: SQLite, Path: path, DSN: dsn, Display: "SQLite at " + path}
}

// maxPostgresConns bounds one process's connections to PostgreSQL.
const maxPostgresConns = 20

// DB is the open database with its dialect.
type DB struct {
	*gorm.DB
	Dialect Dialect
	Display string
	path    string
}

// Open connects, checks the connection and returns a DB ready for migrations.
// Errors are worded for the person starting the server.
func Open(ctx context.Context, cfg config.Config, log *zap.Logger) (*DB, error) {
	t, err := ResolveTarget(cfg)
	if err != nil {
		return nil, err
	}
	gcfg := &gorm.Config{Logger: newGormLogger(log), TranslateError: true}

	var gdb *gorm.DB
	switch t.Dialect {
	case SQLite:
		if err := checkWritableDir(filepath.Dir(t.Path)); err != nil {
			return nil, err
		}
		gdb, err = openSQLite(ctx, t.DSN, gcfg)
	case Postgres:
		gdb, err = gorm.Open(postgres.Open(t.DSN), gcfg)
	}
	if err != nil {
		return nil, describe(t, err)
	}
	sqlDB, err := gdb.DB()
	if err != nil {
		return nil, describe(t, err)
	}
	if t.Dialect == SQLite {
		sqlDB.SetMaxOpenConns(8)
	} else {
		// As many kept idle as may be open: under load a connection handed
		// back while the pool is full of idle ones would be closed, and the
		// next request would wait for PostgreSQL to start a new backend.
		sqlDB.SetMaxOpenConns(maxPostgresConns)
		sqlDB.SetMaxIdleConns(maxPostgresConns)
		sqlDB.SetConnMaxIdleTime(5 * time.Minute)
		sqlDB.SetConnMaxLifetime(30 * time.Minute)
	}

	pingCtx, cancel := context.WithTimeout(ctx, 8*time.Second)
	defer cancel()
	if err := ping(pingCtx, gdb, t.Dialect); err != nil {
		_ = sqlDB.Close()
		return nil, describe(t, err)
	}
	return &DB{DB: gdb, Dialect: t.Dialect, Display: t.Display, path: t.Path}, nil
}

// openSQLite opens the file, waiting out another process that holds it
// while it switches the journal to WAL: SQLite answers that switch with
// "database is locked" at once, without its busy timeout, so replicas or a
// migrate command started together with the server would otherwise fail.
func openSQLite(ctx context.Context, dsn string, gcfg *gorm.Config) (*gorm.DB, error) {
	deadline := time.Now().Add(10 * time.Second)
	for {
		gdb, err := gorm.Open(sqlite.Open(dsn), gcfg)
		if err == nil {
			err = ping(ctx, gdb, SQLite)
			if err == nil {
				return gdb, nil
			}
			if sqlDB, dbErr := gdb.DB(); dbErr == nil {
				_ = sqlDB.Close()
			}
		}
		if !strings.Contains(err.Error(), "database is locked") || time.Now().After(deadline) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// ping proves the database is usable, not merely that a socket opened: SQLite
// reads the file's header (a corrupt file fails here), PostgreSQL answers a query.
func ping(ctx context.Context, gdb *gorm.DB, d Dialect) error {
	q := "SELECT 1"
	if d == SQLite {
		q = "SELECT count(*) FROM sqlite_master"
	}
	var n int
	return gdb.WithContext(ctx).Raw(q).Scan(&n).Error
}

// Ping checks the database for the health endpoint.
func (db *DB) Ping(ctx context.Context) error {
	return ping(ctx, db.DB, db.Dialect)
}

// Close releases the connection pool.
func (db *DB) Close() error {
	sqlDB, err := db.DB.DB()
	if err != nil {
		return err
	}
	return sqlDB.Close()
}

func checkWritableDir(dir string) error {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return fmt.Errorf("data directory %s cannot be created: %w", dir, fault.Cause[os.PathError](err))
	}
	probe, err := os.CreateTemp(dir, ".write-check-*")
	if err != nil {
		return fmt.Errorf("data directory %s is not writable: %w", dir, fault.Cause[os.PathError](err))
	}
	name := probe.Name()
	if err := probe.Close(); err != nil {
		return fmt.Errorf("data directory %s is not writable: %w", dir, err)
	}
	if err := os.Remove(name); err != nil {
		return fmt.Errorf("data directory %s is not writable: %w", dir, fault.Cause[os.PathError](err))
	}
	return nil
}

// describe turns a driver error into one sentence naming the problem.
func describe(t Target, err error) error {
	msg := err.Error()
	var netErr net.Error
	switch {
	case t.Dialect == SQLite && (strings.Contains(msg, "not a database") || strings.Contains(msg, "malformed")):
		return fmt.Errorf("%s is not a usable SQLite database (corrupt or not a database file): %s", t.Display, msg)
	case t.Dialect == SQLite && (strings.Contains(msg, "readonly") || strings.Contains(msg, "unable to open")):
		return fmt.Errorf("%s cannot be opened for writing: %s", t.Display, msg)
	case t.Dialect == Postgres && (errors.As(err, &netErr) || strings.Contains(msg, "dial") ||
		strings.Contains(msg, "connect") || strings.Contains(msg, "timeout")):
		return fmt.Errorf("cannot reach %s: %s", t.Display, lastClause(msg))
	}
	return fmt.Errorf("%s: %s", t.Display, msg)
}

// lastClause keeps the driver's final, most specific reason.
func lastClause(msg string) string {
	if i := strings.LastIndex(msg, ": "); i >= 0 && i+2 < len(msg) {
		return msg[i+2:]
	}
	return msg
}

// Module opens the database, runs the migrations every module contributed in
// the SchemaOrder the application supplies, provides the Transactor, and
// closes the pool when the application stops (after the HTTP server drained).
var Module = fx.Module("database",
	fx.Provide(
		func(lc fx.Lifecycle, cfg config.Config, log *zap.Logger, p migrationsIn) (*DB, error) {
			sets, err := p.Order.Sort(p.Sets)
			if err != nil {
				return nil, err
			}
			ctx := context.Background()
			db, err := Open(ctx, cfg, log)
			if err != nil {
				return nil, err
			}
			if _, err := Migrate(ctx, db, sets, log); err != nil {
				_ = db.Close()
				return nil, err
			}
			lc.Append(fx.StopHook(db.Close))
			return db, nil
		},
		func(db *DB) *gorm.DB { return db.DB },
		// The unit of work across modules (orders take stock, store themselves
		// and queue their announcement in one transaction).
		fx.Annotate(NewTransactor, fx.As(fx.Self()), fx.As(new(transaction.Transactor))),
		AsHealthCheck(func(db *DB) HealthCheck { return HealthCheck{Name: "database", Check: db.Ping} }),
	),
)
