package dblimit_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/ratelimit"
	"dhoni/internal/platform/ratelimit/dblimit"
)

// open is one replica's connection pool on the test database, migrated.
func open(t *testing.T, cfg config.Config) *database.DB {
	t.Helper()
	return dbtest.Open(t, cfg, database.MigrationSet{Name: "ratelimit", FS: dblimit.Migrations, Dir: "migrations"})
}

var start = time.Date(2025, 1, 1, 10, 0, 0, 0, time.UTC)

// TestProvidersShareOneContract runs the same sliding-window cases against
// memory and the database on both dialects.
func TestProvidersShareOneContract(t *testing.T) {
	t.Parallel()
	t.Run("memory", func(t *testing.T) {
		t.Parallel()
		runContract(t, func(clk clock.Clock) ratelimit.Provider { return ratelimit.MemoryProvider{Clock: clk} })
	})
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		db := open(t, cfg)
		runContract(t, func(clk clock.Clock) ratelimit.Provider { return dblimit.NewProvider(db, clk) })
		t.Run("batched", func(t *testing.T) {
			runContract(t, func(clk clock.Clock) ratelimit.Provider { return batching{dblimit.NewProvider(db, clk)} })
		})
	})
}

// batching makes every limit of the provider a batched one.
type batching struct{ *dblimit.Provider }

func (b batching) Limiter(name string, max int, window time.Duration) ratelimit.Limiter {
	return b.Batched(name+"-batched", max, window)
}

func runContract(t *testing.T, newProvider func(clock.Clock) ratelimit.Provider) {
	t.Helper()
	ctx := context.Background()
	clk := clock.NewManual(start)
	p := newProvider(clk)
	login := p.Limiter("login", 3, 10*time.Minute)
	lookups := p.Limiter("lookups", 1, time.Minute)
	allow := func(l ratelimit.Limiter, key string) time.Duration {
		t.Helper()
		wait, err := l.Allow(ctx, key)
		if err != nil {
			t.Fatalf("Allow(%q): %v", key, err)
		}
		return wait
	}
	for i := range 3 {
		if wait := allow(login, "10.0.0.1"); wait != 0 {
			t.Fatalf("event %d: got wait %v, want allowed", i+1, wait)
		}
		clk.Advance(time.Minute)
	}
	if wait := allow(login, "10.0.0.1"); wait != 7*time.Minute {
		t.Errorf("fourth event: got wait %v, want 7m (until the first leaves the window)", wait)
	}
	if wait := allow(login, "10.0.0.2"); wait != 0 {
		t.Errorf("another key: got wait %v, want allowed", wait)
	}
	if wait := allow(lookups, "10.0.0.1"); wait != 0 {
		t.Errorf("the same key under another limit: got wait %v, want allowed", wait)
	}
	clk.Advance(7 * time.Minute)
	if wait := allow(login, "10.0.0.1"); wait != 0 {
		t.Errorf("after the window moved: got wait %v, want allowed", wait)
	}
	if wait := allow(login, "10.0.0.1"); wait != time.Minute {
		t.Errorf("full again: got wait %v, want 1m", wait)
	}
	if err := login.Forget(ctx, "10.0.0.1"); err != nil {
		t.Fatal(err)
	}
	if wait := allow(login, "10.0.0.1"); wait != 0 {
		t.Errorf("after Forget: got wait %v, want allowed", wait)
	}
	if wait := allow(lookups, "10.0.0.1"); wait != 0 {
		t.Errorf("Forget on one limit cleared nothing of another's... got wait %v, want allowed (its minute passed)", wait)
	}
	if wait := allow(lookups, "10.0.0.1"); wait != time.Minute {
		t.Errorf("lookups: got wait %v, want 1m", wait)
	}
}

// hammer asks the limiters for key n times at once, taking them in turn, and
// returns how many of the asks were allowed.
func hammer(t *testing.T, limits []ratelimit.Limiter, key string, n int) int {
	t.Helper()
	var allowed atomic.Int32
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			wait, err := limits[i%len(limits)].Allow(context.Background(), key)
			if err != nil {
				t.Errorf("Allow: %v", err)
				return
			}
			if wait == 0 {
				allowed.Add(1)
			}
		})
	}
	wg.Wait()
	return int(allowed.Load())
}

// TestTwoReplicasShareTheLimit is two servers (two connection pools) on one
// PostgreSQL database, each hammered at once for the same key: together they
// allow exactly the limit, not the limit each.
func TestTwoReplicasShareTheLimit(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.Postgres)
	clk := clock.NewManual(start)
	replicas := []ratelimit.Limiter{
		dblimit.Choose(open(t, cfg), clk).Limiter("login", 5, 15*time.Minute),
		dblimit.Choose(open(t, cfg), clk).Limiter("login", 5, 15*time.Minute),
	}
	if got := hammer(t, replicas, "203.0.113.9", 40); got != 5 {
		t.Errorf("allowed across two replicas: got %d, want 5", got)
	}
	// A success on one replica (Forget) opens the door on the other.
	if err := replicas[0].Forget(context.Background(), "203.0.113.9"); err != nil {
		t.Fatal(err)
	}
	if wait, err := replicas[1].Allow(context.Background(), "203.0.113.9"); err != nil || wait != 0 {
		t.Errorf("after Forget on the other replica: got %v, %v; want allowed", wait, err)
	}
}

// TestBatchedLimitsHoldAcrossReplicas is the bound of the batched limits
// (order lookups, orders) with replicas on one PostgreSQL database: a hostile
// client hammering every replica at once for one key, while each writes its
// batches on its own schedule, gets at most the limit plus one event per other
// replica; every allowed event ends up counted in the table; and one replica
// alone allows exactly the limit.
func TestBatchedLimitsHoldAcrossReplicas(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.Postgres)
	clk := clock.NewManual(start)
	const max = 5
	for _, replicas := range []int{1, 2, 3} {
		t.Run(fmt.Sprintf("%d replicas", replicas), func(t *testing.T) {
			ctx := context.Background()
			var providers []*dblimit.Provider
			var limits []ratelimit.Limiter
			for range replicas {
				p := dblimit.NewProvider(open(t, cfg), clk)
				providers = append(providers, p)
				limits = append(limits, p.Batched("order-lookups", max, 10*time.Minute))
			}
			for round := range 20 {
				key := fmt.Sprintf("198.51.%d.%d", replicas, round)
				var wg sync.WaitGroup
				stop := make(chan struct{})
				for _, p := range providers {
					wg.Go(func() {
						for {
							select {
							case <-stop:
								return
							default:
							}
							if err := p.Flush(ctx); err != nil {
								t.Errorf("Flush: %v", err)
								return
							}
							time.Sleep(time.Millisecond)
						}
					})
				}
				got := hammer(t, limits, key, 60)
				close(stop)
				wg.Wait()
				for _, p := range providers {
					if err := p.Flush(ctx); err != nil {
						t.Fatal(err)
					}
				}
				if got < max || got > max+replicas-1 {
					t.Fatalf("round %d: allowed %d, want %d to %d (the limit plus one per other replica)", round, got, max, max+replicas-1)
				}
				var rows int
				if err := providers[0].DB().Raw("SELECT count(*) FROM rate_limit_events WHERE name = 'order-lookups' AND key_hash = encode(sha256(?::bytea), 'hex')", key).Scan(&rows).Error; err != nil {
					t.Fatal(err)
				}
				if rows != got {
					t.Errorf("round %d: %d events counted in the table, %d allowed", round, rows, got)
				}
				// Once written, every replica refuses the key.
				for r, l := range limits {
					if wait, err := l.Allow(ctx, key); err != nil || wait == 0 {
						t.Errorf("round %d, replica %d after the batches: got %v, %v; want refused", round, r, wait, err)
					}
				}
			}
		})
	}
}

// TestTheTableHoldsNoKeysAndForgetsQuietOnes checks what an operator finds in
// the table: hashes, never addresses or phones, and no rows of keys whose
// window is over once the limit was used again.
func TestTheTableHoldsNoKeysAndForgetsQuietOnes(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		db := open(t, cfg)
		clk := clock.NewManual(start)
		l := dblimit.NewProvider(db, clk).Limiter("orders-per-phone", 3, time.Hour)
		for _, key := range []string{"+9607771234", "+9607771235", "+9607771236"} {
			if _, err := l.Allow(ctx, key); err != nil {
				t.Fatal(err)
			}
		}
		count := func(query string) int64 {
			t.Helper()
			var n int64
			if err := db.Raw(query).Scan(&n).Error; err != nil {
				t.Fatal(err)
			}
			return n
		}
		if leaked := count("SELECT count(*) FROM rate_limit_events WHERE key_hash LIKE '%777%' OR key_hash LIKE '+%'"); leaked != 0 {
			t.Errorf("rows holding a phone: got %d, want 0", leaked)
		}
		clk.Advance(2 * time.Hour)
		if _, err := l.Allow(ctx, "+9607770000"); err != nil {
			t.Fatal(err)
		}
		if rows := count("SELECT count(*) FROM rate_limit_events"); rows != 1 {
			t.Errorf("rows after the window passed: got %d, want 1 (the quiet keys pruned)", rows)
		}
	})
}

// BenchmarkAllow is the cost of one shared check (a transaction with the
// advisory lock, a count and an insert) against the in-memory one, with
// keys spread over 1,000 clients. Figures in docs/benchmarks.md.
func BenchmarkAllow(b *testing.B) {
	for _, c := range []struct {
		name     string
		provider func(*testing.B) ratelimit.Provider
	}{
		{"memory", func(*testing.B) ratelimit.Provider { return ratelimit.MemoryProvider{Clock: clock.System{}} }},
		{"postgres", func(b *testing.B) ratelimit.Provider {
			db := dbtest.Open(b, dbtest.Config(b, database.Postgres),
				database.MigrationSet{Name: "ratelimit", FS: dblimit.Migrations, Dir: "migrations"})
			return dblimit.NewProvider(db, clock.System{})
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			l := c.provider(b).Limiter("bench", 1_000_000, time.Minute)
			ctx := context.Background()
			i := 0
			for b.Loop() {
				if _, err := l.Allow(ctx, fmt.Sprintf("10.0.%d.%d", i%1000/250, i%250)); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// TestABatchReadsOnlyItsOwnKeys checks what PostgreSQL reads to count a
// batch of lookups, and ten clients' second lookups: each key's own events,
// not every event of the window.
// The statements are prepared and planned while the table is nearly empty,
// as on a new shop; then the window fills up with other clients' events
// (without statistics yet, as between two autovacuum runs) and one more
// batch of 100 new clients is written. PostgreSQL's own statistics of the
// table's indexes show the rows it went through.
func TestABatchReadsOnlyItsOwnKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := open(t, dbtest.Config(t, database.Postgres))
	sqlDB, err := db.DB.DB()
	if err != nil {
		t.Fatal(err)
	}
	sqlDB.SetMaxOpenConns(1) // the statements, and their plans, on one connection
	clk := clock.NewManual(start)
	p := dblimit.NewProvider(db, clk)
	l := p.Batched("order-lookups", 20, 10*time.Minute)
	batch := func(round int) {
		t.Helper()
		for i := range 100 {
			if _, err := l.Allow(ctx, fmt.Sprintf("10.%d.%d.1", round, i)); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 10 { // a client's second lookup takes the exact check
			if _, err := l.Allow(ctx, fmt.Sprintf("10.%d.%d.1", round, i)); err != nil {
				t.Fatal(err)
			}
		}
		if err := p.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		clk.Advance(time.Second)
	}
	for round := range 8 {
		batch(round)
	}
	if err := db.Exec(`INSERT INTO rate_limit_events (name, key_hash, at_us)
		SELECT 'order-lookups', md5(g::text) || md5(g::text), ?::bigint + g FROM generate_series(1, 30000) AS g`,
		clk.Now().Add(-time.Minute).UnixMicro()).Error; err != nil {
		t.Fatal(err)
	}
	read := func() (rows int64) {
		t.Helper()
		// This connection's counts go out when it is next idle.
		if err := db.Exec("SELECT pg_stat_force_next_flush()").Error; err != nil {
			t.Fatal(err)
		}
		if err := db.Raw(`SELECT coalesce(sum(idx_tup_read), 0) + coalesce(max(t.seq_tup_read), 0)
			FROM pg_stat_user_indexes i JOIN pg_stat_user_tables t USING (relid)
			WHERE i.relname = 'rate_limit_events'`).Scan(&rows).Error; err != nil {
			t.Fatal(err)
		}
		return rows
	}
	read() // what the inserts read goes out
	before := read()
	batch(8)
	if got := read() - before; got > 2000 {
		t.Errorf("rows read for 100 new clients and 10 second lookups: %d, want a few per client (the window holds 30,900 events)", got)
	} else {
		t.Logf("rows read for 100 new clients and 10 second lookups: %d", got)
	}
}
