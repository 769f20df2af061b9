package httpapi

import (
	"bytes"
	"encoding/csv"
	"slices"
	"strings"
	"testing"
	"time"

	"dhoni/internal/orders"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver/httpservertest"
)

// FuzzOrderPayload: any body is a 400 or a 422, or a checkout the order
// rules answer with an order or a 422, never a panic; an order's total is
// its subtotal plus its fee.
func FuzzOrderPayload(f *testing.F) {
	seeds := []string{
		`{"customer":{"name":"Aishath Shifa","phone":"7771234","email":"","address":{"atoll":"Addu Atoll","island":"Hithadhoo","street":"Magu 12","directions":""}},"items":[{"product_id":"prod-1","size":"M","color":"Black","quantity":1}],"payment_method":"COD","notes":""}`,
		`{"items":[{"quantity":1e30}],"total":-1}`, `{"customer":null}`, `{"order_number":"RB-ZZZZZZ-ZZZZ"}`, `{}`, `"x"`,
	}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	httpservertest.FuzzBody(f, seeds, func(t *testing.T, raw []byte, req orderRequest) {
		o, err := orders.NewOrder("RB-AAAAAA-AAAA", req.checkout().Tidy(), orders.PriceList{}, now)
		if err != nil {
			if fault.KindOf(err) != fault.Invalid {
				t.Fatalf("order from %q: error of kind %v: %v", raw, fault.KindOf(err), err)
			}
			return
		}
		if o.Total() != o.Subtotal()+o.DeliveryFee() {
			t.Errorf("order from %q: total %d != %d + %d", raw, o.Total(), o.Subtotal(), o.DeliveryFee())
		}
	})
}

// FuzzCSVCell: a cell of the export never starts a formula, and reads back
// as written (with its quote, when it got one).
func FuzzCSVCell(f *testing.F) {
	for _, s := range []string{"Aishath", "=HYPERLINK(\"x\")", "+960 7771234", "-1", "@SUM(A1)", "\tx", "\r\n", "a,\"b\"", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cell string) {
		safe := neutralise(cell)
		if safe != "" && strings.ContainsRune("=+-@\t\r", rune(safe[0])) {
			t.Errorf("neutralise(%q) = %q starts a formula", cell, safe)
		}
		if !strings.HasSuffix(safe, cell) {
			t.Errorf("neutralise(%q) = %q lost the text", cell, safe)
		}
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		row := []string{safe, "x"}
		if err := w.Write(row); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		back, err := csv.NewReader(&buf).Read()
		// encoding/csv turns \r\n inside a quoted field into \n on reading.
		want := []string{strings.ReplaceAll(safe, "\r\n", "\n"), "x"}
		if err == nil && !slices.Equal(back, want) && !strings.Contains(safe, "\r") {
			t.Errorf("row %q read back as %q", want, back)
		}
	})
}
