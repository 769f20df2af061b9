package backup_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/backup"
	"dhoni/internal/backup/gormstore"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// TestRetentionKeepsDailyAndWeeklyCopies backs a shop up once a day for 40
// days with its clock moved a day at a time, keeping 7 daily and 4 weekly
// copies: the folder ends with the last 7 days and the newest copy of each
// of the 4 newest weeks, a picture is copied once however many copies hold
// it, a picture no kept copy holds is gone, and an unfinished copy is
// neither counted nor kept.
func TestRetentionKeepsDailyAndWeeklyCopies(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cfg := dbtest.Config(t, database.SQLite)
	db := dbtest.OpenModule(t, cfg, "backup", gormstore.Migrations)
	shop, err := blobstore.NewDisk(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	put := func(key, body string) {
		if err := shop.Put(ctx, key, "", strings.NewReader(body)); err != nil {
			t.Fatal(err)
		}
	}
	put("images/kept.jpg", "a picture every copy holds")
	put("slips/early.png", "a slip removed on the tenth day")

	to := t.TempDir()
	cfg.Backup.To = to
	// A copy a killed backup left behind: no manifest.
	if err := os.MkdirAll(filepath.Join(to, "copies", "20251231-033000"), 0o750); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(to, "copies", "20251231-033000", "dhoni.db"), []byte("half"), 0o600); err != nil {
		t.Fatal(err)
	}
	// Thursday 1 January 2026, 03:30 in Malé.
	clk := clock.NewManual(time.Date(2026, 1, 1, 3, 30, 0, 0, backup.Maldives))
	store := gormstore.New(db)
	target, err := database.ResolveTarget(cfg)
	if err != nil {
		t.Fatal(err)
	}
	runner := &backup.Runner{
		Runs: store, Snap: store, Shop: shop, Target: "the folder " + to, Clock: clk, Log: zap.NewNop(),
		Database: target.Path, Daily: 7, Weekly: 4,
		Open: func(ctx context.Context) (backup.Target, error) { return backup.OpenTarget(ctx, cfg, to) },
	}
	var first time.Time
	for day := range 40 {
		switch day {
		case 10:
			if err := shop.Delete(ctx, "slips/early.png"); err != nil {
				t.Fatal(err)
			}
		case 20:
			put("images/later.jpg", "a picture added on day twenty")
		}
		run, err := runner.Run(ctx, "schedule")
		if err != nil || !run.OK {
			t.Fatalf("day %d: got %v (%s), want a good copy", day, err, run.Problem)
		}
		if day == 0 {
			first = modTime(t, filepath.Join(to, "files", "images", "kept.jpg"))
		}
		clk.Advance(24 * time.Hour)
	}

	entries, err := os.ReadDir(filepath.Join(to, "copies"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(to, "copies", e.Name(), "manifest.json")); err != nil {
			t.Errorf("copy %s has no manifest: an unfinished copy was kept", e.Name())
		}
		got = append(got, e.Name())
	}
	// The last day is Monday 9 February (ISO week 7): the 7 days from 3
	// February, then Sunday 1 February (week 5) and Sunday 25 January (week 4);
	// weeks 6 and 7 have their newest copy among the days already.
	want := []string{"20260125-033000", "20260201-033000", "20260203-033000", "20260204-033000", "20260205-033000",
		"20260206-033000", "20260207-033000", "20260208-033000", "20260209-033000"}
	if !slices.Equal(got, want) {
		t.Errorf("copies kept:\ngot  %v\nwant %v", got, want)
	}
	if last := modTime(t, filepath.Join(to, "files", "images", "kept.jpg")); !last.Equal(first) {
		t.Errorf("images/kept.jpg was written again (%s, first %s): every copy copied every picture", last, first)
	}
	if _, err := os.Stat(filepath.Join(to, "files", "slips", "early.png")); err == nil {
		t.Error("slips/early.png is still in the backup folder, though no kept copy holds it")
	}
	if _, err := os.Stat(filepath.Join(to, "files", "images", "later.jpg")); err != nil {
		t.Errorf("images/later.jpg: %v", err)
	}
}

func modTime(t *testing.T, path string) time.Time {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.ModTime()
}
