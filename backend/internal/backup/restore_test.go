package backup_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/backup"
	"dhoni/internal/backup/gormstore"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/blobstore/s3test"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// shopWithBackups is a SQLite shop with one picture, backing up into to.
func shopWithBackups(t *testing.T, cfg config.Config, to string) (*backup.Runner, *clock.Manual) {
	t.Helper()
	db := dbtest.OpenModule(t, cfg, "backup", gormstore.Migrations)
	shop, err := blobstore.NewDisk(filepath.Join(cfg.DataDir, "blobs"))
	if err != nil {
		t.Fatal(err)
	}
	if err := shop.Put(context.Background(), "images/ab/640.jpg", "image/jpeg", strings.NewReader("a picture")); err != nil {
		t.Fatal(err)
	}
	target, err := database.ResolveTarget(cfg)
	if err != nil {
		t.Fatal(err)
	}
	clk := clock.NewManual(time.Date(2026, 11, 26, 22, 30, 0, 0, time.UTC))
	store := gormstore.New(db)
	return &backup.Runner{
		Runs: store, Snap: store, Shop: shop, Target: backup.TargetName(cfg, to), Clock: clk, Log: zap.NewNop(),
		Database: target.Path, Daily: 7, Weekly: 4,
		Open: func(ctx context.Context) (backup.Target, error) { return backup.OpenTarget(ctx, cfg, to) },
	}, clk
}

// opens is restore's check that a database opens, as `dhoni restore` does it.
func opens(ctx context.Context, path string, made backup.Run) error {
	cfg := config.Defaults()
	cfg.DataDir, cfg.DatabaseURL = filepath.Dir(path), "sqlite://"+path
	db, err := database.Open(ctx, cfg, zap.NewNop())
	if err != nil {
		return err
	}
	return errors.Join(gormstore.New(db).Restored(ctx, made), db.Close())
}

// TestRestoreTakesTheNewestCopyOrTheOneNamed restores from a backup folder
// (its newest complete copy) and from one copy's folder, with the picture,
// and refuses a data directory that holds a database, leaving it as it was.
func TestRestoreTakesTheNewestCopyOrTheOneNamed(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cfg := dbtest.Config(t, database.SQLite)
	to := t.TempDir()
	runner, clk := shopWithBackups(t, cfg, to)
	first, err := runner.Run(ctx, "command")
	if err != nil {
		t.Fatal(err)
	}
	clk.Advance(24 * time.Hour)
	second, err := runner.Run(ctx, "command")
	if err != nil {
		t.Fatal(err)
	}
	for from, want := range map[string]string{to: second.Copy, filepath.Join(to, "copies", first.Copy): first.Copy} {
		src, err := backup.FindSource(ctx, cfg, from)
		if err != nil || src.Name != want {
			t.Fatalf("source %s: got %q, %v; want copy %s", from, src.Name, err, want)
		}
		dir := t.TempDir()
		if _, err := backup.Restore(ctx, src, dir, opens); err != nil {
			t.Fatalf("restore %s: %v", want, err)
		}
		if b, err := os.ReadFile(filepath.Join(dir, "blobs", "images", "ab", "640.jpg")); err != nil || string(b) != "a picture" {
			t.Errorf("restored picture: got %q, %v", b, err)
		}
		if err := opens(ctx, filepath.Join(dir, "dhoni.db"), backup.Run{}); err != nil {
			t.Errorf("restored database: %v", err)
		}
	}

	src, err := backup.FindSource(ctx, cfg, to)
	if err != nil {
		t.Fatal(err)
	}
	taken := t.TempDir()
	if err := os.WriteFile(filepath.Join(taken, "dhoni.db"), []byte("the shop's own"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := backup.Restore(ctx, src, taken, opens); !errors.Is(err, backup.ErrLive) {
		t.Errorf("restore over a database: got %v, want a refusal", err)
	}
	if b, err := os.ReadFile(filepath.Join(taken, "dhoni.db")); err != nil || string(b) != "the shop's own" {
		t.Errorf("the refused directory's database: got %q, %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(taken, "blobs")); err == nil {
		t.Error("the refused directory got files")
	}
}

// TestBackupToABucketPrefix backs up into s3://bucket/shop/backups and
// restores the newest copy and a named one from there.
func TestBackupToABucketPrefix(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s3 := s3test.Start(t)
	cfg := dbtest.Config(t, database.SQLite)
	cfg.S3AccessKey, cfg.S3SecretKey = s3.AccessKey, s3.SecretKey
	to := strings.Replace(s3.URL(s3.Config()), "?", "/shop/backups?", 1)
	runner, clk := shopWithBackups(t, cfg, to)
	first, err := runner.Run(ctx, "command")
	if err != nil {
		t.Fatal(err)
	}
	clk.Advance(24 * time.Hour)
	second, err := runner.Run(ctx, "command")
	if err != nil {
		t.Fatal(err)
	}
	named := strings.Replace(to, "?", "/copies/"+first.Copy+"?", 1)
	for from, want := range map[string]string{to: second.Copy, named: first.Copy} {
		src, err := backup.FindSource(ctx, cfg, from)
		if err != nil || src.Name != want {
			t.Fatalf("source %s: got %q, %v; want copy %s", from, src.Name, err, want)
		}
		dir := t.TempDir()
		m, err := backup.Restore(ctx, src, dir, opens)
		if err != nil || len(m.Files) != 1 {
			t.Fatalf("restore %s: %d files, %v", want, len(m.Files), err)
		}
	}
}
