package orders_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"dhoni/internal/orders"
	"dhoni/internal/platform/testvectors"
)

type numberVectors struct {
	Pattern   string `json:"pattern"`
	Generated []struct {
		TimeMS int64  `json:"time_ms"`
		Prefix string `json:"prefix"`
	} `json:"generated"`
	Valid   []string `json:"valid"`
	Invalid []string `json:"invalid"`
}

func readNumberVectors(t *testing.T) numberVectors {
	t.Helper()
	var v numberVectors
	testvectors.Load(t, "order-number.json", &v)
	if len(v.Valid) == 0 || len(v.Invalid) == 0 || len(v.Generated) == 0 {
		t.Fatal("the vectors file has an empty list")
	}
	return v
}

func TestOrderNumberSharedVectors(t *testing.T) {
	t.Parallel()
	v := readNumberVectors(t)
	for _, s := range v.Valid {
		if !orders.ValidOrderNumber(s) {
			t.Errorf("ValidOrderNumber(%q): got false, want true", s)
		}
	}
	for _, s := range v.Invalid {
		if orders.ValidOrderNumber(s) {
			t.Errorf("ValidOrderNumber(%q): got true, want false", s)
		}
	}
	pattern := regexp.MustCompile(v.Pattern)
	for _, g := range v.Generated {
		n := orders.NewOrderNumber(time.UnixMilli(g.TimeMS))
		if !strings.HasPrefix(n, g.Prefix) || len(n) != len(g.Prefix)+4 {
			t.Errorf("NewOrderNumber(%d): got %q, want %q and 4 characters", g.TimeMS, n, g.Prefix)
		}
		if !pattern.MatchString(n) || !orders.ValidOrderNumber(n) {
			t.Errorf("NewOrderNumber(%d): %q does not match its own rule", g.TimeMS, n)
		}
	}
}

func TestNewOrderNumbersDiffer(t *testing.T) {
	t.Parallel()
	// 200 numbers in one millisecond share the prefix and differ in 4 random
	// characters (36^4 endings): a clash or two is possible (about 1 in 80
	// runs has one, and the store's unique key catches it), ten are not
	// unless the ending is not random.
	now := time.Now()
	seen := map[string]bool{}
	for range 200 {
		seen[orders.NewOrderNumber(now)] = true
	}
	if len(seen) < 190 {
		t.Fatalf("NewOrderNumber made only %d different numbers in 200 tries", len(seen))
	}
}

func TestLookupNumber(t *testing.T) {
	t.Parallel()
	if got := orders.LookupNumber("  rb-m5d4ruo0-7kq2 "); got != "RB-M5D4RUO0-7KQ2" {
		t.Errorf("got %q, want RB-M5D4RUO0-7KQ2", got)
	}
}
