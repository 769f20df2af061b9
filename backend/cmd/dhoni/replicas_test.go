package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"dhoni/internal/orders"
	"dhoni/internal/platform/blobstore/s3test"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/replicas"
)

// loginLimitShared turns on the check that the sign-in limit holds across
// replicas; it needs the sign-in limiter to come from ratelimit.Provider.
const loginLimitShared = true

// TestTwoReplicasBehindAProxy runs the shop as it runs when it outgrows one
// process: two real server processes on one PostgreSQL database and one S3
// bucket (versitygw), behind HAProxy from Debian sharing requests between
// them round-robin, with a stand-in for the Telegram Bot API.
func TestTwoReplicasBehindAProxy(t *testing.T) {
	t.Parallel()
	proxyBin := requireProxy(t)
	s3 := s3test.Start(t)
	dbURL := dbtest.PostgresURL(t)
	bucket := s3.Config()
	tg := newFakeTelegram(t)

	hash, err := bcrypt.GenerateFromPassword([]byte("replica-admin-password"), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	env := func() map[string]string {
		return map[string]string{
			"DHONI_HTTP_ADDR":           freeAddr(t),
			"DHONI_DATA_DIR":            t.TempDir(),
			"DHONI_DATABASE_URL":        dbURL,
			"DHONI_BLOB_URL":            s3.URL(bucket),
			"DHONI_S3_ACCESS_KEY":       s3.AccessKey,
			"DHONI_S3_SECRET_KEY":       s3.SecretKey,
			"DHONI_ADMIN_PASSWORD_HASH": string(hash),
			"DHONI_TELEGRAM_API_URL":    tg.URL,
			"DHONI_TRUSTED_PROXIES":     "127.0.0.1",
			"DHONI_SHUTDOWN_TIMEOUT":    "10s",
			// The order streams come from one address through the proxy.
			"DHONI_LIMIT_ORDERS_CLIENT": "100000/1h",
			"DHONI_LIMIT_ORDERS_PHONE":  "100000/1h",
		}
	}
	// The first fills the empty database with the sample shop; the second
	// finds it filled.
	a := dhoni(t, env(), "serve")
	a.waitHealthy(t)
	b := dhoni(t, env(), "serve")
	b.waitHealthy(t)
	proxy := startHAProxy(t, proxyBin, a.url, b.url)

	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })

	admin := signIn(t, a.url, "replica-admin-password")
	product := stockedProduct(t, b.url, admin)

	t.Run("a session made on one replica works on the other", func(t *testing.T) {
		res := call(t, http.MethodGet, b.url+"/api/auth/session", admin, "", nil)
		var s struct {
			Authenticated bool `json:"authenticated"`
		}
		decode(t, res, http.StatusOK, &s)
		if !s.Authenticated {
			t.Error("the session made on replica a is unknown to replica b")
		}
		// And through the proxy, whichever replica answers.
		for range 4 {
			res := call(t, http.MethodGet, proxy+"/api/orders?per_page=1", admin, "", nil)
			drain(t, res, http.StatusOK)
		}
	})

	t.Run("a slip uploaded through one is served to the admin through the other", func(t *testing.T) {
		slip := pngBytes(t, 3, 2)
		ref := upload(t, a.url, "", "transfer-slip", slip)
		o := newOrder(product, 1)
		o["payment_method"] = "BANK"
		o["transfer_slip"] = ref
		placed := place(t, b.url, o)
		res := call(t, http.MethodGet, a.url+"/api/orders/"+placed+"/slip", admin, "", nil)
		got := drain(t, res, http.StatusOK)
		if !bytes.Equal(got, slip) {
			t.Errorf("slip through replica a: got %d bytes, want the %d uploaded through b", len(got), len(slip))
		}
		var inBucket int
		if err := filepath.Walk(filepath.Join(s3.Root, bucket.Bucket), func(_ string, info os.FileInfo, err error) error {
			if err == nil && info.Mode().IsRegular() && info.Size() == int64(len(slip)) {
				inBucket++
			}
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if inBucket == 0 {
			t.Error("the slip is not in the bucket")
		}
		// An image uploaded through one is served by the other, cached as ever.
		img := upload(t, b.url, admin, "image", pngBytes(t, 40, 30))
		res = call(t, http.MethodGet, a.url+img, "", "", nil)
		if res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("image cache headers: got %q", res.Header.Get("Cache-Control"))
		}
		drain(t, res, http.StatusOK)
	})

	t.Run("an order placed through one is edited through the other", func(t *testing.T) {
		number := place(t, a.url, newOrder(product, 2))
		res := call(t, http.MethodPut, b.url+"/api/orders/"+number, admin, "", map[string]any{"status": "processing"})
		drain(t, res, http.StatusOK)
		var o struct {
			Status        string `json:"status"`
			StatusHistory []struct {
				Status string `json:"status"`
			} `json:"status_history"`
		}
		decode(t, call(t, http.MethodGet, a.url+"/api/orders/"+number, admin, "", nil), http.StatusOK, &o)
		if o.Status != "processing" || len(o.StatusHistory) != 2 {
			t.Errorf("read through a: status %q with %d history entries, want processing with 2", o.Status, len(o.StatusHistory))
		}
	})

	t.Run("the sign-in limit allows as many tries as with one replica", func(t *testing.T) {
		if !loginLimitShared {
			t.Skip("SKIPPED: the sign-in limiter does not take its Limiter from ratelimit.Provider yet")
		}
		tries := 0
		for i := range 20 {
			res := call(t, http.MethodPost, proxy+"/api/auth/login", "", "198.51.100.7", map[string]any{"password": "wrong"})
			drain(t, res, 0)
			if res.StatusCode == http.StatusTooManyRequests {
				break
			}
			if res.StatusCode != http.StatusUnauthorized {
				t.Fatalf("try %d: got %d, want 401 or 429", i+1, res.StatusCode)
			}
			tries++
		}
		if tries != 5 {
			t.Errorf("wrong passwords accepted for checking through two replicas: got %d, want 5", tries)
		}
	})

	t.Run("over 50 orders each chat gets exactly one message", func(t *testing.T) {
		settingsOn(t, proxy, admin)
		numbers := placeMany(t, proxy, product, 52, 4)
		tg.waitFor(t, numbers, 2)
	})

	t.Run("a write through one does not wait while the other is paused", func(t *testing.T) {
		stock := func(body []byte) map[string]int {
			var p struct {
				Stock map[string]int `json:"stock"`
			}
			if err := json.Unmarshal(body, &p); err != nil {
				t.Fatal(err)
			}
			return p.Stock
		}
		read := func() map[string]int {
			return stock(drain(t, call(t, http.MethodGet, b.url+"/api/products/"+product, "", "", nil), http.StatusOK))
		}
		read()
		read() // from b's memory now
		if err := syscall.Kill(b.cmd.Process.Pid, syscall.SIGSTOP); err != nil {
			t.Fatal(err)
		}
		stopped := time.Now()
		resumed := false
		resume := func() {
			if !resumed {
				resumed = true
				_ = syscall.Kill(b.cmd.Process.Pid, syscall.SIGCONT)
			}
		}
		defer resume()
		var slowest time.Duration
		for i := range 5 {
			began := time.Now()
			place(t, a.url, newOrder(product, 500+i))
			slowest = max(slowest, time.Since(began))
		}
		// The fence of decision 147 held each write until the paused
		// replica's lease ran out, up to 3.6 s.
		if slowest > 2*time.Second {
			t.Errorf("an order through a took %v while b was paused", slowest)
		}
		// Paused past the second in which b may serve from memory without
		// hearing its heartbeat: resumed, it must catch up first.
		time.Sleep(time.Until(stopped.Add(3 * replicas.Stale / 2)))
		resume()
		var inDB string
		if err := db.QueryRow("SELECT stock FROM products WHERE id = $1", product).Scan(&inDB); err != nil {
			t.Fatal(err)
		}
		want := stock([]byte(`{"stock":` + inDB + `}`))
		for i := range 3 {
			if got := read(); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("read %d from b after it resumed: stock %v, want %v (the last write's)", i+1, got, want)
			}
		}
	})

	t.Run("SIGTERM to one replica under a stream of orders loses none", func(t *testing.T) {
		stream := newOrderStream(proxy, product)
		stream.start(4)
		time.Sleep(1500 * time.Millisecond)
		if code := a.stop(t); code != 0 {
			t.Errorf("replica a exit code: got %d, want 0; output:\n%s", code, a.stderr)
		}
		time.Sleep(1500 * time.Millisecond)
		stream.stop()

		if len(stream.failed) > 0 {
			t.Errorf("orders never acknowledged after retries: %v", stream.failed)
		}
		if len(stream.created) < 20 {
			t.Errorf("only %d orders went through; the stream did not run", len(stream.created))
		}
		counts := map[string]int{}
		rows, err := db.Query("SELECT order_number, count(*) FROM orders GROUP BY order_number")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var n string
			var c int
			if err := rows.Scan(&n, &c); err != nil {
				t.Fatal(err)
			}
			counts[n] = c
		}
		if err := rows.Close(); err != nil {
			t.Fatal(err)
		}
		for _, n := range append(append([]string(nil), stream.created...), stream.retried...) {
			if counts[n] != 1 {
				t.Errorf("order %s: %d rows, want 1", n, counts[n])
			}
		}
		t.Logf("%d orders acknowledged, %d of them after a retry; replica b's peak memory (VmHWM): %s",
			len(stream.created), len(stream.retried), peakMemory(b.cmd.Process.Pid))
		// Replica b alone announces what a did not get to.
		tg.waitFor(t, stream.created, 2)
	})
}

// requireProxy finds HAProxy (scripts/test.sh installs Debian's package when
// it runs as root), or skips; in CI a missing proxy fails.
func requireProxy(t *testing.T) string {
	t.Helper()
	for _, p := range []string{os.Getenv("DHONI_HAPROXY"), "haproxy", "/usr/sbin/haproxy"} {
		if p == "" {
			continue
		}
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" || os.Getenv("DHONI_REQUIRE_PROXY") == "1" {
		t.Fatal("HAProxy is required here (CI) but not installed (apt-get install haproxy)")
	}
	t.Skip("SKIPPED two replicas behind a proxy: HAProxy is not installed (apt-get install haproxy)")
	return ""
}

// startHAProxy balances requests round-robin over the replicas, checking
// their health every 200 ms, and retries a request on another replica when
// a connection to one fails (a replica that is stopping).
func startHAProxy(t *testing.T, bin string, backends ...string) string {
	t.Helper()
	addr := freeAddr(t)
	var servers strings.Builder
	for i, b := range backends {
		fmt.Fprintf(&servers, "  server r%d %s check inter 200ms fall 1 rise 2\n", i, strings.TrimPrefix(b, "http://"))
	}
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	tmpl, err := os.ReadFile(filepath.Join(root, "scripts", "haproxy-replicas.cfg"))
	if err != nil {
		t.Fatal(err)
	}
	conf := strings.NewReplacer("  bind BIND\n", "  bind "+addr+"\n", "SERVERS\n", servers.String()).Replace(string(tmpl))
	file := filepath.Join(t.TempDir(), "haproxy.cfg")
	if err := os.WriteFile(file, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-db", "-f", file)
	out := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	p := &proc{cmd: cmd, stderr: out, url: "http://" + addr}
	p.waitHealthy(t)
	return p.url
}

// call sends a JSON request with the admin's cookie and a client address
// for X-Forwarded-For (each may be empty).
func call(t *testing.T, method, url, cookie, client string, body any) *http.Response {
	t.Helper()
	res, err := send(method, url, cookie, client, body)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	return res
}

func send(method, url, cookie, client string, body any) (*http.Response, error) {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	if client != "" {
		req.Header.Set("X-Forwarded-For", client)
	}
	return http.DefaultClient.Do(req)
}

// drain reads the body and checks the status (0: any).
func drain(t *testing.T, res *http.Response, want int) []byte {
	t.Helper()
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if want != 0 && res.StatusCode != want {
		t.Fatalf("%s %s: got %d %s, want %d", res.Request.Method, res.Request.URL.Path, res.StatusCode, b, want)
	}
	return b
}

func decode(t *testing.T, res *http.Response, want int, v any) {
	t.Helper()
	if err := json.Unmarshal(drain(t, res, want), v); err != nil {
		t.Fatal(err)
	}
}

func signIn(t *testing.T, url, password string) string {
	t.Helper()
	res := call(t, http.MethodPost, url+"/api/auth/login", "", "", map[string]any{"password": password})
	drain(t, res, http.StatusNoContent)
	for _, c := range res.Cookies() {
		return c.Name + "=" + c.Value
	}
	t.Fatal("sign-in set no cookie")
	return ""
}

// stockedProduct adds an appliance with plenty of stock, in the sample
// fan's category, and returns its id.
func stockedProduct(t *testing.T, url, admin string) string {
	t.Helper()
	var products []struct {
		ID         string `json:"id"`
		CategoryID string `json:"category_id"`
	}
	decode(t, call(t, http.MethodGet, url+"/api/products?shop_type=accessories&limit=1", "", "", nil), http.StatusOK, &products)
	if len(products) == 0 {
		t.Fatal("the sample shop has no appliances")
	}
	var p struct {
		ID string `json:"id"`
	}
	decode(t, call(t, http.MethodPost, url+"/api/products", admin, "", map[string]any{
		"title": "Replica Test Kettle", "sku": "REPLICA-KETTLE", "description": "A kettle for the replica test.",
		"price": 100, "category_id": products[0].CategoryID, "shop_type": "accessories",
		"stock": map[string]int{"default": 100000},
	}), http.StatusCreated, &p)
	return p.ID
}

// newOrder is a cash-on-delivery order for one product with a number the
// client made (so a retry is idempotent) and a phone of its own.
func newOrder(product string, seq int) map[string]any {
	return map[string]any{
		"order_number": orders.NewOrderNumber(time.Now()),
		"customer": map[string]any{
			"name": "Replica Customer", "phone": fmt.Sprintf("7%06d", seq%1000000), "email": "",
			"address": map[string]any{"atoll": "Addu Atoll", "island": "Hithadhoo", "street": "Magu 12", "directions": ""},
		},
		"items":          []any{map[string]any{"product_id": product, "quantity": 1}},
		"payment_method": "COD",
		"notes":          "",
	}
}

func place(t *testing.T, url string, o map[string]any) string {
	t.Helper()
	drain(t, call(t, http.MethodPost, url+"/api/orders", "", "", o), http.StatusCreated)
	return o["order_number"].(string)
}

// placeMany places n orders through url from workers clients at once.
func placeMany(t *testing.T, url, product string, n, workers int) []string {
	t.Helper()
	var mu sync.Mutex
	var numbers []string
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < n; i += workers {
				o := newOrder(product, 1000+i)
				res, err := send(http.MethodPost, url+"/api/orders", "", fmt.Sprintf("10.1.0.%d", i), o)
				if err != nil {
					t.Errorf("order %d: %v", i, err)
					return
				}
				b, _ := io.ReadAll(res.Body)
				_ = res.Body.Close()
				if res.StatusCode != http.StatusCreated {
					t.Errorf("order %d: got %d %s, want 201", i, res.StatusCode, b)
					return
				}
				mu.Lock()
				numbers = append(numbers, o["order_number"].(string))
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return numbers
}

func upload(t *testing.T, url, cookie, purpose string, data []byte) string {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	if err := w.WriteField("purpose", purpose); err != nil {
		t.Fatal(err)
	}
	part, err := w.CreateFormFile("file", "file.png")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := part.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest(http.MethodPost, url+"/api/uploads", &body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", w.FormDataContentType())
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var got struct{ Ref, URL string }
	decode(t, res, http.StatusCreated, &got)
	if purpose == "image" {
		return got.URL
	}
	return got.Ref
}

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// settingsOn turns Telegram announcements on for two chats.
func settingsOn(t *testing.T, url, admin string) {
	t.Helper()
	var s map[string]any
	decode(t, call(t, http.MethodGet, url+"/api/settings", admin, "", nil), http.StatusOK, &s)
	s["telegram"] = map[string]any{"enabled": true, "botToken": "4242:replica-token", "chatIds": "111,-222"}
	drain(t, call(t, http.MethodPut, url+"/api/settings", admin, "", s), http.StatusOK)
}

// fakeTelegram answers sendMessage like the Bot API and remembers, per
// chat, how often each order was announced.
type fakeTelegram struct {
	*httptest.Server
	mu   sync.Mutex
	sent map[string]map[string]int // chat -> order number -> messages
}

func newFakeTelegram(t *testing.T) *fakeTelegram {
	f := &fakeTelegram{sent: map[string]map[string]int{}}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var m struct {
			ChatID string `json:"chat_id"`
			Text   string `json:"text"`
		}
		if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		f.mu.Lock()
		if f.sent[m.ChatID] == nil {
			f.sent[m.ChatID] = map[string]int{}
		}
		if i := strings.Index(m.Text, "RB-"); i >= 0 && len(m.Text) >= i+20 {
			number := strings.TrimRight(strings.Fields(m.Text[i:])[0], "*")
			f.sent[m.ChatID][number]++
		}
		f.mu.Unlock()
		_, _ = io.WriteString(w, `{"ok":true,"result":{"message_id":1}}`)
	}))
	t.Cleanup(f.Close)
	return f
}

// waitFor waits until each of numbers reached each of the chats, then checks
// none was announced twice.
func (f *fakeTelegram) waitFor(t *testing.T, numbers []string, chats int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		missing := 0
		f.mu.Lock()
		for _, chat := range []string{"111", "-222"}[:chats] {
			for _, n := range numbers {
				if f.sent[chat][n] == 0 {
					missing++
				}
			}
		}
		f.mu.Unlock()
		if missing == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d announcements never arrived", missing)
		}
		time.Sleep(100 * time.Millisecond)
	}
	// Give a second worker the time to send a duplicate, if it would.
	time.Sleep(500 * time.Millisecond)
	f.mu.Lock()
	defer f.mu.Unlock()
	for chat, got := range f.sent {
		for _, n := range numbers {
			if got[n] != 1 {
				t.Errorf("chat %s got %d messages for %s, want 1", chat, got[n], n)
			}
		}
	}
}

// orderStream places orders through the proxy from several clients until
// stopped. An order that fails (a replica going away) is sent again, same
// number and content, until it is acknowledged.
type orderStream struct {
	url, product string
	ctx          context.Context
	cancel       context.CancelFunc
	wg           sync.WaitGroup

	mu      sync.Mutex
	seq     int
	created []string // acknowledged with 201 (or the stored order on a retry)
	retried []string // needed more than one attempt
	failed  []string // never acknowledged
}

func newOrderStream(url, product string) *orderStream {
	ctx, cancel := context.WithCancel(context.Background())
	return &orderStream{url: url, product: product, ctx: ctx, cancel: cancel}
}

func (s *orderStream) start(workers int) {
	for range workers {
		s.wg.Go(func() {
			for s.ctx.Err() == nil {
				s.mu.Lock()
				s.seq++
				seq := s.seq
				s.mu.Unlock()
				s.placeOne(newOrder(s.product, 5000+seq), fmt.Sprintf("10.2.%d.%d", seq/250, seq%250))
			}
		})
	}
}

func (s *orderStream) placeOne(o map[string]any, client string) {
	number := o["order_number"].(string)
	for attempt := 1; attempt <= 20; attempt++ {
		res, err := send(http.MethodPost, s.url+"/api/orders", "", client, o)
		status := 0
		if err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			_ = res.Body.Close()
			status = res.StatusCode
		}
		if status == http.StatusCreated || (attempt > 1 && status == http.StatusOK) {
			s.mu.Lock()
			s.created = append(s.created, number)
			if attempt > 1 {
				s.retried = append(s.retried, number)
			}
			s.mu.Unlock()
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.mu.Lock()
	s.failed = append(s.failed, number)
	s.mu.Unlock()
}

func (s *orderStream) stop() {
	s.cancel()
	s.wg.Wait()
}

// TestThreeReplicasStartingTogetherMigrateOnce starts three servers at the
// same moment on one empty PostgreSQL database: each migration runs once (the
// others wait on goose's lock and find the schema current), the sample shop
// is filled once, and all three serve.
func TestThreeReplicasStartingTogetherMigrateOnce(t *testing.T) {
	t.Parallel()
	dbURL := dbtest.PostgresURL(t)
	var procs []*proc
	for range 3 {
		procs = append(procs, dhoni(t, map[string]string{
			"DHONI_HTTP_ADDR":      freeAddr(t),
			"DHONI_DATA_DIR":       t.TempDir(),
			"DHONI_DATABASE_URL":   dbURL,
			"DHONI_ADMIN_PASSWORD": "three-replicas",
		}, "serve"))
	}
	applied := 0
	for _, p := range procs {
		p.waitHealthy(t)
		applied += strings.Count(p.stderr.String(), "migration applied")
	}
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var tables []string
	rows, err := db.Query("SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'goose\\_%' ORDER BY 1")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, name)
	}
	if err := rows.Close(); err != nil {
		t.Fatal(err)
	}
	recorded := 0
	for _, table := range tables {
		var n, distinct int
		if err := db.QueryRow("SELECT count(*), count(DISTINCT version_id) FROM "+table+" WHERE version_id > 0").Scan(&n, &distinct); err != nil {
			t.Fatal(err)
		}
		if n != distinct {
			t.Errorf("%s: %d rows for %d versions, want each once", table, n, distinct)
		}
		recorded += n
	}
	if applied == 0 || applied != recorded {
		t.Errorf("migrations applied by the three servers: got %d log lines, want %d (each migration once)", applied, recorded)
	}
	var products, slugs int
	if err := db.QueryRow("SELECT count(*), count(DISTINCT slug) FROM products").Scan(&products, &slugs); err != nil {
		t.Fatal(err)
	}
	if products == 0 || products != slugs {
		t.Errorf("sample products: got %d rows for %d slugs, want the sample shop once", products, slugs)
	}
	for _, p := range procs {
		if code := p.stop(t); code != 0 {
			t.Errorf("exit code %d; output:\n%s", code, p.stderr)
		}
	}
}

// peakMemory is a process's peak resident memory as Linux reports it, for
// sizing the Kubernetes memory request (docs/benchmarks.md).
func peakMemory(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "unknown"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
