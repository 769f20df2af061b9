// Command dhoni runs the shop: `dhoni` or `dhoni serve` serves it, `dhoni migrate`
// brings the database schema up to date, `dhoni hash-password` prints a bcrypt
// hash for DHONI_ADMIN_PASSWORD_HASH, `dhoni reset-password` clears a
// password changed in the admin area so the configured one applies again, and
// `dhoni backup-files` / `dhoni restore-files` copy the uploaded files between
// the shop's blob store and a directory, `dhoni backup` / `dhoni restore`
// make and restore the embedded setup's whole backup (backup.go), and
// `dhoni copy-data` moves the shop from SQLite to PostgreSQL (copydata.go).
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"go.uber.org/dig"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/app"
	"dhoni/internal/platform/auth"
	authstore "dhoni/internal/platform/auth/gormstore"
	"dhoni/internal/platform/background"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/memlimit"
)

const usage = `Usage: dhoni [command]

Commands:
  serve          serve the shop (the default)
  migrate        apply database migrations and exit
  hash-password  read a password from standard input, print its bcrypt hash
  reset-password forget the password changed in the admin area (the configured
                 one applies again; with none configured, print a new one) and
                 sign every admin session out
  backup-files DIR   copy every uploaded file (images, slips) from the
                     shop's store (DHONI_BLOB_URL or DHONI_DATA_DIR) into DIR
  restore-files DIR  copy the files of DIR into the shop's store
  backup             make a backup of the embedded database and its files
                     now, as the daily schedule does (DHONI_BACKUP_*)
  restore --from COPY --data-dir DIR
                     rebuild an empty data directory from a backup
  copy-data --to postgres://... [--blobs s3://...]
                     copy the SQLite shop (and its files) to an empty
                     PostgreSQL database (and bucket), then check both

Configuration comes from DHONI_* environment variables (see README.md).
`

// defaultMemoryLimit is the Go runtime's soft memory limit unless GOMEMLIMIT
// says otherwise: garbage from an upload's decode is collected before the
// process grows towards a small container's limit (256 MiB in deploy/).
// While the shop serves, a large catalogue raises it to twice the live heap
// (memlimit, followMemory), checked every memoryLimitEvery from what the
// heap kept over memoryLimitWindow samples (half a minute).
const (
	defaultMemoryLimit = 160 << 20
	memoryLimitEvery   = 5 * time.Second
	memoryLimitWindow  = 6
)

// defaultGCPercent is the Go runtime's GOGC unless GOGC says otherwise. The
// shop's live heap is small (tens of MiB), so with Go's default of 100 it
// collected many times a second under load; the memory limit above (or
// GOMEMLIMIT) still makes it collect harder long before a container's limit.
const defaultGCPercent = 300

func main() {
	var extra []fx.Option
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(defaultMemoryLimit)
		extra = append(extra, followMemory())
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(defaultGCPercent)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, extra...))
}

// followMemory raises the soft memory limit while the shop serves, for what
// it keeps (memlimit).
func followMemory() fx.Option {
	f := memlimit.NewFollower(defaultMemoryLimit, memoryLimitWindow)
	return fx.Invoke(func(lc fx.Lifecycle) {
		background.Every(lc, memoryLimitEvery, memoryLimitEvery, func(context.Context) { f.Sample(memlimit.Live()) })
	})
}

func run(args []string, stdin io.Reader, stdout io.Writer, extra ...fx.Option) int {
	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	switch cmd {
	case "serve", "migrate", "reset-password", "backup-files", "restore-files", "backup", "restore", "copy-data":
	case "hash-password":
		return hashPassword(stdin, stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(os.Stderr, "dhoni: unknown command %q\n\n%s", cmd, usage)
		return 2
	}

	cfg, err := config.Load()
	if err != nil {
		logging.Fallback().Error("cannot start: invalid configuration: " + oneLine(err))
		return 1
	}
	log, err := logging.New(cfg)
	if err != nil {
		logging.Fallback().Error("cannot start: " + oneLine(err))
		return 1
	}
	defer func() { _ = log.Sync() }()

	if cmd == "reset-password" {
		return resetPassword(cfg, log, stdout)
	}
	if cmd == "backup-files" || cmd == "restore-files" {
		return copyFiles(cfg, log, stdout, cmd, args[1:])
	}
	if cmd == "copy-data" {
		return copyData(cfg, log, stdout, args[1:])
	}
	if cmd == "backup" || cmd == "restore" {
		return backupCommand(cfg, log, stdout, cmd, args[1:])
	}
	if cmd == "migrate" {
		a := fx.New(app.Migrate(cfg, log))
		if err := a.Err(); err != nil {
			log.Error("migration failed: " + oneLine(dig.RootCause(err)))
			return 1
		}
		log.Info("database is up to date")
		return 0
	}
	return serve(cfg, log, extra...)
}

// serve starts the shop and runs until SIGINT or SIGTERM, then drains.
func serve(cfg config.Config, log *zap.Logger, extra ...fx.Option) int {
	a := fx.New(app.Server(cfg, log, extra...))
	if err := a.Err(); err != nil {
		log.Error("cannot start: " + oneLine(dig.RootCause(err)))
		return 1
	}
	// Listen for signals before starting: the HTTP server answers as soon
	// as its hook runs, so a SIGTERM can come while later hooks still start.
	signals := a.Wait()
	startCtx, cancel := context.WithTimeout(context.Background(), a.StartTimeout())
	defer cancel()
	if err := a.Start(startCtx); err != nil {
		log.Error("cannot start: " + oneLine(dig.RootCause(err)))
		return 1
	}
	sig := <-signals
	log.Info("signal received", zap.String("signal", sig.Signal.String()))
	stopCtx, cancelStop := context.WithTimeout(context.Background(), a.StopTimeout())
	defer cancelStop()
	if err := a.Stop(stopCtx); err != nil {
		log.Error("unclean shutdown: " + oneLine(err))
		return 1
	}
	return sig.ExitCode
}

func hashPassword(stdin io.Reader, stdout io.Writer) int {
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		fmt.Fprintln(os.Stderr, "dhoni: read password:", err)
		return 1
	}
	h, err := auth.HashPassword(strings.TrimRight(line, "\r\n"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "dhoni:", err)
		return 1
	}
	fmt.Fprintln(stdout, h)
	return 0
}

// resetPassword is the way back for an owner who forgot the admin password
// (docs/decisions/048). It needs the server's own DHONI_* settings, to reach
// the same database and know which password is configured.
func resetPassword(cfg config.Config, log *zap.Logger, stdout io.Writer) int {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	db, err := database.Open(ctx, cfg, log)
	if err != nil {
		log.Error("cannot reset the password: " + oneLine(err))
		return 1
	}
	defer func() { _ = db.Close() }()
	set := database.MigrationSet{Name: "auth", FS: authstore.Migrations, Dir: "migrations"}
	if _, err := database.Migrate(ctx, db, []database.MigrationSet{set}, log); err != nil {
		log.Error("cannot reset the password: " + oneLine(err))
		return 1
	}
	res, err := auth.ResetPassword(ctx, cfg, authstore.New(db.DB))
	if err != nil {
		log.Error("cannot reset the password: " + oneLine(err))
		return 1
	}
	fmt.Fprintf(stdout, "Database: %s\n", db.Display)
	if res.Cleared {
		fmt.Fprintln(stdout, "The password changed in the admin area is cleared.")
	} else {
		fmt.Fprintln(stdout, "No password had been changed in the admin area.")
	}
	fmt.Fprintf(stdout, "%d admin %s signed out.\n", res.SignedOut, plural(res.SignedOut, "session", "sessions"))
	if res.Configured != "" {
		fmt.Fprintf(stdout, "Sign in with the password configured in %s.\n", res.Configured)
		return 0
	}
	fmt.Fprintln(stdout, "No password is configured (DHONI_ADMIN_PASSWORD or DHONI_ADMIN_PASSWORD_HASH), so a new one was made.")
	fmt.Fprintln(stdout, "It is shown only this once; only its hash is kept:")
	fmt.Fprintln(stdout, res.Generated)
	return 0
}

// copyFiles backs up the blob store into a directory, or restores one into
// it (docs/operations.md: after the database's dump, before its restore).
// The directory is laid out as the disk store keeps files, content types
// included, so it also serves as DHONI_DATA_DIR/blobs for a single server.
func copyFiles(cfg config.Config, log *zap.Logger, stdout io.Writer, cmd string, args []string) int {
	if len(args) != 1 || args[0] == "" {
		fmt.Fprintf(os.Stderr, "dhoni %s: name the backup directory, as in: dhoni %s /backups/files\n", cmd, cmd)
		return 2
	}
	ctx := context.Background()
	shop, err := blobstore.FromConfig(ctx, cfg)
	if err != nil {
		log.Error(cmd + " failed: " + oneLine(err))
		return 1
	}
	dir, err := blobstore.NewDisk(args[0])
	if err != nil {
		log.Error(cmd + " failed: " + oneLine(err))
		return 1
	}
	src, dst, from, to := shop, blobstore.Store(dir), storeName(cfg), dir.Root()
	if cmd == "restore-files" {
		src, dst, from, to = dir, shop, dir.Root(), storeName(cfg)
	}
	n, err := blobstore.Copy(ctx, src, dst)
	if err != nil {
		log.Error(cmd + " failed: " + oneLine(err))
		return 1
	}
	fmt.Fprintf(stdout, "Copied %d %s (%d bytes) from %s to %s.\n", n.Files, plural(int64(n.Files), "file", "files"), n.Bytes, from, to)
	return 0
}

func storeName(cfg config.Config) string {
	if cfg.BlobURL != "" {
		if c, err := blobstore.ParseS3URL(cfg.BlobURL); err == nil {
			return "bucket " + c.Bucket + " at " + c.Endpoint
		}
	}
	return blobstore.Dir(cfg)
}

func plural(n int64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// oneLine keeps an error on one log line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
