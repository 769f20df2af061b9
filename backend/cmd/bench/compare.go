package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
)

// compare loads two server binaries (-compare, the older, and -bin) back to
// back on the same generated shops (SQLite and PostgreSQL, 500 products),
// alternately -rounds times each, with the same wrk settings as the full
// run, and prints the figures; it writes no file. On a shared machine two
// binaries are only comparable in the same minutes.
func compare(ctx context.Context, o options) error {
	var bins [2]string
	newer, err := serverBinary(o)
	if err != nil {
		return err
	}
	for i, b := range []string{o.compare, newer} {
		abs, err := filepath.Abs(b)
		if err != nil {
			return err
		}
		if _, err := os.Stat(abs); err != nil {
			return err
		}
		bins[i] = abs
	}
	work, err := os.MkdirTemp("", "dhoni-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	tw := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "shop\trequest\tbinary\trequests/s\tp50\tp99\terrors\tload average\n")
	for _, s := range shops(o)[:2] {
		if (s.dialect == "postgres" && o.pgURL == "") || !slices.Contains(strings.Split(o.dialects, ","), s.dialect) {
			continue
		}
		dir, dbURL, data, drop, err := generate(ctx, o, work, s)
		if err != nil {
			return err
		}
		defer drop()
		for round := range o.rounds {
			// The first binary of a round flips each round, so a load that
			// grows during the run weighs on both.
			for k := range bins {
				i := (k + round) % len(bins)
				bin := bins[i]
				srv, err := startServer(ctx, bin, dir, dbURL, s.port)
				if err != nil {
					return fmt.Errorf("%s: %w", s.name, err)
				}
				rows, err := loadShop(ctx, srv.url, data, o, false)
				if err != nil {
					srv.stop()
					return err
				}
				if s.dialect == "postgres" && wanted(o.only, "open-loop") {
					more, err := senders(ctx, srv.url, o)
					if err != nil {
						srv.stop()
						return err
					}
					rows = append(rows, more...)
				}
				srv.stop()
				for _, r := range rows {
					fmt.Fprintf(tw, "%s\t%s\t%s (round %d)\t%.0f\t%s\t%s\t%d\t%s\n", s.name, r.Label,
						[]string{"old", "new"}[i], round+1, r.RPS, ms(r.P50), ms(r.P99), r.Errors, loadAverage())
				}
				time.Sleep(time.Second)
			}
		}
	}
	return tw.Flush()
}

// senders measures the listing's peak with wrk, then its latency at half
// that rate with the earlier sender (a goroutine per request) and with
// openLoop, one after the other on the same server.
func senders(ctx context.Context, base string, o options) ([]result, error) {
	peak, err := wrk(ctx, "GET /api/products (page of 12)", base+listPath, "", o)
	if err != nil {
		return nil, err
	}
	rate := peak.RPS / 2
	cpu0, t0 := processCPU(), time.Now()
	old := goroutineSender(base+listPath, rate, o.duration)
	oldCPU := float64(processCPU()-cpu0) / float64(time.Since(t0))
	half, err := openLoop(base+listPath, rate, o.duration, o.connections)
	if err != nil {
		return nil, err
	}
	return []result{
		peak,
		{Label: fmt.Sprintf("open-loop at %.0f/s, goroutine per request (%.0f%% of a core)", rate, 100*oldCPU), RPS: rate, P99: old},
		{Label: fmt.Sprintf("open-loop at %.0f/s, %d connections (%.0f%% of a core, late %s)", rate, o.connections, 100*half.CPU, ms(half.Late)),
			RPS: rate, P50: half.P50, P99: half.P99, Errors: half.Errors},
	}, nil
}
