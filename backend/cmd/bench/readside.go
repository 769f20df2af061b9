package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

// The read side under attack (issue 29, decisions 220 to 222): a flood of
// refused writes beside the listing on two replicas, one replica paused
// while the other takes orders, distinct query strings and big slips against
// the process's memory, and other spellings of the drawn pages against the
// renderer. Each figure is read over HTTP, from the metrics endpoint and
// from /proc, never from the server's code. `-readside` runs this part
// alone and prints it; the full run adds it to its section.

// readSidePort is the first of the ten ports this part listens on.
const readSidePort = 18360

// Bounds the figures are held to: the storefront cache's (decision 221) and
// the process's under hostile uploads (docs/security.md, finding 1).
const (
	cacheEntries  = 1024
	cacheMiB      = 32
	processMiB    = 256
	distinctFill  = 10000
	uploadFill    = 3000
	slipsAtOnce   = 10
	pathSpellings = 1000
)

// readSide is what this part measured.
type readSide struct {
	Started time.Time
	Load    []string
	Shops   []readSideShop
	Pair    replicaPair
}

// readSideShop is one server alone on SQLite or PostgreSQL.
type readSideShop struct {
	Name string
	// Growth is VmRSS after the distinct query strings less before, MiB;
	// Entries and CacheMiB the cache's own figures after them.
	Growth, Entries, CacheMiB float64
	// Peak is VmHWM after the fill and the slips at once, MiB; SlipCodes
	// the slips' answers and SlipMiB the size of each.
	Peak      float64
	SlipCodes string
	SlipMiB   float64
	// Renders are the renders the spellings of Pages cost; SpellingCodes
	// their answers.
	Pages         int
	Renders       float64
	SpellingCodes string
}

// readSideOnly measures the read side and prints its tables, writing
// nothing: the one piece of the bench, to compare two builds.
func readSideOnly(ctx context.Context, o options) error {
	bin, err := serverBinary(o)
	if err != nil {
		return err
	}
	if o.pgURL == "" {
		return fmt.Errorf("TEST_DATABASE_URL (or -postgres) is needed: the replicas share a PostgreSQL")
	}
	work, err := os.MkdirTemp("", "dhoni-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	rs, err := measureReadSide(ctx, o, bin, work)
	if err != nil {
		return err
	}
	fmt.Print(rs.markdown(o))
	return nil
}

// measureReadSide runs each shop alone, then the two replicas.
func measureReadSide(ctx context.Context, o options, bin, work string) (readSide, error) {
	rs := readSide{Started: time.Now().UTC(), Load: []string{loadAverage()}}
	slip, err := bigSlip()
	if err != nil {
		return rs, err
	}
	for i, dialect := range []string{"sqlite", "postgres"} {
		name := map[string]string{"sqlite": "SQLite", "postgres": "PostgreSQL"}[dialect]
		spec := shopSpec{name: name + ", read side", dialect: dialect, shape: shape{500, 30, 100}, port: readSidePort + 2*i}
		s, err := aloneReadSide(ctx, o, bin, work, spec, slip)
		if err != nil {
			return rs, fmt.Errorf("%s: %w", spec.name, err)
		}
		s.Name = name
		rs.Shops = append(rs.Shops, s)
		rs.Load = append(rs.Load, loadAverage())
	}
	pair, err := measureReplicas(ctx, o, bin, work)
	if err != nil {
		return rs, fmt.Errorf("two replicas: %w", err)
	}
	rs.Pair = pair
	rs.Load = append(rs.Load, loadAverage())
	return rs, nil
}

// aloneReadSide generates a shop, serves it with its metrics on the next
// port, and measures in turn: the distinct query strings against the
// resident memory and the cache's bounds, the fill and the slips at once
// against the peak, and the spellings of the drawn pages against renders.
func aloneReadSide(ctx context.Context, o options, bin, work string, spec shopSpec, slip []byte) (readSideShop, error) {
	var s readSideShop
	dir, dbURL, data, drop, err := generate(ctx, o, work, spec)
	if err != nil {
		return s, err
	}
	defer drop()
	metricsAddr := fmt.Sprintf("127.0.0.1:%d", spec.port+1)
	srv, err := startServer(ctx, bin, dir, dbURL, spec.port, "DHONI_METRICS_ADDR="+metricsAddr)
	if err != nil {
		return s, err
	}
	defer srv.stop()
	metrics := "http://" + metricsAddr + "/metrics"
	pid := srv.cmd.Process.Pid
	if _, err := fetch(srv.url + "/api/products?per_page=100"); err != nil {
		return s, err
	}

	log.Printf("%s: %d distinct query strings", spec.name, distinctFill)
	before := residentMB(pid)
	if err := fillQueries(srv.url, 0, distinctFill); err != nil {
		return s, err
	}
	s.Growth = residentMB(pid) - before
	entries, err := metric(metrics, "dhoni_storefront_cache_entries")
	if err != nil {
		return s, err
	}
	bytes, err := metric(metrics, "dhoni_storefront_cache_bytes")
	if err != nil {
		return s, err
	}
	s.Entries, s.CacheMiB = entries, bytes/(1<<20)

	log.Printf("%s: %d query strings, then %d slips at once", spec.name, uploadFill, slipsAtOnce)
	if err := fillQueries(srv.url, distinctFill, uploadFill); err != nil {
		return s, err
	}
	s.SlipMiB = float64(len(slip)) / (1 << 20)
	if s.SlipCodes, err = uploadAtOnce(srv.url, slip, slipsAtOnce); err != nil {
		return s, err
	}
	s.Peak = memoryMB(pid, "VmHWM:")

	log.Printf("%s: %d other spellings of the drawn pages", spec.name, pathSpellings)
	pages := []string{"/", "/shop", "/shop/" + data.Slug}
	for _, p := range pages {
		drawOnce(ctx, srv.url+p)
	}
	s.Pages = len(pages)
	first, err := metric(metrics, "dhoni_page_renders_total")
	if err != nil {
		return s, err
	}
	if s.SpellingCodes, err = askSpellings(srv.url, pages, pathSpellings); err != nil {
		return s, err
	}
	for _, p := range pages {
		drawOnce(ctx, srv.url+p)
	}
	last, err := metric(metrics, "dhoni_page_renders_total")
	if err != nil {
		return s, err
	}
	s.Renders = last - first
	return s, nil
}

// statusOf sends one request and returns its status, for the checks that
// a flood's requests are answered as the bench means them to be.
func statusOf(method, u string) (int, error) {
	req, err := http.NewRequest(method, u, nil)
	if err != nil {
		return 0, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	_ = res.Body.Close()
	return res.StatusCode, nil
}
