package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

const listPath = "/api/products?per_page=12"

type server struct {
	url string
	cmd *exec.Cmd
}

// startServer runs bin serve on port with the bench's settings, then env
// (NAME=value, which win over them).
func startServer(ctx context.Context, bin, dir, dbURL string, port int, env ...string) (*server, error) {
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	cmd := exec.CommandContext(ctx, bin, "serve")
	cmd.Env = append(os.Environ(),
		"DHONI_HTTP_ADDR="+addr, "DHONI_DATA_DIR="+dir, "DHONI_DATABASE_URL="+dbURL,
		"DHONI_ADMIN_PASSWORD=bench-admin-password", "DHONI_LOG_LEVEL=warn", "DHONI_SAMPLE_DATA=false",
		// wrk sends X-Forwarded-For per request: each is another customer
		// for the per-client limits of order lookups and orders.
		"DHONI_TRUSTED_PROXIES=127.0.0.1", "DHONI_TELEGRAM_API_URL=http://127.0.0.1:1",
		// A run longer than ten minutes would otherwise measure the daily
		// backup's catch-up copy too.
		"DHONI_BACKUP_SCHEDULE=off",
	)
	cmd.Env = append(cmd.Env, env...)
	logFile, err := os.Create(filepath.Join(dir, "server.log"))
	if err != nil {
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{url: "http://" + addr, cmd: cmd}
	for range 200 {
		if res, err := http.Get(s.url + "/api/health"); err == nil {
			_ = res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return s, nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.stop()
	return nil, fmt.Errorf("the server on %s never answered (see %s)", addr, logFile.Name())
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
}

func fetch(u string) ([]byte, error) {
	res, err := http.Get(u)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", u, res.Status)
	}
	return io.ReadAll(res.Body)
}

// result is one load run.
type result struct {
	Label      string
	RPS        float64
	P50, P99   time.Duration
	Mean       time.Duration
	Errors     int
	HalfRate   float64        // half the peak rate (listing only)
	Half       openLoopResult // the open-loop run at that rate
	CeilingPct float64
}

// ceiling serves body with a bare net/http handler and loads it like the shop.
func ceiling(ctx context.Context, body []byte, port int, o options) (result, error) {
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return result{}, err
	}
	length := strconv.Itoa(len(body))
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Content-Length", length)
		_, _ = w.Write(body)
	}), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	return wrk(ctx, "bare net/http, same bytes (ceiling)", "http://"+ln.Addr().String()+listPath, "", o)
}

var (
	rpsRe  = regexp.MustCompile(`Requests/sec:\s+([\d.]+)`)
	latRe  = regexp.MustCompile(`(?m)^\s+(50|99)%\s+([\d.]+)(us|ms|s)\s*$`)
	meanRe = regexp.MustCompile(`(?m)^\s+Latency\s+([\d.]+)(us|ms|s)\s`)
	errsRe = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
	sockRe = regexp.MustCompile(`Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
)

// wrk runs one load with an optional Lua script.
func wrk(ctx context.Context, label, target, script string, o options) (result, error) {
	args := []string{"-t2", fmt.Sprintf("-c%d", o.connections), fmt.Sprintf("-d%s", o.duration), "--latency"}
	if script != "" {
		f, err := os.CreateTemp("", "bench-*.lua")
		if err != nil {
			return result{}, err
		}
		defer os.Remove(f.Name())
		if _, err := f.WriteString(script); err != nil {
			return result{}, err
		}
		_ = f.Close()
		args = append(args, "-s", f.Name())
	}
	out, err := exec.CommandContext(ctx, "wrk", append(args, target)...).CombinedOutput()
	if err != nil {
		return result{}, fmt.Errorf("wrk %s: %v\n%s", target, err, out)
	}
	r := result{Label: label}
	m := rpsRe.FindSubmatch(out)
	if m == nil {
		return result{}, fmt.Errorf("wrk %s: no requests/s in\n%s", target, out)
	}
	r.RPS, _ = strconv.ParseFloat(string(m[1]), 64)
	if m := meanRe.FindSubmatch(out); m != nil {
		r.Mean = duration(string(m[1]), string(m[2]))
	}
	for _, l := range latRe.FindAllSubmatch(out, -1) {
		d := duration(string(l[2]), string(l[3]))
		if string(l[1]) == "50" {
			r.P50 = d
		} else {
			r.P99 = d
		}
	}
	if m := errsRe.FindSubmatch(out); m != nil {
		r.Errors, _ = strconv.Atoi(string(m[1]))
	}
	if m := sockRe.FindSubmatch(out); m != nil {
		for _, n := range m[1:] {
			k, _ := strconv.Atoi(string(n))
			r.Errors += k
		}
	}
	return r, nil
}

func duration(v, unit string) time.Duration {
	f, _ := strconv.ParseFloat(v, 64)
	switch unit {
	case "us":
		return time.Duration(f * float64(time.Microsecond))
	case "ms":
		return time.Duration(f * float64(time.Millisecond))
	}
	return time.Duration(f * float64(time.Second))
}

// anotherClient gives each request its own client address (the server
// trusts 127.0.0.1 as a proxy), as many customers would be. Each wrk thread
// seeds its own random numbers: unseeded, both threads sent the same
// addresses (and phones) in the same order, every customer twice at once.
const anotherClient = `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
function init(args)
  math.randomseed(id * 104729 + os.time())
end
local function client()
  return "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
end
`

// spreadLabel is the orders run whose orders buy one of many products (a
// write spread over rows, as pgbench's is), beside the one that buys the
// same product every time (one row's lock is the queue).
const spreadLabel = "POST /api/orders (one of 50 products)"

// The search runs: two words, one misspelt ("lagon" for Lagoon), over both
// shops; and the suggestions for a search being typed.
const (
	searchLabel  = "GET /api/search (two words, one misspelt)"
	suggestLabel = "GET /api/search/suggestions (while typing)"
)

// luaStrings is a Lua list of quoted strings (product IDs: letters, digits
// and dashes).
func luaStrings(v []string) string {
	q := make([]string, len(v))
	for i, s := range v {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, ", ")
}

// orderBody is an order of the product with plenty of stock, its phone
// __PHONE__ for the script to fill in.
func orderBody(s seeded) string {
	return fmt.Sprintf(`{"customer":{"name":"Aishath Shifa","phone":"__PHONE__","email":"","address":{"atoll":"Addu Atoll","island":"Hithadhoo","street":"Magu 12","directions":""}},"items":[{"product_id":%q,"size":"N/A","color":"","quantity":1}],"payment_method":"COD","notes":""}`, s.HotProduct)
}

// ordersScript places orders of the product with plenty of stock, each from
// another client and phone.
func ordersScript(s seeded) string {
	return anotherClient + `
local body = [[` + orderBody(s) + `]]
request = function()
  local phone = "7" .. string.format("%06d", math.random(0, 999999))
  return wrk.format("POST", nil, {["X-Forwarded-For"] = client(), ["Content-Type"] = "application/json"}, (body:gsub("__PHONE__", phone)))
end
`
}

func loadShop(ctx context.Context, base string, s seeded, o options, halfRate bool) ([]result, error) {
	track := fmt.Sprintf("/api/orders/track?order_number=%s&phone=%s", url.QueryEscape(s.OrderNumber), s.Phone)
	runs := []struct{ label, path, script string }{
		{"GET /api/products (page of 12)", listPath, ""},
		{"GET /api/products (filtered)", "/api/products?per_page=12&category=" + s.Category + "&sizes=M&sort=price-asc", ""},
		{"GET /api/products/slug/{slug}", "/api/products/slug/" + s.Slug, ""},
		{searchLabel, "/api/search?q=lagon+abaya", ""},
		{suggestLabel, "/api/search/suggestions?q=coral+sh", ""},
		{"GET /api/orders/track", track, anotherClient + `
request = function() return wrk.format("GET", nil, {["X-Forwarded-For"] = client()}) end
`},
		{"POST /api/orders", "/api/orders", ordersScript(s)},
		{spreadLabel, "/api/orders", anotherClient + `
local body = [[` + strings.Replace(orderBody(s), s.HotProduct, "__PRODUCT__", 1) + `]]
local products = {` + luaStrings(s.Spread) + `}
request = function()
  local phone = "7" .. string.format("%06d", math.random(0, 999999))
  local b = body:gsub("__PHONE__", phone):gsub("__PRODUCT__", products[math.random(1, #products)])
  return wrk.format("POST", nil, {["X-Forwarded-For"] = client(), ["Content-Type"] = "application/json"}, b)
end
`},
	}
	var out []result
	for _, run := range runs {
		if !wanted(o.only, run.label) {
			continue
		}
		r, err := wrk(ctx, run.label, base+run.path, run.script, o)
		if err != nil {
			return nil, err
		}
		if halfRate && run.path == listPath {
			r.HalfRate = r.RPS / 2
			half, err := openLoop(base+listPath, r.HalfRate, o.duration, o.connections)
			if err != nil {
				return nil, err
			}
			r.Half = half
		}
		out = append(out, r)
	}
	return out, nil
}

// wanted reports whether a load run's label matches the -only list (empty:
// every run).
func wanted(only, label string) bool {
	if only == "" {
		return true
	}
	for _, part := range strings.Split(only, ",") {
		if strings.Contains(label, part) {
			return true
		}
	}
	return false
}

// goroutineSender is the open-loop sender the bench used before openLoop,
// kept so that -compare can show what it measured: a goroutine per request
// through net/http's client, latency from when each was due. It returns the
// 99th percentile latency.
func goroutineSender(target string, rate float64, d time.Duration) time.Duration {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256, MaxConnsPerHost: 256}, Timeout: 10 * time.Second}
	var (
		mu   sync.Mutex
		lats []time.Duration
		wg   sync.WaitGroup
	)
	interval := time.Duration(float64(time.Second) / rate)
	end := time.Now().Add(d)
	next := time.Now()
	for next.Before(end) {
		time.Sleep(time.Until(next))
		wg.Add(1)
		go func(start time.Time) {
			defer wg.Done()
			res, err := client.Get(target)
			if err != nil {
				return
			}
			_, _ = io.Copy(io.Discard, res.Body)
			_ = res.Body.Close()
			mu.Lock()
			lats = append(lats, time.Since(start))
			mu.Unlock()
		}(next)
		next = next.Add(interval)
	}
	wg.Wait()
	if len(lats) == 0 {
		return 0
	}
	slices.Sort(lats)
	return lats[len(lats)*99/100]
}

// createDatabase makes a fresh database and returns its URL and a drop.
func createDatabase(ctx context.Context, admin, name string) (string, func(), error) {
	psql := func(sql string) error {
		out, err := exec.CommandContext(ctx, "psql", admin, "-qc", sql).CombinedOutput()
		if err != nil {
			return fmt.Errorf("psql %s: %v %s", sql, err, out)
		}
		return nil
	}
	_ = psql("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	if err := psql("CREATE DATABASE " + name); err != nil {
		return "", nil, err
	}
	u, err := url.Parse(admin)
	if err != nil {
		return "", nil, err
	}
	u.Path = "/" + name
	return u.String(), func() { _ = psql("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)") }, nil
}

func pgbenchPath() string {
	if _, err := os.Stat("/usr/lib/postgresql/15/bin/pgbench"); err == nil {
		return "/usr/lib/postgresql/15/bin/pgbench"
	}
	return "pgbench"
}

type pgbenchResult struct {
	TPS         float64
	Clients     int
	LatencyMean string
	// Branches is pgbench's scale: every transaction updates one of this
	// many branch rows, so with one they all queue on the same row.
	Branches int
}

var tpsRe = regexp.MustCompile(`tps = ([\d.]+) \(without initial connection time\)`)
var latMeanRe = regexp.MustCompile(`latency average = ([\d.]+ ms)`)

// runPgbench measures the database's own write ceiling: pgbench's TPC-B-like
// transaction (three updates, a select and an insert), as many clients as wrk,
// on branches branch rows (pgbench's scale).
func runPgbench(ctx context.Context, o options, branches int) (pgbenchResult, error) {
	u, drop, err := createDatabase(ctx, o.pgURL, "dhoni_bench_pgbench")
	if err != nil {
		return pgbenchResult{}, err
	}
	defer drop()
	if out, err := exec.CommandContext(ctx, pgbenchPath(), "-i", "-q", "-s", strconv.Itoa(branches), u).CombinedOutput(); err != nil {
		return pgbenchResult{}, fmt.Errorf("pgbench -i: %v %s", err, out)
	}
	clients := o.connections
	out, err := exec.CommandContext(ctx, pgbenchPath(), "-n", "-c", strconv.Itoa(clients), "-j", "2",
		"-T", strconv.Itoa(int(o.duration.Seconds())), u).CombinedOutput()
	if err != nil {
		return pgbenchResult{}, fmt.Errorf("pgbench: %v %s", err, out)
	}
	m := tpsRe.FindSubmatch(out)
	if m == nil {
		return pgbenchResult{}, fmt.Errorf("pgbench: no tps in %s", out)
	}
	r := pgbenchResult{Clients: clients, Branches: branches}
	r.TPS, _ = strconv.ParseFloat(string(m[1]), 64)
	if m := latMeanRe.FindSubmatch(out); m != nil {
		r.LatencyMean = strings.TrimSpace(string(m[1]))
	}
	return r, nil
}
