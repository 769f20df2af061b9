package app_test

// Finding 5: the time a tracking lookup with a wrong phone takes tells
// nothing about whether its order number is used. Timings are noisy on a
// shared machine, so the test is kept out of the ordinary run: it runs
// with DHONI_TIMING_TEST=1 (`go tool task fuzz` sets it) on PostgreSQL, and
// compares distributions (Mann-Whitney), never a threshold in milliseconds.

import (
	"fmt"
	"math"
	"net/http"
	"os"
	"slices"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func TestTrackingTimeTellsNothing(t *testing.T) {
	if os.Getenv("DHONI_TIMING_TEST") == "" {
		t.Skip("a timing comparison: run with DHONI_TIMING_TEST=1 (go tool task fuzz)")
	}
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
func mannWhitneyP(x, y []float64) float64 {
	type obs struct {
		v     float64
		fromX bool
	}
	all := make([]obs, 0, len(x)+len(y))
	for _, v := range x {
		all = append(all, obs{v, true})
	}
	for _, v := range y {
		all = append(all, obs{v, false})
	}
	slices.SortFunc(all, func(a, b obs) int {
		switch {
		case a.v < b.v:
			return -1
		case a.v > b.v:
			return 1
		}
		return 0
	})
	n1, n2 := float64(len(x)), float64(len(y))
	n := n1 + n2
	var rankX, ties float64
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && all[j].v == all[i].v {
			j++
		}
		rank := float64(i+j+1) / 2 // ranks i+1 … j, averaged
		for k := i; k < j; k++ {
			if all[k].fromX {
				rankX += rank
			}
		}
		t := float64(j - i)
		ties += t*t*t - t
		i = j
	}
	u := rankX - n1*(n1+1)/2
	mean := n1 * n2 / 2
	sd := math.Sqrt(n1 * n2 / 12 * ((n + 1) - ties/(n*(n-1))))
	if sd == 0 {
		return 1
	}
	z := (math.Abs(u-mean) - 0.5) / sd
	return math.Erfc(z / math.Sqrt2)
}

// quartiles reads a sample of durations (nanoseconds) as its median and
// interquartile range.
func quartiles(v []float64) string {
	s := slices.Clone(v)
	slices.Sort(s)
	at := func(q float64) time.Duration { return time.Duration(s[int(q*float64(len(s)-1))]) }
	return fmt.Sprintf("median %v, IQR %v-%v", at(0.5).Round(time.Microsecond), at(0.25).Round(time.Microsecond), at(0.75).Round(time.Microsecond))
}

func TestMannWhitneyTellsSamplesApart(t *testing.T) {
	t.Parallel()
	var low, high, mixed []float64
	for i := range 200 {
		low = append(low, float64(i))
		high = append(high, float64(i+60))
		mixed = append(mixed, float64((i*7)%200))
	}
	if p := mannWhitneyP(low, high); p > 0.001 {
		t.Errorf("shifted samples: got p = %.4f, want below 0.001", p)
	}
	if p := mannWhitneyP(low, mixed); p < 0.5 {
		t.Errorf("the same values in another order: got p = %.4f, want near 1", p)
	}
}
