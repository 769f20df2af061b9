package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

type run struct {
	Trigger    string     `json:"trigger"`
	OK         bool       `json:"ok"`
	Copy       string     `json:"copy"`
	Bytes      int64      `json:"bytes"`
	Problem    string     `json:"problem"`
	FinishedAt *time.Time `json:"finished_at"`
}

type status struct {
	Mode        string `json:"mode"`
	Schedule    string `json:"schedule"`
	Target      string `json:"target"`
	TargetKind  string `json:"target_kind"`
	TargetPlace string `json:"target_place"`
	LastAttempt *run   `json:"last_attempt"`
	LastGood    *run   `json:"last_good"`
	Late        bool   `json:"late"`
	Failed      bool   `json:"failed"`
}

type health struct {
	Status  string
	Details struct {
		Backup struct {
			State      string     `json:"state"`
			LastGoodAt *time.Time `json:"last_good_at"`
		}
	}
}

// TestBackupsAreTheAdminsAndSayWhoMakesThem: a stranger is refused both
// routes; on SQLite the admin sees the schedule and the folder, on
// PostgreSQL that backups are the operator's job, and the health endpoint
// says the same.
func TestBackupsAreTheAdminsAndSayWhoMakesThem(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.Backup.Schedule = "03:30"
		a, admin := apptest.StartAsAdmin(t, cfg)
		for _, method := range []string{http.MethodGet, http.MethodPost} {
			res, _ := a.Send(t, method, "/api/backups", http.Header{"Content-Type": {"application/json"}}, nil)
			if res.StatusCode != http.StatusUnauthorized {
				t.Errorf("%s /api/backups as a stranger: got %d, want 401", method, res.StatusCode)
			}
		}
		st := apptest.Decode[status](t, a.GetOK(t, "/api/backups", admin))
		h := apptest.Decode[health](t, a.GetOK(t, "/api/health", ""))
		if a.DB.Dialect == database.Postgres {
			if st.Mode != "operator" || st.Target != "" || h.Details.Backup.State != "operator" {
				t.Errorf("on PostgreSQL: got %+v, health %+v; want the operator's job", st, h.Details.Backup)
			}
			res, body := a.Send(t, http.MethodPost, "/api/backups", apptest.AsAdmin(admin), nil)
			if res.StatusCode != http.StatusConflict || !strings.Contains(string(body), "operator") {
				t.Errorf("back up now on PostgreSQL: got %d %s, want 409 naming the operator", res.StatusCode, body)
			}
			return
		}
		want := "the folder " + filepath.Join(cfg.DataDir, "backups")
		if st.Mode != "scheduled" || st.Schedule != "03:30" || st.Target != want || st.LastGood != nil || st.Late ||
			st.TargetKind != "folder" || st.TargetPlace != filepath.Join(cfg.DataDir, "backups") {
			t.Errorf("on SQLite: got %+v, want scheduled at 03:30 into %s, none yet, not late", st, want)
		}
		if h.Details.Backup.State != "none" {
			t.Errorf("health before any backup: got %q, want none", h.Details.Backup.State)
		}
	})
}

// TestBackUpNowAndLateAfterTwoDays: the admin's "Back up now" makes a copy
// the status, the health endpoint and /metrics report; two days later with
// none since, the owner is warned.
func TestBackUpNowAndLateAfterTwoDays(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.SQLite)
	clk := clock.NewManual(time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC))
	a, admin := apptest.StartAsAdmin(t, cfg, apptest.WithClock(clk))
	st := backUpNow(t, a, admin)
	if st.LastGood == nil || !st.LastGood.OK || st.LastGood.Trigger != "admin" || st.LastGood.Bytes <= 0 || st.Failed || st.Late {
		t.Fatalf("after back up now: got %+v (last good %+v)", st, st.LastGood)
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir, "backups", "copies", st.LastGood.Copy, "manifest.json")); err != nil {
		t.Errorf("the copy's manifest: %v", err)
	}
	h := apptest.Decode[health](t, a.GetOK(t, "/api/health", ""))
	if h.Details.Backup.State != "ok" || h.Details.Backup.LastGoodAt == nil || !h.Details.Backup.LastGoodAt.Equal(clk.Now()) {
		t.Errorf("health: got %+v, want ok at %s", h.Details.Backup, clk.Now())
	}
	at := strconv.FormatFloat(float64(clk.Now().Unix()), 'g', -1, 64)
	if m := metrics(t, a); !strings.Contains(m, "dhoni_backup_last_good_timestamp_seconds "+at+"\n") ||
		!strings.Contains(m, "dhoni_backup_last_attempt_failed 0") {
		t.Errorf("metrics do not report the backup:\n%s", grep(m, "dhoni_backup"))
	}

	clk.Advance(47 * time.Hour)
	if st := apptest.Decode[status](t, a.GetOK(t, "/api/backups", admin)); st.Late {
		t.Error("late after 47 hours, want after 48")
	}
	clk.Advance(2 * time.Hour)
	if st := apptest.Decode[status](t, a.GetOK(t, "/api/backups", admin)); !st.Late {
		t.Error("not late after 49 hours without a backup")
	}
}

// TestUnwritableTargetWarnsAndTheShopServes: a backup folder that is
// missing, read-only or full makes the attempt fail with a log line and the
// warning in words, and the shop carries on serving.
func TestUnwritableTargetWarnsAndTheShopServes(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		target func(t *testing.T) string
		words  string
	}{
		"missing": {func(t *testing.T) string { return filepath.Join(t.TempDir(), "not-mounted") }, "does not exist"},
		"read-only": {func(t *testing.T) string {
			if os.Geteuid() != 0 {
				dir := t.TempDir()
				if err := os.Chmod(dir, 0o500); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { _ = os.Chmod(dir, 0o700) })
				return dir
			}
			return mount(t, "ro")
		}, "read-only"},
		"full": {func(t *testing.T) string { return mount(t, "size=64k") }, "is full"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := dbtest.Config(t, database.SQLite)
			cfg.Backup.To = c.target(t)
			a, admin := apptest.StartAsAdmin(t, cfg)
			st := backUpNow(t, a, admin)
			words := c.words
			if name == "read-only" && os.Geteuid() != 0 {
				words = "not allowed"
			}
			if !st.Failed || st.LastGood != nil || !strings.Contains(st.LastAttempt.Problem, words) {
				t.Errorf("got failed %v, last good %+v, problem %q; want failed with %q", st.Failed, st.LastGood, st.LastAttempt.Problem, words)
			}
			if a.Logs.FilterMessageSnippet("backup failed: ").Len() != 1 {
				t.Error("no log line says the backup failed")
			}
			if h := apptest.Decode[health](t, a.GetOK(t, "/api/health", "")); h.Status != "ok" || h.Details.Backup.State != "failed" {
				t.Errorf("health: got %+v, want ok with the backup failed", h)
			}
			a.GetOK(t, "/api/products", "")
		})
	}
}

// mount mounts a tmpfs with opts (ro, size=...) for the test, or skips
// where mounting is not allowed.
func mount(t *testing.T, opts string) string {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", opts, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("SKIPPED: cannot mount a %s tmpfs here (%v: %s)", opts, err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", dir).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v %s", dir, err, out)
		}
	})
	return dir
}

func backUpNow(t *testing.T, a *apptest.App, admin string) status {
	t.Helper()
	res, body := a.Send(t, http.MethodPost, "/api/backups", apptest.AsAdmin(admin), nil)
	if res.StatusCode != http.StatusAccepted {
		t.Fatalf("back up now: got %d %s, want 202", res.StatusCode, body)
	}
	var st status
	if !apptest.Eventually(func() bool {
		st = apptest.Decode[status](t, a.GetOK(t, "/api/backups", admin))
		return st.LastAttempt != nil && st.LastAttempt.FinishedAt != nil
	}) {
		t.Fatalf("the backup never finished: %+v", st)
	}
	return st
}

func metrics(t *testing.T, a *apptest.App) string {
	t.Helper()
	rec := httptest.NewRecorder()
	a.Engine.Metrics.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	return rec.Body.String()
}

func grep(s, word string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, word) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
