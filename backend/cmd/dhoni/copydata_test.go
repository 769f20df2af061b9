package main

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"dhoni/internal/payments/fakebank"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/blobstore/s3test"
	"dhoni/internal/platform/dbtest"
)

const (
	copyAdminPassword = "copy-admin-password"
	// movedAdminPassword is the one the owner changed to in the admin area.
	movedAdminPassword = "moved-admin-password"
)

// copyShop is a SQLite shop the copy-data tests fill through its HTTP API.
type copyShop struct {
	env     map[string]string
	dataDir string
	bank    *fakebank.Bank
	// lastRun is the output of the last copy-data killCopyIn killed.
	lastRun string
}

func newCopyShop(t *testing.T) *copyShop {
	t.Helper()
	hash, err := bcrypt.GenerateFromPassword([]byte(copyAdminPassword), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	s := &copyShop{dataDir: t.TempDir(), bank: fakebank.New("copy-app", "copy-key")}
	bank := httptest.NewServer(s.bank)
	t.Cleanup(bank.Close)
	s.bank.SetBase(bank.URL)
	s.env = map[string]string{
		"DHONI_DATA_DIR":            s.dataDir,
		"DHONI_ADMIN_PASSWORD_HASH": string(hash),
		"DHONI_TELEGRAM_API_URL":    "http://127.0.0.1:1",
		"DHONI_BML_URL":             bank.URL + "/public",
	}
	return s
}

// serve starts the shop on its SQLite database.
func (s *copyShop) serve(t *testing.T) *proc {
	t.Helper()
	env := map[string]string{"DHONI_HTTP_ADDR": freeAddr(t)}
	for k, v := range s.env {
		env[k] = v
	}
	p := dhoni(t, env, "serve")
	p.waitHealthy(t)
	return p
}

// copyData runs `dhoni copy-data` with the shop's settings.
func (s *copyShop) copyData(t *testing.T, extra map[string]string, args ...string) *proc {
	t.Helper()
	env := map[string]string{}
	for k, v := range s.env {
		env[k] = v
	}
	for k, v := range extra {
		env[k] = v
	}
	return dhoni(t, env, append([]string{"copy-data"}, args...)...)
}

func (s *copyShop) dbPath() string { return filepath.Join(s.dataDir, "dhoni.db") }

// filled is what fill made, for the checks after the move.
type filled struct {
	admin    string
	slipped  string // an order paid by transfer, with its slip
	slip     []byte
	image    string
	kettle   string // a product with plenty of stock
	phone    string
	allKinds []string // order numbers
}

// fill makes every kind of row through the shop's API: categories (a
// child with a picture), products with variants and pictures, settings,
// orders of each payment method with history, a tailoring request with a
// design file, an online payment, a search that found nothing, a session.
func (s *copyShop) fill(t *testing.T, url string) filled {
	t.Helper()
	f := filled{admin: signIn(t, url, copyAdminPassword), phone: "7712345"}
	drain(t, call(t, http.MethodPut, url+"/api/auth/password", f.admin, "", map[string]any{
		"currentPassword": copyAdminPassword, "newPassword": movedAdminPassword,
	}), http.StatusNoContent)
	var settings map[string]any
	decode(t, call(t, http.MethodGet, url+"/api/settings", f.admin, "", nil), http.StatusOK, &settings)
	settings["telegram"] = map[string]any{"enabled": true, "botToken": "4242:copy-token", "chatIds": "111"}
	drain(t, call(t, http.MethodPut, url+"/api/settings", f.admin, "", settings), http.StatusOK)
	drain(t, call(t, http.MethodPut, url+"/api/payments/settings", f.admin, "", map[string]any{
		"enabled": true, "application_id": "copy-app", "api_key": "copy-key", "environment": "testing", "hold_minutes": 60,
	}), http.StatusOK)

	f.image = upload(t, url, f.admin, "image", pngBytes(t, 48, 32))
	var parent, child struct {
		ID string `json:"id"`
	}
	decode(t, call(t, http.MethodPost, url+"/api/categories", f.admin, "", map[string]any{
		"name": "Moved Clothing", "shop_type": "clothing", "image_url": f.image,
	}), http.StatusCreated, &parent)
	decode(t, call(t, http.MethodPost, url+"/api/categories", f.admin, "", map[string]any{
		"name": "Moved Abayas", "shop_type": "clothing", "parent_id": parent.ID, "image_url": f.image,
	}), http.StatusCreated, &child)
	var abaya struct {
		ID string `json:"id"`
	}
	decode(t, call(t, http.MethodPost, url+"/api/products", f.admin, "", map[string]any{
		"title": "Moved Abaya", "sku": "MOVED-ABAYA", "description": "An abaya that moves to PostgreSQL.",
		"price": 950.5, "images": []string{f.image, upload(t, url, f.admin, "image", pngBytes(t, 700, 500))},
		"category_id": child.ID, "shop_type": "clothing", "tags": []string{"moved"},
		"stock":  map[string]int{"Black:M": 30, "Black:L": 20, "Navy:M": 10},
		"colors": []map[string]string{{"name": "Black", "hex": "#000000"}, {"name": "Navy", "hex": "#000080"}},
		"sizes":  []string{"M", "L"}, "is_featured": true,
	}), http.StatusCreated, &abaya)
	kettle := stockedProduct(t, url, f.admin)
	f.kettle = kettle

	order := func(method string, item map[string]any) map[string]any {
		o := newOrder(kettle, 0)
		o["customer"].(map[string]any)["phone"] = f.phone
		o["payment_method"] = method
		o["items"] = []any{item}
		return o
	}
	cod := place(t, url, order("COD", map[string]any{"product_id": abaya.ID, "size": "M", "color": "Black", "quantity": 2}))
	bank := order("BANK", map[string]any{"product_id": kettle, "quantity": 1})
	f.slip = pngBytes(t, 9, 4)
	bank["transfer_slip"] = upload(t, url, "", "transfer-slip", f.slip)
	f.slipped = place(t, url, bank)
	var online struct {
		OrderNumber string `json:"order_number"`
	}
	o := order("ONLINE", map[string]any{"product_id": kettle, "quantity": 1})
	delete(o, "order_number")
	decode(t, call(t, http.MethodPost, url+"/api/orders", "", "", o), http.StatusCreated, &online)
	drain(t, call(t, http.MethodPost, url+"/api/payments/start", "", "", map[string]any{"order_number": online.OrderNumber, "phone": f.phone}), http.StatusOK)
	f.allKinds = []string{cod, f.slipped, online.OrderNumber}
	for _, status := range []string{"processing", "shipped"} {
		drain(t, call(t, http.MethodPut, url+"/api/orders/"+cod, f.admin, "", map[string]any{"status": status}), http.StatusOK)
	}

	design := upload(t, url, "", "design-file", pngBytes(t, 5, 5))
	drain(t, call(t, http.MethodPost, url+"/api/tailoring/requests", "", "", map[string]any{
		"kind": "custom_design", "phone": f.phone, "description": "A navy abaya with pearl cuffs.",
		"unit": "cm", "measurements": map[string]any{"bust": 90, "length": 140}, "design_files": []string{design},
	}), http.StatusCreated)
	drain(t, call(t, http.MethodGet, url+"/api/search?q=zanzibar", "", "", nil), http.StatusOK)
	return f
}

// TestCopyDataMovesEveryRowAndFile moves a shop with every kind of row and
// file from SQLite and disk to PostgreSQL and a bucket, compares the two
// stores, and then serves the copy: the owner is still signed in, an old
// order is tracked and changed, a new one is placed and tracked, and the
// password changed in the admin area still signs in.
func TestCopyDataMovesEveryRowAndFile(t *testing.T) {
	t.Parallel()
	target := dbtest.PostgresURL(t)
	s3 := s3test.Start(t)
	shop := newCopyShop(t)
	p := shop.serve(t)
	f := shop.fill(t, p.url)
	if code := p.stop(t); code != 0 {
		t.Fatalf("stopping the SQLite shop: exit %d\n%s", code, p.stderr)
	}
	before := fileSum(t, shop.dbPath())

	bucket := s3.Config()
	s3env := map[string]string{"DHONI_S3_ACCESS_KEY": s3.AccessKey, "DHONI_S3_SECRET_KEY": s3.SecretKey}
	run := shop.copyData(t, s3env, "--to", target, "--blobs", s3.URL(bucket))
	if code := run.exit(t); code != 0 {
		t.Fatalf("copy-data: exit %d\n%s", code, run.stderr)
	}
	out := run.stderr.String()
	if !strings.Contains(out, "Verified: ") || !strings.Contains(out, "every byte equal") {
		t.Errorf("copy-data did not report its checks:\n%s", out)
	}
	for _, line := range regexp.MustCompile(`(?m)^(Rows copied|Done in).*$`).FindAllString(out, -1) {
		t.Log(line)
	}
	if after := fileSum(t, shop.dbPath()); after != before {
		t.Error("copy-data changed the SQLite file")
	}

	compareTables(t, shop.dbPath(), target)
	bucket.AccessKey, bucket.SecretKey = s3.AccessKey, s3.SecretKey
	dst, err := blobstore.NewS3(context.Background(), bucket)
	if err != nil {
		t.Fatal(err)
	}
	disk, err := blobstore.NewDisk(filepath.Join(shop.dataDir, "blobs"))
	if err != nil {
		t.Fatal(err)
	}
	if n := compareFiles(t, disk, dst); n < 4 {
		t.Errorf("files compared: %d, want the images, the slip and the design file", n)
	}

	moved := dhoni(t, map[string]string{
		"DHONI_HTTP_ADDR": freeAddr(t), "DHONI_DATA_DIR": t.TempDir(),
		"DHONI_DATABASE_URL": target, "DHONI_BLOB_URL": s3.URL(bucket),
		"DHONI_S3_ACCESS_KEY": s3.AccessKey, "DHONI_S3_SECRET_KEY": s3.SecretKey,
		"DHONI_ADMIN_PASSWORD_HASH": shop.env["DHONI_ADMIN_PASSWORD_HASH"], "DHONI_TELEGRAM_API_URL": "http://127.0.0.1:1",
	}, "serve")
	moved.waitHealthy(t)
	checkout(t, moved.url, f)
}

// checkout is what customers and the owner do on the moved shop.
func checkout(t *testing.T, url string, f filled) {
	t.Helper()
	var session struct {
		Authenticated bool `json:"authenticated"`
	}
	decode(t, call(t, http.MethodGet, url+"/api/auth/session", f.admin, "", nil), http.StatusOK, &session)
	if !session.Authenticated {
		t.Error("the owner's session did not move: signed out on PostgreSQL")
	}
	signIn(t, url, movedAdminPassword)
	for _, n := range f.allKinds {
		drain(t, call(t, http.MethodGet, url+"/api/orders/track?order_number="+n+"&phone="+f.phone, "", "", nil), http.StatusOK)
	}
	slip := drain(t, call(t, http.MethodGet, url+"/api/orders/"+f.slipped+"/slip", f.admin, "", nil), http.StatusOK)
	if !bytes.Equal(slip, f.slip) {
		t.Errorf("slip after the move: got %d bytes, want the %d uploaded", len(slip), len(f.slip))
	}
	drain(t, call(t, http.MethodGet, url+f.image, "", "", nil), http.StatusOK)
	// An admin change adds history rows: their numbers follow the copied ones.
	drain(t, call(t, http.MethodPut, url+"/api/orders/"+f.slipped, f.admin, "", map[string]any{"status": "processing"}), http.StatusOK)

	o := newOrder(f.kettle, 42)
	number := place(t, url, o)
	phone := o["customer"].(map[string]any)["phone"].(string)
	var tracked struct {
		OrderNumber string `json:"order_number"`
		Status      string `json:"status"`
	}
	decode(t, call(t, http.MethodGet, url+"/api/orders/track?order_number="+number+"&phone="+phone, "", "", nil), http.StatusOK, &tracked)
	if tracked.OrderNumber != number || tracked.Status != "pending" {
		t.Errorf("tracking the new order: got %+v, want %s pending", tracked, number)
	}
}

// TestCopyDataRefuses: a target with tables, one that cannot be reached,
// and a file the rows refer to that is missing; each is named, the
// command fails, and the source is as it was.
func TestCopyDataRefuses(t *testing.T) {
	t.Parallel()
	shop := newCopyShop(t)
	p := shop.serve(t)
	admin := signIn(t, p.url, copyAdminPassword)
	image := upload(t, p.url, admin, "image", pngBytes(t, 40, 30))
	var c struct {
		ID string `json:"id"`
	}
	decode(t, call(t, http.MethodPost, p.url+"/api/categories", admin, "", map[string]any{
		"name": "Pictured", "shop_type": "clothing", "image_url": image,
	}), http.StatusCreated, &c)
	p.stop(t)
	before := fileSum(t, shop.dbPath())

	used := dbtest.PostgresURL(t)
	execPG(t, used, "CREATE TABLE customers_of_another_shop (id INT)")
	empty := dbtest.PostgresURL(t)
	key := strings.TrimPrefix(image, "/media/")
	for _, tc := range []struct {
		name, to string
		prepare  func(t *testing.T)
		want     []string
	}{
		{"a target with tables", used, nil, []string{"is not empty", "customers_of_another_shop"}},
		{"an unreachable target", "postgres://postgres@" + freeAddr(t) + "/shop?sslmode=disable", nil, []string{"cannot reach PostgreSQL at"}},
		{"a database not created yet", strings.Replace(empty, "/dhoni_test_", "/never_created_", 1), nil,
			[]string{"refused the connection", `database "never_created_`, "does not exist"}},
		{"a missing upload", empty, func(t *testing.T) {
			if err := os.Remove(filepath.Join(shop.dataDir, "blobs", filepath.FromSlash(key))); err != nil {
				t.Fatal(err)
			}
		}, []string{"1 uploaded file the database refers to is missing", key + " (categories.image_url)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.prepare != nil {
				tc.prepare(t)
			}
			run := shop.copyData(t, nil, "--to", tc.to)
			if code := run.exit(t); code != 1 {
				t.Fatalf("exit: got %d, want 1\n%s", code, run.stderr)
			}
			lines := errorLines(run.stderr.String())
			for _, want := range tc.want {
				if len(lines) != 1 || !strings.Contains(lines[0], want) {
					t.Errorf("want one error line with %q, got:\n%s", want, run.stderr)
				}
			}
			if fileSum(t, shop.dbPath()) != before {
				t.Error("the SQLite file changed")
			}
		})
	}
	if tables := tableNames(t, "pgx", used); !slices.Equal(tables, []string{"customers_of_another_shop"}) {
		t.Errorf("the refused target's tables: got %v, want only its own", tables)
	}
	if tables := tableNames(t, "pgx", empty); len(tables) != 0 {
		t.Errorf("the target refused for a missing file holds %v, want it empty again", tables)
	}
}

// TestCopyDataFinishesAfterSIGKILL kills the command inside a table's
// copy, twice: each time the SQLite shop still opens and serves. After the
// first kill the next run takes the copy up where it stopped (the tables
// before the orders done, the orders copied now); after the second the
// shop changed a copied table meanwhile, and the next run starts again.
// Both end verified.
func TestCopyDataFinishesAfterSIGKILL(t *testing.T) {
	t.Parallel()
	target := dbtest.PostgresURL(t)
	shop := newCopyShop(t)
	p := shop.serve(t)
	f := shop.fill(t, p.url)
	p.stop(t)

	shop.killCopyIn(t, target, "orders")
	if n := count(t, "pgx", target, "orders"); n != 0 {
		t.Errorf("orders in the target after the kill: got %d, want 0 (the table's copy rolled back)", n)
	}
	p = shop.serve(t)
	for _, n := range f.allKinds {
		drain(t, call(t, http.MethodGet, p.url+"/api/orders/"+n, f.admin, "", nil), http.StatusOK)
	}
	p.stop(t)
	shop.killCopyIn(t, target, "payment_orders")
	if out := shop.lastRun; !regexp.MustCompile(`Taking up an interrupted copy: \d+ of \d+ tables were done`).MatchString(out) ||
		!regexp.MustCompile(`products +\d+ rows \(done before\)`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^ +orders +3 rows$`).MatchString(out) {
		t.Errorf("the second run did not take up the first one's copy:\n%s", out)
	}

	p = shop.serve(t)
	drain(t, call(t, http.MethodPost, p.url+"/api/categories", f.admin, "", map[string]any{
		"name": "Added Between Runs", "shop_type": "clothing",
	}), http.StatusCreated)
	p.stop(t)
	again := shop.copyData(t, nil, "--to", target)
	if code := again.exit(t); code != 0 {
		t.Fatalf("copy-data after the kills: exit %d\n%s", code, again.stderr)
	}
	out := again.stderr.String()
	if !strings.Contains(out, "changed since the interrupted copy (categories): starting again") || !strings.Contains(out, "Verified: ") {
		t.Errorf("the last run did not start again and verify:\n%s", out)
	}
	compareTables(t, shop.dbPath(), target)
	if tables := tableNames(t, "pgx", target); slices.Contains(tables, "dhoni_copy_data") {
		t.Error("the finished copy left its marker table")
	}
}

// killCopyIn runs copy-data until it stops inside the table's transaction,
// then kills it with SIGKILL.
func (s *copyShop) killCopyIn(t *testing.T, target, table string) {
	t.Helper()
	run := s.copyData(t, map[string]string{"DHONI_TEST_COPY_STALL": table}, "--to", target)
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(run.stderr.String(), "stalled in "+table) {
		if time.Now().After(deadline) || run.cmd.ProcessState != nil {
			t.Fatalf("copy-data never reached %s:\n%s", table, run.stderr)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := run.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	run.exit(t)
	s.lastRun = run.stderr.String()
}
