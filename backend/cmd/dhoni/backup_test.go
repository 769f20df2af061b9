package main

import (
	"bytes"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"dhoni/internal/platform/blobstore/s3test"
	"dhoni/internal/platform/dbtest"
)

// TestBackupRestoresEveryOrderAndSlip follows docs/operations.md: a shop on
// PostgreSQL and S3 takes orders with transfer slips; pg_dump and
// `dhoni backup-files` back it up while it runs; pg_restore and
// `dhoni restore-files` put it into an empty database and an empty bucket;
// a server started there finds every order and serves every slip and image.
func TestBackupRestoresEveryOrderAndSlip(t *testing.T) {
	t.Parallel()
	pgDump, pgRestore := requireTool(t, "pg_dump"), requireTool(t, "pg_restore")
	s3 := s3test.Start(t)
	hash, err := bcrypt.GenerateFromPassword([]byte("backup-admin-password"), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	env := func(dbURL, bucketURL string) map[string]string {
		return map[string]string{
			"DHONI_HTTP_ADDR":           freeAddr(t),
			"DHONI_DATA_DIR":            t.TempDir(),
			"DHONI_DATABASE_URL":        dbURL,
			"DHONI_BLOB_URL":            bucketURL,
			"DHONI_S3_ACCESS_KEY":       s3.AccessKey,
			"DHONI_S3_SECRET_KEY":       s3.SecretKey,
			"DHONI_ADMIN_PASSWORD_HASH": string(hash),
		}
	}
	oldDB, newDB := dbtest.PostgresURL(t), dbtest.PostgresURL(t)
	oldBucket, newBucket := s3.URL(s3.Config()), s3.URL(s3.Config())

	shop := dhoni(t, env(oldDB, oldBucket), "serve")
	shop.waitHealthy(t)
	admin := signIn(t, shop.url, "backup-admin-password")
	product := stockedProduct(t, shop.url, admin)
	image := upload(t, shop.url, admin, "image", pngBytes(t, 40, 30))
	slips := map[string][]byte{}
	var numbers []string
	for i := range 6 {
		o := newOrder(product, 200+i)
		if i%2 == 0 {
			slip := pngBytes(t, 3+i, 2)
			o["payment_method"] = "BANK"
			o["transfer_slip"] = upload(t, shop.url, "", "transfer-slip", slip)
			slips[o["order_number"].(string)] = slip
		}
		numbers = append(numbers, place(t, shop.url, o))
	}

	dir := t.TempDir()
	dump := filepath.Join(dir, "shop.dump")
	files := filepath.Join(dir, "files")
	runTool(t, pgDump, "--format=custom", "--file="+dump, "--dbname="+oldDB)
	if p := dhoni(t, env(oldDB, oldBucket), "backup-files", files); p.exit(t) != 0 {
		t.Fatalf("backup-files:\n%s", p.stderr)
	}
	shop.stop(t)

	runTool(t, pgRestore, "--no-owner", "--no-privileges", "--exit-on-error", "--dbname="+newDB, dump)
	restore := dhoni(t, env(newDB, newBucket), "restore-files", files)
	if restore.exit(t) != 0 {
		t.Fatalf("restore-files:\n%s", restore.stderr)
	}

	restored := dhoni(t, env(newDB, newBucket), "serve")
	restored.waitHealthy(t)
	admin = signIn(t, restored.url, "backup-admin-password")
	res := call(t, http.MethodGet, restored.url+"/api/orders?per_page=50", admin, "", nil)
	drain(t, res, http.StatusOK)
	if total, _ := strconv.Atoi(res.Header.Get("X-Total-Count")); total != len(numbers) {
		t.Errorf("orders after the restore: got %d, want %d", total, len(numbers))
	}
	for _, n := range numbers {
		drain(t, call(t, http.MethodGet, restored.url+"/api/orders/"+n, admin, "", nil), http.StatusOK)
		if slip, ok := slips[n]; ok {
			got := drain(t, call(t, http.MethodGet, restored.url+"/api/orders/"+n+"/slip", admin, "", nil), http.StatusOK)
			if !bytes.Equal(got, slip) {
				t.Errorf("slip of %s after the restore: got %d bytes, want the %d uploaded", n, len(got), len(slip))
			}
		}
	}
	drain(t, call(t, http.MethodGet, restored.url+image, "", "", nil), http.StatusOK)
}

// requireTool finds a PostgreSQL client tool, or skips (fails in CI).
func requireTool(t *testing.T, name string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if dbtest.Required() {
		t.Fatalf("%s is required here (CI) but not installed (Debian: postgresql-client)", name)
	}
	t.Skipf("SKIPPED: %s is not installed (Debian: postgresql-client)", name)
	return ""
}

func runTool(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), "PGCONNECT_TIMEOUT=10")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", filepath.Base(name), err, out)
	}
}
