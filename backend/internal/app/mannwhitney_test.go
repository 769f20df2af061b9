package app_test

// The statistics of the tracking timing test (timing_test.go, built with
// the `timing` tag): a Mann-Whitney U test and quartiles, checked here in
// every run.

import (
	"fmt"
	"math"
	"slices"
	"testing"
	"time"
)

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
