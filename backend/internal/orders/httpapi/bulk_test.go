package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// bulkAnswer is the answer of POST /api/orders/bulk.
type bulkAnswer struct {
	Results []struct {
		OrderNumber string `json:"order_number"`
		Outcome     string `json:"outcome"`
		Message     string `json:"message"`
	} `json:"results"`
	Changed, Unchanged, Refused int
}

// TestAdminChangesManyOrdersAtOnce: each order of a bulk change is changed on
// its own with its history, or refused with the reason, and the answer says
// which; a change wrong as a whole (no orders, a thousand, no status) is 422
// and changes nothing; a stranger is refused.
func TestAdminChangesManyOrdersAtOnce(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, cookie, product := startAdmin(t, cfg, "Bulk Fan")
		var placed []string
		for i := range 4 {
			placed = append(placed, s.placeFor(t, product, "Customer", fmt.Sprintf("777%04d", i), 1).OrderNumber)
		}
		a, b, c, d := placed[0], placed[1], placed[2], placed[3]
		bulk := func(t *testing.T, body any, want int) []byte {
			t.Helper()
			res, raw := s.admin(t, cookie, http.MethodPost, "/api/orders/bulk", body)
			if res.StatusCode != want {
				t.Fatalf("POST %v: got %d %s, want %d", body, res.StatusCode, raw, want)
			}
			return raw
		}
		order := func(t *testing.T, number string) adminOrderJSON {
			t.Helper()
			res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders/"+number, nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET %s: got %d %s", number, res.StatusCode, raw)
			}
			return apptest.Decode[adminOrderJSON](t, raw)
		}
		// c is cancelled and d deleted before the bulk change.
		if res, raw := s.admin(t, cookie, http.MethodPut, "/api/orders/"+c, map[string]any{"status": "cancelled"}); res.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", res.StatusCode, raw)
		}
		if res, raw := s.admin(t, cookie, http.MethodDelete, "/api/orders/"+d, nil); res.StatusCode != 204 {
			t.Fatalf("delete: %d %s", res.StatusCode, raw)
		}

		t.Run("a stranger is refused", func(t *testing.T) {
			res := s.Do(t, http.MethodPost, "/api/orders/bulk", http.Header{"Content-Type": {"application/json"}},
				strings.NewReader(`{"order_numbers":["`+a+`"],"status":"shipped"}`))
			if res.StatusCode != http.StatusUnauthorized {
				t.Errorf("got %d, want 401", res.StatusCode)
			}
			if got := order(t, a); got.Status != "pending" {
				t.Errorf("after a stranger's try: status %q, want pending", got.Status)
			}
		})

		t.Run("each order changed or refused on its own", func(t *testing.T) {
			got := apptest.Decode[bulkAnswer](t, bulk(t, map[string]any{
				"order_numbers": []string{a, strings.ToLower(b), c, d, a}, "status": "processing",
			}, 200))
			want := []string{a + " changed ", b + " changed ", c + " refused A cancelled order cannot become processing", d + " refused Order not found"}
			var outcomes []string
			for _, r := range got.Results {
				outcomes = append(outcomes, r.OrderNumber+" "+r.Outcome+" "+r.Message)
			}
			if strings.Join(outcomes, "\n") != strings.Join(want, "\n") || got.Changed != 2 || got.Refused != 2 || got.Unchanged != 0 {
				t.Errorf("got %+v\n%s\nwant\n%s", got, strings.Join(outcomes, "\n"), strings.Join(want, "\n"))
			}
			for _, n := range []string{a, b} {
				o := order(t, n)
				last := o.Events[len(o.Events)-1]
				if o.Status != "processing" || len(o.StatusHistory) != 2 || last.Field != "status" || last.From != "pending" ||
					last.To != "processing" || last.Who != "admin" {
					t.Errorf("%s: status %q, history %+v, last event %+v; want processing recorded", n, o.Status, o.StatusHistory, last)
				}
			}
			if o := order(t, c); o.Status != "cancelled" || len(o.StatusHistory) != 2 {
				t.Errorf("the cancelled order: status %q, history %+v; want it as it was", o.Status, o.StatusHistory)
			}
		})

		t.Run("an order already so is left alone", func(t *testing.T) {
			got := apptest.Decode[bulkAnswer](t, bulk(t, map[string]any{"order_numbers": []string{a}, "status": "processing"}, 200))
			if got.Unchanged != 1 || got.Changed != 0 || got.Results[0].Outcome != "unchanged" {
				t.Errorf("got %+v, want a unchanged", got)
			}
			if o := order(t, a); len(o.StatusHistory) != 2 || len(o.Events) != 1 {
				t.Errorf("history %d, events %d; want 2 and 1 (nothing written)", len(o.StatusHistory), len(o.Events))
			}
		})

		t.Run("mark paid", func(t *testing.T) {
			got := apptest.Decode[bulkAnswer](t, bulk(t, map[string]any{"order_numbers": []string{a, c}, "payment_status": "paid"}, 200))
			if got.Changed != 1 || got.Refused != 1 || got.Results[1].Message != "A cancelled order cannot be marked paid" {
				t.Errorf("got %+v, want a paid and c refused", got)
			}
			if o := order(t, a); o.PaymentStatus != "paid" || o.Events[len(o.Events)-1].Field != "payment_status" {
				t.Errorf("a: payment %q, events %+v; want paid recorded", o.PaymentStatus, o.Events)
			}
		})

		t.Run("a change wrong as a whole changes nothing", func(t *testing.T) {
			thousand := make([]string, 1000)
			for i := range thousand {
				thousand[i] = fmt.Sprintf("RB-M5D4R%03d-K%03d", i, i)
			}
			thousand[0] = b
			for name, tc := range map[string]struct {
				body  any
				field string
				msg   string
			}{
				"no orders":   {map[string]any{"order_numbers": []string{}, "status": "shipped"}, "order_numbers", "Choose at least one order"},
				"a thousand":  {map[string]any{"order_numbers": thousand, "status": "shipped"}, "order_numbers", "Choose at most 200 orders at a time"},
				"no change":   {map[string]any{"order_numbers": []string{b}}, "status", "Choose a status or mark as paid"},
				"bad status":  {map[string]any{"order_numbers": []string{b}, "status": "lost"}, "status", "Status must be one of pending, processing, shipped, delivered, cancelled"},
				"mark unpaid": {map[string]any{"order_numbers": []string{b}, "payment_status": "unpaid"}, "payment_status", "Only marking as paid can be done to many orders at once"},
			} {
				raw := bulk(t, tc.body, http.StatusUnprocessableEntity)
				if e := apptest.Decode[struct{ Fields map[string]string }](t, raw); e.Fields[tc.field] != tc.msg {
					t.Errorf("%s: got %s, want %s %q", name, raw, tc.field, tc.msg)
				}
			}
			if o := order(t, b); o.Status != "processing" || o.PaymentStatus != "unpaid" {
				t.Errorf("b after refused changes: %s, %s; want processing, unpaid", o.Status, o.PaymentStatus)
			}
		})
	})
}
