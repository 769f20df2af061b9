package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/app"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// The large shop (`go run ./backend/cmd/bench -large`): a shop a hundred
// times the sample's, 50,000 products and 1,000,000 orders, on SQLite and
// PostgreSQL. It measures what grows with the shop: the admin's orders list,
// an order, the dashboard, the CSV export, the storefront's listing and
// search, tracking; then, on SQLite, copy-data to PostgreSQL and a backup
// under the listing's load.

const (
	largeStart = "<!-- bench-large:start (written by go run ./backend/cmd/bench -large) -->"
	largeEnd   = "<!-- bench-large:end -->"
)

type timing struct {
	Label    string
	P50, P99 time.Duration
	Goal     time.Duration // zero: no goal
}

type exportRun struct {
	Rows       int
	Took       time.Duration
	GrowthMB   float64 // the server's resident memory at most above where it started
	RowsPerSec float64
}

type largeShop struct {
	Name        string
	Orders      int
	Products    int
	Generate    time.Duration
	Admin       []timing
	Export      exportRun
	Listing     result
	SmallList   result // the same listing with 500 products
	SmallTrack  timing // tracking on that small shop
	Search      result
	Tracking    timing
	CopyData    time.Duration // SQLite only
	ListingP99  time.Duration // SQLite only: without and during a backup
	DuringP99   time.Duration
	BackupTook  time.Duration
	BackupCount int
}

// largeRun generates and measures the large shop on both databases.
func largeRun(ctx context.Context, o options) error {
	if o.pgURL == "" {
		return fmt.Errorf("TEST_DATABASE_URL (or -postgres) is needed")
	}
	bin, err := serverBinary(o)
	if err != nil {
		return err
	}
	if o.largeKeep != "" && !o.largeAll {
		return keptRun(ctx, o, bin)
	}
	work, err := os.MkdirTemp("", "dhoni-bench-large-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	started := time.Now().UTC()
	var shops []largeShop
	for i, dialect := range []string{"sqlite", "postgres"} {
		port := o.largePort + i*2
		small, smallTrack, err := smallShop(ctx, o, bin, work, dialect, port+1)
		if err != nil {
			return err
		}
		s, err := measureLarge(ctx, o, bin, work, dialect, port)
		if err != nil {
			return err
		}
		s.SmallList, s.SmallTrack = small, smallTrack
		shops = append(shops, s)
	}
	section := largeMarkdown(shops, started, time.Now().UTC(), o)
	fmt.Println(section)
	return rewriteMarked(filepath.Join(o.root, o.out), largeStart, largeEnd, section)
}

// smallShop is the yardstick: the listing and tracking on a 500-product
// shop with a thousand orders.
func smallShop(ctx context.Context, o options, bin, work, dialect string, port int) (result, timing, error) {
	spec := shopSpec{name: dialect + " small", dialect: dialect, shape: shape{500, 30, 1000}, port: port}
	dir, dbURL, data, drop, err := generate(ctx, o, work, spec)
	if err != nil {
		return result{}, timing{}, err
	}
	defer drop()
	srv, err := startServer(ctx, bin, dir, dbURL, port)
	if err != nil {
		return result{}, timing{}, err
	}
	defer srv.stop()
	track, err := timeReads(http.DefaultClient, trackURL(srv.url, data), trackReads*o.largeReads)
	if err != nil {
		return result{}, timing{}, fmt.Errorf("tracking: %w", err)
	}
	list, err := wrk(ctx, "listing, 500 products", srv.url+listPath, "", o)
	return list, track, err
}

// trackReads is how many times more tracking is timed than an admin
// read, on either shop: 200 lookups of a quarter millisecond are 50 ms of
// the server's life, and their p50 moved by a fifth from run to run with
// whatever the runtime was still doing after the reads before them.
const trackReads = 10

func trackURL(base string, data seeded) string {
	return fmt.Sprintf("%s/api/orders/track?order_number=%s&phone=%s", base, data.OrderNumber, data.Phone)
}

func measureLarge(ctx context.Context, o options, bin, work, dialect string, port int) (largeShop, error) {
	s := largeShop{Name: dialect, Orders: o.largeOrders, Products: o.largeProducts}
	spec := shopSpec{name: dialect + " large", dialect: dialect, shape: shape{o.largeProducts, 30, 1000}, port: port}
	dir, dbURL, data, drop, made, err := largeShopOf(ctx, o, work, spec)
	if err != nil {
		return s, err
	}
	defer drop()
	s.Generate = made
	srv, err := startServer(ctx, bin, dir, dbURL, port)
	if err != nil {
		return s, err
	}
	defer srv.stop()
	admin, err := adminReads(ctx, o, srv, data, &s)
	if err != nil {
		return s, err
	}
	log.Printf("%s: CSV export", dialect)
	if s.Export, err = exportAll(admin, srv); err != nil {
		return s, err
	}
	log.Printf("%s: listing and search", dialect)
	if s.Listing, err = wrk(ctx, "listing", srv.url+listPath, "", o); err != nil {
		return s, err
	}
	if s.Search, err = wrk(ctx, "search", srv.url+"/api/search?q=abaya", "", o); err != nil {
		return s, err
	}
	if dialect != "sqlite" {
		return s, nil
	}
	log.Printf("sqlite: backup under load")
	if err := backupUnderLoad(ctx, o, bin, dir, srv, &s); err != nil {
		return s, err
	}
	srv.stop()
	log.Printf("sqlite: copy-data to PostgreSQL")
	target, dropTarget, err := createDatabase(ctx, o.pgURL, o.dbPrefix+"_copy")
	if err != nil {
		return s, err
	}
	defer dropTarget()
	began := time.Now()
	cmd := exec.CommandContext(ctx, bin, "copy-data", "--to", target)
	cmd.Env = append(os.Environ(), "DHONI_DATA_DIR="+dir, "DHONI_DATABASE_URL=", "DHONI_LOG_LEVEL=warn")
	if out, err := cmd.CombinedOutput(); err != nil {
		return s, fmt.Errorf("copy-data: %v\n%s", err, tail(out))
	}
	s.CopyData = time.Since(began)
	return s, nil
}

// largeShopOf makes the large shop of spec, or takes the one -large-keep
// kept (-large-all), which is not dropped after; with the time its making
// took.
func largeShopOf(ctx context.Context, o options, work string, spec shopSpec) (string, string, seeded, func(), time.Duration, error) {
	if o.largeKeep != "" {
		k, err := keptShop(ctx, o, spec.dialect, spec.port)
		return k.Dir, k.DatabaseURL, k.Data, func() {}, k.Made, err
	}
	began := time.Now()
	dir, dbURL, data, drop, err := generate(ctx, o, work, spec)
	if err != nil {
		return "", "", seeded{}, nil, 0, err
	}
	log.Printf("%s: copying orders up to %d", spec.dialect, o.largeOrders)
	if err := withDB(ctx, func(db *database.DB) error { return multiplyOrders(ctx, db, o.largeOrders) }); err != nil {
		drop()
		return "", "", seeded{}, nil, 0, err
	}
	return dir, dbURL, data, drop, time.Since(began), nil
}

// adminReads times the admin's reads and tracking on a served shop; the
// client it returns is signed in.
func adminReads(ctx context.Context, o options, srv *server, data seeded, s *largeShop) (*http.Client, error) {
	admin, err := signIn(srv.url)
	if err != nil {
		return nil, err
	}
	log.Printf("%s: admin reads", s.Name)
	for _, r := range []struct {
		label, path string
		goal        time.Duration
	}{
		{"orders list, first page", "/api/orders", 100 * time.Millisecond},
		{"orders list, status processing", "/api/orders?status=processing", 100 * time.Millisecond},
		{"orders list, status pending, page 20", "/api/orders?status=pending&page=20", 100 * time.Millisecond},
		{"orders list, search by phone", "/api/orders?q=" + data.Phone, 100 * time.Millisecond},
		{"orders list, search by five digits of a phone", "/api/orders?q=" + data.Phone[:5], 100 * time.Millisecond},
		{"orders list, search by part of a phone", "/api/orders?q=" + data.Phone[:3], 100 * time.Millisecond},
		{"orders list, search by name", "/api/orders?q=Customer%2012", 100 * time.Millisecond},
		{"orders list, search by number", "/api/orders?q=" + data.OrderNumber, 100 * time.Millisecond},
		{"an order", "/api/orders/" + data.OrderNumber, 100 * time.Millisecond},
		{"dashboard", "/api/dashboard", 300 * time.Millisecond},
	} {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		t, err := timeReads(admin, srv.url+r.path, o.largeReads)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.label, err)
		}
		t.Label, t.Goal = r.label, r.goal
		s.Admin = append(s.Admin, t)
	}
	if s.Tracking, err = timeReads(http.DefaultClient, trackURL(srv.url, data), trackReads*o.largeReads); err != nil {
		return nil, fmt.Errorf("tracking: %w", err)
	}
	return admin, nil
}

// withDB opens the database the last generate left in the environment.
func withDB(ctx context.Context, f func(*database.DB) error) error {
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	var db *database.DB
	graph := fx.New(app.Platform(cfg, zap.NewNop()), fx.Populate(&db), fx.NopLogger)
	if err := graph.Err(); err != nil {
		return err
	}
	defer func() { _ = db.Close() }()
	return f(db)
}

// signIn is an HTTP client with the admin's session.
func signIn(base string) (*http.Client, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return nil, err
	}
	c := &http.Client{Jar: jar, Timeout: 5 * time.Minute}
	req, err := http.NewRequest(http.MethodPost, base+"/api/auth/login", strings.NewReader(`{"password":"bench-admin-password"}`))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", base)
	res, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode/100 != 2 {
		b, _ := io.ReadAll(res.Body)
		return nil, fmt.Errorf("sign in: %s %s", res.Status, b)
	}
	return c, nil
}

// timeReads times n GETs one after the other, after one to warm up. Each
// comes from another customer's address (the server trusts the bench as a
// proxy), so tracking's per-client limit counts each once.
func timeReads(c *http.Client, u string, n int) (timing, error) {
	var took []time.Duration
	for i := range n + 1 {
		req, err := http.NewRequest(http.MethodGet, u, nil)
		if err != nil {
			return timing{}, err
		}
		req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255))
		began := time.Now()
		res, err := c.Do(req)
		if err != nil {
			return timing{}, err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		_ = res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return timing{}, fmt.Errorf("GET %s: %s", u, res.Status)
		}
		if i > 0 {
			took = append(took, time.Since(began))
		}
	}
	slices.Sort(took)
	return timing{P50: took[len(took)/2], P99: took[len(took)*99/100]}, nil
}

// exportAll reads the whole CSV export, counting rows, while it samples the
// server's resident memory.
func exportAll(c *http.Client, srv *server) (exportRun, error) {
	pid := srv.cmd.Process.Pid
	before := residentMB(pid)
	peak := before
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				peak = max(peak, residentMB(pid))
			}
		}
	}()
	began := time.Now()
	res, err := c.Get(srv.url + "/api/orders/export.csv")
	if err != nil {
		close(stop)
		return exportRun{}, err
	}
	defer res.Body.Close()
	rows := -1 // the header
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		rows++
	}
	took := time.Since(began)
	close(stop)
	<-done
	if err := sc.Err(); err != nil {
		return exportRun{}, err
	}
	if res.StatusCode != http.StatusOK {
		return exportRun{}, fmt.Errorf("export: %s", res.Status)
	}
	return exportRun{Rows: rows, Took: took, GrowthMB: peak - before, RowsPerSec: float64(rows) / took.Seconds()}, nil
}

// residentMB is a process's resident memory (VmRSS) in MB.
func residentMB(pid int) float64 { return memoryMB(pid, "VmRSS:") }

// memoryMB is a line of the process's /proc status in MB: VmRSS: (resident
// now) or VmHWM: (the most it was since it started).
func memoryMB(pid int, field string) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == field {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}

// backupUnderLoad loads the listing without, then with, backups running
// one after the other for the whole run.
func backupUnderLoad(ctx context.Context, o options, bin, dir string, srv *server, s *largeShop) error {
	quiet, err := wrk(ctx, "listing", srv.url+listPath, "", o)
	if err != nil {
		return err
	}
	s.ListingP99 = quiet.P99
	backups := filepath.Join(dir, "backups")
	if err := os.MkdirAll(backups, 0o755); err != nil {
		return err
	}
	loadDone := make(chan struct {
		r   result
		err error
	}, 1)
	go func() {
		r, err := wrk(ctx, "listing during a backup", srv.url+listPath, "", o)
		loadDone <- struct {
			r   result
			err error
		}{r, err}
	}()
	deadline := time.Now().Add(o.duration)
	var total time.Duration
	for time.Now().Before(deadline) {
		began := time.Now()
		cmd := exec.CommandContext(ctx, bin, "backup")
		cmd.Env = append(os.Environ(), "DHONI_DATA_DIR="+dir, "DHONI_DATABASE_URL=", "DHONI_BACKUP_TO="+backups, "DHONI_LOG_LEVEL=warn")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("backup: %v\n%s", err, tail(out))
		}
		total += time.Since(began)
		s.BackupCount++
	}
	during := <-loadDone
	if during.err != nil {
		return during.err
	}
	s.DuringP99 = during.r.P99
	s.BackupTook = total / time.Duration(max(1, s.BackupCount))
	return nil
}

func tail(out []byte) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return strings.Join(lines[max(0, len(lines)-10):], "\n")
}

// rewriteMarked replaces the part of a file between two markers, or adds it at the end.
func rewriteMarked(path, start, end, section string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	doc, found := replaceMarked(string(raw), start, end, section)
	if !found {
		doc = strings.TrimRight(doc, "\n") + "\n\n" + section
	}
	return os.WriteFile(path, []byte(doc), 0o644)
}

// replaceMarked puts section in place of the part of doc between two markers.
func replaceMarked(doc, start, end, section string) (string, bool) {
	i, j := strings.Index(doc, start), strings.Index(doc, end)
	if i < 0 || j < i {
		return doc, false
	}
	return doc[:i] + strings.TrimSuffix(section, "\n") + doc[j+len(end):], true
}
