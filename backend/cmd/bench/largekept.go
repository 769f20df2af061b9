package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"dhoni/internal/platform/database"
)

// keptRun is -large with -large-keep: the large shops are made once in a
// folder (each PostgreSQL one in a database of its own) and kept, so the
// admin's reads can be timed again on the same orders with another -bin,
// before and after a change to a query or an index. It writes nothing to
// -out: the figures that go there come from a whole run.
func keptRun(ctx context.Context, o options, bin string) error {
	if err := os.MkdirAll(o.largeKeep, 0o755); err != nil {
		return err
	}
	fmt.Printf("load average %s\n", loadAverage())
	for i, dialect := range []string{"sqlite", "postgres"} {
		if !slices.Contains(strings.Split(o.dialects, ","), dialect) {
			continue
		}
		port := o.largePort + i*2
		k, err := keptShop(ctx, o, dialect, port)
		if err != nil {
			return err
		}
		srv, err := startServer(ctx, bin, k.Dir, k.DatabaseURL, port)
		if err != nil {
			return err
		}
		s := largeShop{Name: dialect}
		_, err = adminReads(ctx, o, srv, k.Data, &s)
		srv.stop()
		if err != nil {
			return err
		}
		for _, t := range append(s.Admin, timing{Label: "tracking", P50: s.Tracking.P50, P99: s.Tracking.P99}) {
			fmt.Printf("%s\t%s\tp50 %s\tp99 %s\n", dialect, t.Label, ms(t.P50), ms(t.P99))
		}
		fmt.Printf("load average %s\n", loadAverage())
	}
	return nil
}

// kept is a large shop -large-keep made, as its folder's JSON file has it.
type kept struct {
	Dir, DatabaseURL string
	Data             seeded
	Made             time.Duration // how long its making took
}

// keptShop is the dialect's large shop in -large-keep, made the first
// time it is asked for.
func keptShop(ctx context.Context, o options, dialect string, port int) (kept, error) {
	var k kept
	saved := filepath.Join(o.largeKeep, dialect+".json")
	if b, err := os.ReadFile(saved); err == nil {
		return k, json.Unmarshal(b, &k)
	}
	spec := shopSpec{name: dialect + " large", dialect: dialect, shape: shape{o.largeProducts, 30, 1000}, port: port}
	began := time.Now()
	// The database is kept: generate's drop is not called.
	dir, dbURL, data, _, err := generate(ctx, o, o.largeKeep, spec)
	if err != nil {
		return k, err
	}
	log.Printf("%s: copying orders up to %d", dialect, o.largeOrders)
	if err := withDB(ctx, func(db *database.DB) error { return multiplyOrders(ctx, db, o.largeOrders) }); err != nil {
		return k, err
	}
	made := time.Since(began)
	log.Printf("%s: made in %s", dialect, made.Round(time.Second))
	k = kept{Dir: dir, DatabaseURL: dbURL, Data: data, Made: made}
	b, err := json.Marshal(k)
	if err != nil {
		return k, err
	}
	return k, os.WriteFile(saved, b, 0o644)
}
