package orders_test

import (
	"testing"

	"dhoni/internal/orders"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/testvectors"
)

// TestGSTFigures: the shared vectors (docs/testdata/gst.json), which the
// front end's checkout checks too.
func TestGSTFigures(t *testing.T) {
	t.Parallel()
	var v struct {
		Cases []struct {
			Name               string
			Amount             money.Laari
			RateBasisPoints    int
			PricesInclude      bool
			Before, GST, After money.Laari
		}
	}
	testvectors.Load(t, "gst.json", &v)
	if len(v.Cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range v.Cases {
		g := orders.GST{Registered: true, TIN: "1000001GST501", RateBasisPoints: c.RateBasisPoints, PricesInclude: c.PricesInclude}
		before, gst, after := g.Figures(c.Amount)
		if before != c.Before || gst != c.GST || after != c.After {
			t.Errorf("%s: got %d + %d = %d, want %d + %d = %d", c.Name, before, gst, after, c.Before, c.GST, c.After)
		}
	}
	// A shop not registered charges nothing, whatever the rate says.
	if before, gst, after := (orders.GST{RateBasisPoints: 800}).Figures(115000); gst != 0 || before != 115000 || after != 115000 {
		t.Errorf("not registered: got %d + %d = %d, want 115000 + 0 = 115000", before, gst, after)
	}
}
