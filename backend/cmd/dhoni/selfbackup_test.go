package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"dhoni/internal/platform/blobstore"
)

// embeddedEnv is a shop on SQLite in dataDir backing up into to.
func embeddedEnv(t *testing.T, dataDir, to string) map[string]string {
	t.Helper()
	hash, err := bcrypt.GenerateFromPassword([]byte("backup-admin-password"), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{
		"DHONI_HTTP_ADDR":           freeAddr(t),
		"DHONI_DATA_DIR":            dataDir,
		"DHONI_BACKUP_TO":           to,
		"DHONI_ADMIN_PASSWORD_HASH": string(hash),
		"DHONI_TELEGRAM_API_URL":    "http://127.0.0.1:1",
		"DHONI_TRUSTED_PROXIES":     "127.0.0.1",
		"DHONI_LIMIT_ORDERS_CLIENT": "10000/1h",
		"DHONI_LIMIT_ORDERS_PHONE":  "10000/1h",
		"DHONI_LIMIT_UPLOADS":       "10000/1h",
		"DHONI_LIMIT_UPLOAD_MB":     "10000/1h",
		"DHONI_LIMIT_TRACKING":      "10000/1h",
		"DHONI_SHUTDOWN_TIMEOUT":    "5s",
		"DHONI_BACKUP_KEEP_DAILY":   "7",
		"DHONI_BACKUP_KEEP_WEEKLY":  "4",
		"DHONI_BACKUP_SCHEDULE":     "03:30",
	}
}

// TestBackupWhileOrdersArePlacedRestoresEveryAcknowledgedOrder places 200
// orders from eight clients at once and, half-way, runs `dhoni backup`
// beside the serving shop. `dhoni restore` refuses the live data
// directory, then rebuilds a new one from the copy; a shop started there is
// healthy and holds every order acknowledged before the copy began, the
// picture uploaded before it, and the backup it came from as a good one.
func TestBackupWhileOrdersArePlacedRestoresEveryAcknowledgedOrder(t *testing.T) {
	t.Parallel()
	data, to := t.TempDir(), t.TempDir()
	env := embeddedEnv(t, data, to)
	shop := dhoni(t, env, "serve")
	shop.waitHealthy(t)
	admin := signIn(t, shop.url, "backup-admin-password")
	product := stockedProduct(t, shop.url, admin)
	image := upload(t, shop.url, admin, "image", pngBytes(t, 40, 30))
	picture := drain(t, call(t, http.MethodGet, shop.url+image, "", "", nil), http.StatusOK)

	var mu sync.Mutex
	var acknowledged []string
	var wg sync.WaitGroup
	const orders, workers = 200, 8
	for w := range workers {
		wg.Go(func() {
			for i := w; i < orders; i += workers {
				o := newOrder(product, 3000+i)
				res, err := send(http.MethodPost, shop.url+"/api/orders", "", fmt.Sprintf("10.3.0.%d", i), o)
				if err != nil {
					t.Errorf("order %d: %v", i, err)
					return
				}
				_ = res.Body.Close()
				if res.StatusCode != http.StatusCreated {
					t.Errorf("order %d: got %d, want 201", i, res.StatusCode)
					return
				}
				mu.Lock()
				acknowledged = append(acknowledged, o["order_number"].(string))
				mu.Unlock()
			}
		})
	}
	var before []string
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(5 * time.Millisecond) {
		mu.Lock()
		if len(acknowledged) >= orders/2 || time.Now().After(deadline) {
			before = append([]string(nil), acknowledged...)
			mu.Unlock()
			break
		}
		mu.Unlock()
	}
	if b := dhoni(t, env, "backup"); b.exit(t) != 0 {
		t.Fatalf("dhoni backup:\n%s", b.stderr)
	}
	wg.Wait()
	if len(before) < orders/2 {
		t.Fatalf("only %d orders were acknowledged before the backup, want %d", len(before), orders/2)
	}

	live := dhoni(t, env, "restore", "--from", to, "--data-dir", data)
	if code := live.exit(t); code == 0 || !strings.Contains(live.stderr.String(), "refusing to overwrite") {
		t.Errorf("restore onto the serving shop's data directory: exit %d, output:\n%s", code, live.stderr)
	}
	fresh := filepath.Join(t.TempDir(), "restored")
	if r := dhoni(t, env, "restore", "--from", to, "--data-dir", fresh); r.exit(t) != 0 {
		t.Fatalf("dhoni restore:\n%s", r.stderr)
	}
	shop.stop(t)

	restoredEnv := embeddedEnv(t, fresh, t.TempDir())
	restored := dhoni(t, restoredEnv, "serve")
	restored.waitHealthy(t)
	admin = signIn(t, restored.url, "backup-admin-password")
	for _, n := range before {
		drain(t, call(t, http.MethodGet, restored.url+"/api/orders/"+n, admin, "", nil), http.StatusOK)
	}
	if got := drain(t, call(t, http.MethodGet, restored.url+image, "", "", nil), http.StatusOK); !bytes.Equal(got, picture) {
		t.Errorf("picture after the restore: got %d bytes, want the %d served before", len(got), len(picture))
	}
	// The backup the copy was taken by counts as made there, not as cut off.
	var st backupsJSON
	decode(t, call(t, http.MethodGet, restored.url+"/api/backups", admin, "", nil), http.StatusOK, &st)
	if st.Failed || st.LastGood == nil || st.LastGood.Copy == "" {
		t.Errorf("backups in the restored shop: got failed %v, last good %+v; want the copy it came from", st.Failed, st.LastGood)
	}
}

// TestShopKilledDuringABackup kills the shop (SIGKILL) while the backup the
// admin asked for is writing its copy: the shop starts again on its data
// and serves, tells the admin the attempt was cut off, the next backup
// succeeds, and the unfinished copy is never counted and is removed.
func TestShopKilledDuringABackup(t *testing.T) {
	t.Parallel()
	data, to := t.TempDir(), t.TempDir()
	env := embeddedEnv(t, data, to)
	// Enough pictures that copying them takes a moment.
	blobs, err := blobstore.NewDisk(filepath.Join(data, "blobs"))
	if err != nil {
		t.Fatal(err)
	}
	picture := bytes.Repeat([]byte("0123456789abcdef"), 16<<10)
	for i := range 120 {
		if err := blobs.Put(context.Background(), fmt.Sprintf("images/seed/%03d.jpg", i), "image/jpeg", bytes.NewReader(picture)); err != nil {
			t.Fatal(err)
		}
	}
	shop := dhoni(t, env, "serve")
	shop.waitHealthy(t)
	admin := signIn(t, shop.url, "backup-admin-password")
	drain(t, call(t, http.MethodPost, shop.url+"/api/backups", admin, "", nil), http.StatusAccepted)
	partial := waitForFile(t, filepath.Join(to, "copies", "*", "dhoni.db"))
	if err := shop.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	shop.exit(t)
	if _, err := os.Stat(filepath.Join(filepath.Dir(partial), "manifest.json")); err == nil {
		t.Fatal("the backup finished before the shop was killed: the test needs more pictures")
	}

	again := dhoni(t, env, "serve")
	again.waitHealthy(t)
	drain(t, call(t, http.MethodGet, again.url+"/api/products", "", "", nil), http.StatusOK)
	admin = signIn(t, again.url, "backup-admin-password")
	var st backupsJSON
	decode(t, call(t, http.MethodGet, again.url+"/api/backups", admin, "", nil), http.StatusOK, &st)
	if st.LastGood != nil || !st.Failed || st.LastAttempt == nil || !strings.Contains(st.LastAttempt.Problem, "cut off") {
		t.Errorf("after the kill: got last good %+v, failed %v, last attempt %+v; want none, true, cut off", st.LastGood, st.Failed, st.LastAttempt)
	}

	drain(t, call(t, http.MethodPost, again.url+"/api/backups", admin, "", nil), http.StatusAccepted)
	st = waitForBackup(t, again.url, admin, st.LastAttempt)
	if st.LastGood == nil || st.Failed {
		t.Fatalf("the backup after the kill: got %+v, last attempt %+v", st, st.LastAttempt)
	}
	if _, err := os.Stat(filepath.Dir(partial)); err == nil && filepath.Base(filepath.Dir(partial)) != st.LastGood.Copy {
		t.Errorf("the unfinished copy %s is still there", filepath.Dir(partial))
	}
	if st.LastGood.Files != 120 {
		t.Errorf("files in the good copy: got %d, want 120", st.LastGood.Files)
	}
}

type backupRunJSON struct {
	OK         bool       `json:"ok"`
	Copy       string     `json:"copy"`
	Files      int        `json:"files"`
	Problem    string     `json:"problem"`
	StartedAt  time.Time  `json:"started_at"`
	FinishedAt *time.Time `json:"finished_at"`
}

type backupsJSON struct {
	LastAttempt *backupRunJSON `json:"last_attempt"`
	LastGood    *backupRunJSON `json:"last_good"`
	Failed      bool           `json:"failed"`
	Late        bool           `json:"late"`
}

// waitForBackup polls GET /api/backups until an attempt newer than before
// (nil: any) ended. The backup asked for runs in the background: until it
// has begun, the newest attempt is the one before.
func waitForBackup(t *testing.T, url, admin string, before *backupRunJSON) backupsJSON {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		var st backupsJSON
		decode(t, call(t, http.MethodGet, url+"/api/backups", admin, "", nil), http.StatusOK, &st)
		if st.LastAttempt != nil && st.LastAttempt.FinishedAt != nil &&
			(before == nil || st.LastAttempt.StartedAt.After(before.StartedAt)) {
			return st
		}
	}
	t.Fatal("the backup never finished")
	return backupsJSON{}
}

// waitForFile returns the first path matching pattern, polling closely.
func waitForFile(t *testing.T, pattern string) string {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if m, _ := filepath.Glob(pattern); len(m) > 0 {
			return m[0]
		}
	}
	t.Fatalf("nothing matched %s", pattern)
	return ""
}
