package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"go.uber.org/dig"
	"go.uber.org/fx"
	"go.uber.org/zap"
	"golang.org/x/term"

	"dhoni/internal/app"
	ordersstore "dhoni/internal/orders/gormstore"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbcopy"
)

const copyDataUsage = `Usage: dhoni copy-data --to postgres://user:pass@host:5432/shop [--blobs s3://bucket?endpoint=...]

Copies the shop's SQLite database (DHONI_DATA_DIR or DHONI_DATABASE_URL) to an
empty PostgreSQL database, and with --blobs its uploaded files to an empty
bucket (keys from DHONI_S3_ACCESS_KEY and DHONI_S3_SECRET_KEY), then checks
both. Stop the shop first. Run it again after an interruption to finish.
`

// copyDataBeforeCommit lets the tests stop the copy inside a table's
// transaction (see TestMain).
var copyDataBeforeCommit func(table string)

// copyData is `dhoni copy-data` (docs/operations.md, "Moving to PostgreSQL").
func copyData(cfg config.Config, log *zap.Logger, stdout io.Writer, args []string) int {
	flags := flag.NewFlagSet("copy-data", flag.ContinueOnError)
	flags.SetOutput(os.Stderr)
	flags.Usage = func() { fmt.Fprint(os.Stderr, copyDataUsage) }
	to := flags.String("to", "", "the empty PostgreSQL database, postgres://...")
	blobs := flags.String("blobs", "", "the empty bucket for the files, s3://bucket?endpoint=...")
	if err := flags.Parse(args); err != nil || *to == "" || flags.NArg() > 0 {
		if err == nil {
			fmt.Fprint(os.Stderr, copyDataUsage)
		}
		return 2
	}
	fail := func(err error) int {
		log.Error("copy-data failed: " + oneLine(err))
		return 1
	}
	src, err := database.ResolveTarget(cfg)
	if err != nil {
		return fail(err)
	}
	if src.Dialect != database.SQLite {
		return fail(errors.New("copy-data moves the embedded SQLite database, and DHONI_DATABASE_URL names PostgreSQL already"))
	}
	// Checked before the file store is opened, which would make a missing
	// data directory's blobs folder.
	if _, err := os.Stat(src.Path); err != nil {
		return fail(fmt.Errorf("no SQLite database to copy at %s (set DHONI_DATA_DIR or DHONI_DATABASE_URL as the shop has them): %w", src.Path, err))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	files, err := blobstore.FromConfig(ctx, cfg)
	if err != nil {
		return fail(err)
	}
	opts := dbcopy.Options{
		SourcePath: src.Path,
		TargetURL:  *to,
		Migrate:    func(context.Context) error { return migrateTarget(cfg, *to, log) },
		Files:      files,
		FilesName:  storeName(cfg),
		Out:        stdout,
		// Tests stop the copy partway through here.
		BeforeCommit: copyDataBeforeCommit,
		Kept:         ordersstore.KeptTables,
	}
	if term.IsTerminal(int(os.Stderr.Fd())) {
		opts.Progress = os.Stderr
	}
	if *blobs != "" {
		if !strings.HasPrefix(*blobs, "s3://") {
			return fail(fmt.Errorf("--blobs must be an s3://bucket?endpoint=... URL, not %q", *blobs))
		}
		bucketCfg := cfg
		bucketCfg.BlobURL = *blobs
		if opts.Blobs, err = blobstore.FromConfig(ctx, bucketCfg); err != nil {
			return fail(err)
		}
		opts.BlobsName = storeName(bucketCfg)
	}
	if _, err := dbcopy.Run(ctx, opts); err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "Next: start the shop with DHONI_DATABASE_URL set to the --to URL")
	if *blobs != "" {
		fmt.Fprintf(stdout, " and DHONI_BLOB_URL to the --blobs URL")
	}
	fmt.Fprintln(stdout, ".")
	return 0
}

// migrateTarget runs what `dhoni migrate` runs, on the target: the
// modules' migrations in their schema order. What a module writes when it
// is built there (the hash of a generated password when none is
// configured) is replaced by the source's rows, so only errors are logged.
func migrateTarget(cfg config.Config, url string, log *zap.Logger) error {
	cfg.DatabaseURL = url
	cfg.SampleData = false
	var db *database.DB
	a := fx.New(app.Migrate(cfg, log.WithOptions(zap.IncreaseLevel(zap.ErrorLevel))), fx.Populate(&db))
	if err := a.Err(); err != nil {
		return dig.RootCause(err)
	}
	return db.Close()
}
