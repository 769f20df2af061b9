//go:build timing

package app_test

// Finding 5: the time a tracking lookup with a wrong phone takes tells
// nothing about whether its order number is used. Timings are noisy on a
// shared machine, so the test is kept out of the ordinary run: it is built
// only with the `timing` tag (`go tool task fuzz` runs it) on PostgreSQL, and
// compares distributions (Mann-Whitney), never a threshold in milliseconds.

import (
	"net/http"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func TestTrackingTimeTellsNothing(t *testing.T) {
	a := hostile(t, dbtest.Config(t, database.Postgres), func(c *config.Config) {
		c.Limits.Tracking = config.Limit{Max: 100_000, Window: time.Hour}
	})
	placed := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.1"), order("Aishath Shifa", "7771234", apptest.SampleFan, 1))
	if placed.status != http.StatusCreated {
		t.Fatalf("place an order: got %d %s", placed.status, placed.raw)
	}
	// The owner tracks it first, so it is also kept in memory.
	if got := send(t, a, http.MethodGet, "/api/orders/track?order_number="+placed.Number+"&phone=7771234", nil, nil); got.status != http.StatusOK {
		t.Fatalf("track it: got %d", got.status)
	}
	unused := "RB-" + placed.Number[3:len(placed.Number)-4] + "ZZZZ"
	lookup := func(number string) time.Duration {
		start := time.Now()
		got := send(t, a, http.MethodGet, "/api/orders/track?order_number="+number+"&phone=7659999", nil, nil)
		d := time.Since(start)
		if got.status != http.StatusNotFound {
			t.Fatalf("track %s with a wrong phone: got %d, want 404", number, got.status)
		}
		return d
	}
	for range 50 { // warm both paths
		lookup(placed.Number)
		lookup(unused)
	}
	const samples, runs = 400, 3
	for run := range runs {
		var used, free []float64
		for i := range samples {
			// Interleaved, alternating which goes first.
			if i%2 == 0 {
				used = append(used, float64(lookup(placed.Number)))
				free = append(free, float64(lookup(unused)))
			} else {
				free = append(free, float64(lookup(unused)))
				used = append(used, float64(lookup(placed.Number)))
			}
		}
		p := mannWhitneyP(used, free)
		t.Logf("run %d: used %s, unused %s, Mann-Whitney p = %.3f", run+1, quartiles(used), quartiles(free), p)
		if p <= 0.01 {
			t.Errorf("run %d: the lookup times of a used and an unused number differ (p = %.4f)", run+1, p)
		}
	}
}

// mannWhitneyP is the two-sided p-value of the Mann-Whitney U test, by the
// normal approximation with the correction for ties (samples of hundreds).
