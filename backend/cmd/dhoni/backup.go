package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/backup"
	"dhoni/internal/backup/backupfx"
	backupstore "dhoni/internal/backup/gormstore"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// backupCommand is `dhoni backup` (one copy now, beside a running shop or
// not) and `dhoni restore --from COPY --data-dir DIR`.
func backupCommand(cfg config.Config, log *zap.Logger, stdout io.Writer, cmd string, args []string) int {
	ctx := context.Background()
	var err error
	if cmd == "backup" {
		err = backupNow(ctx, cfg, log, stdout)
	} else {
		err = restore(ctx, cfg, log, stdout, args)
	}
	if errors.Is(err, flag.ErrHelp) {
		return 2
	}
	if err != nil {
		log.Error(cmd + " failed: " + oneLine(err))
		return 1
	}
	return 0
}

func backupNow(ctx context.Context, cfg config.Config, log *zap.Logger, stdout io.Writer) error {
	db, err := database.Open(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer func() { _ = db.Close() }()
	set := database.MigrationSet{Name: "backup", FS: backupstore.Migrations, Dir: "migrations"}
	if _, err := database.Migrate(ctx, db, []database.MigrationSet{set}, log); err != nil {
		return err
	}
	shop, err := blobstore.FromConfig(ctx, cfg)
	if err != nil {
		return err
	}
	runner, err := backupfx.NewRunner(cfg, db, shop, clock.System{}, log)
	if err != nil {
		return err
	}
	run, err := runner.Run(ctx, "command")
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Backup %s made in %s: %d bytes, %d files.\n", run.Copy, runner.Target, run.Bytes, run.Files)
	return nil
}

func restore(ctx context.Context, cfg config.Config, log *zap.Logger, stdout io.Writer, args []string) error {
	flags := flag.NewFlagSet("dhoni restore", flag.ContinueOnError)
	from := flags.String("from", "", "the backup: a folder, one of its copies (FOLDER/copies/NAME), or s3://bucket/prefix?endpoint=...")
	dir := flags.String("data-dir", "", "the data directory to rebuild: new or empty")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if *from == "" || *dir == "" || flags.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "dhoni restore: name the backup and the new data directory, as in: dhoni restore --from /backups --data-dir /var/lib/dhoni-restored")
		return flag.ErrHelp
	}
	src, err := backup.FindSource(ctx, cfg, *from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*dir, 0o750); err != nil {
		return err
	}
	var orders int64
	verify := func(ctx context.Context, path string, made backup.Run) error {
		c := cfg
		c.DataDir, c.DatabaseURL = filepath.Dir(path), "sqlite://"+path
		db, err := database.Open(ctx, c, log)
		if err != nil {
			return err
		}
		defer func() { _ = db.Close() }()
		var check string
		if err := db.Raw("PRAGMA integrity_check").Scan(&check).Error; err != nil {
			return err
		}
		if check != "ok" {
			return fmt.Errorf("integrity check: %s", check)
		}
		if err := db.Raw("SELECT count(*) FROM orders").Scan(&orders).Error; err != nil {
			return err
		}
		return backupstore.New(db).Restored(ctx, made)
	}
	m, err := backup.Restore(ctx, src, *dir, verify)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Restored copy %s (taken %s Maldives time) from %s into %s: %d orders, %d files.\n",
		src.Name, m.CreatedAt.In(backup.Maldives).Format(time.DateTime), src.Target.Name, *dir, orders, len(m.Files))
	fmt.Fprintf(stdout, "Start the shop on it with DHONI_DATA_DIR=%s.\n", *dir)
	return nil
}
