package httpapi_test

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/orders"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

func trackPath(number, phone string) string {
	return "/api/orders/track?" + url.Values{"order_number": {number}, "phone": {phone}}.Encode()
}

func slipPath(number, phone string) string {
	p := "/api/orders/" + url.PathEscape(number) + "/slip"
	if phone != "" {
		p += "?" + url.Values{"phone": {phone}}.Encode()
	}
	return p
}

// TestTrackAnOrderAndItsSlip: a customer finds an order with its number and
// phone (in any spelling of the same number), and sees its slip; a wrong
// number and a wrong phone get the same answer; the admin sees any slip;
// guessing is cut off after 20 lookups.
func TestTrackAnOrderAndItsSlip(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		slipBytes := pngSlip(t)
		slip := s.uploadSlip(t, slipBytes)
		o := s.place(t, newOrderBody().set("customer.phone", "+9607771234").
			set("payment_method", "BANK").set("transfer_slip", slip))
		cod := s.place(t, newOrderBody().set("items", []any{map[string]any{"product_id": apptest.SampleFan, "quantity": 1}}))
		lookups := 0     // requests that count against the limit
		var first []byte // the first answer found, encoded

		for _, tc := range []struct {
			name, number, phone string
			status              int
			fields              map[string]string
			error               string
		}{
			{"number and phone", o.OrderNumber, "777 1234", 200, nil, ""},
			{"typed in lower case with spaces", " " + strings.ToLower(o.OrderNumber) + " ", "960-777-1234", 200, nil, ""},
			{"a wrong phone", o.OrderNumber, "777 1235", 404, nil, orders.MsgTrackNotFound},
			{"a wrong number", "RB-MBD0QG00-ZZZZ", "777 1234", 404, nil, orders.MsgTrackNotFound},
			{"another order's phone", cod.OrderNumber, "9991234", 404, nil, orders.MsgTrackNotFound},
			{"no number", "", "777 1234", 422, map[string]string{"order_number": "Order number is required"}, ""},
			{"no phone", o.OrderNumber, "", 422, map[string]string{"phone": "Please enter a valid Maldives phone number"}, ""},
			{"neither", "", "12", 422, map[string]string{
				"order_number": "Order number is required", "phone": "Please enter a valid Maldives phone number"}, ""},
		} {
			t.Run("track: "+tc.name, func(t *testing.T) {
				res, raw := s.get(t, trackPath(tc.number, tc.phone), "")
				lookups++
				if res.StatusCode != tc.status {
					t.Fatalf("got %d %s, want %d", res.StatusCode, raw, tc.status)
				}
				if tc.status == 200 {
					got := apptest.Decode[httpapi.OrderJSON](t, raw)
					if got.OrderNumber != o.OrderNumber || got.Customer.Phone != "+9607771234" || got.TransferSlip == nil {
						t.Errorf("got %+v, want the bank-transfer order", got)
					}
					if ct := res.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
						t.Errorf("Content-Type: got %q, want JSON", ct)
					}
					if first == nil {
						first = raw
					} else if !bytes.Equal(raw, first) {
						t.Errorf("the same order asked again: got %s, want %s", raw, first)
					}
					return
				}
				e := apptest.Decode[httpserver.ErrorBody](t, raw)
				if tc.error != "" && e.Error != tc.error {
					t.Errorf("error: got %q, want %q", e.Error, tc.error)
				}
				for k, v := range tc.fields {
					if e.Fields[k] != v {
						t.Errorf("fields[%q]: got %q, want %q", k, e.Fields[k], v)
					}
				}
			})
		}

		admin := s.AdminCookie(t)
		for _, tc := range []struct {
			name, number, phone, cookie string
			status                      int
			error                       string
		}{
			{"to the customer's phone", o.OrderNumber, "7771234", "", 200, ""},
			{"to the admin", o.OrderNumber, "", admin, 200, ""},
			{"not to a wrong phone", o.OrderNumber, "7771235", "", 404, orders.MsgTrackNotFound},
			{"not without a phone", o.OrderNumber, "", "", 404, orders.MsgTrackNotFound},
			{"not of a missing order", "RB-MBD0QG00-ZZZZ", "7771234", "", 404, orders.MsgTrackNotFound},
			{"an order without one", cod.OrderNumber, "7771234", "", 404, orders.MsgNoSlip},
		} {
			t.Run("slip: "+tc.name, func(t *testing.T) {
				res, raw := s.get(t, slipPath(tc.number, tc.phone), tc.cookie)
				if tc.cookie == "" {
					lookups++
				}
				if res.StatusCode != tc.status {
					t.Fatalf("got %d %s, want %d", res.StatusCode, raw, tc.status)
				}
				if tc.status != 200 {
					if e := apptest.Decode[httpserver.ErrorBody](t, raw); e.Error != tc.error {
						t.Errorf("error: got %q, want %q", e.Error, tc.error)
					}
					return
				}
				if !bytes.Equal(raw, slipBytes) {
					t.Errorf("got %d bytes, want the %d uploaded", len(raw), len(slipBytes))
				}
				for h, want := range map[string]string{
					"Content-Type":           "image/png",
					"X-Content-Type-Options": "nosniff",
					"Cache-Control":          "private, no-store",
					"Content-Disposition":    `inline; filename=transfer-slip-` + o.OrderNumber + `.png`,
				} {
					if got := res.Header.Get(h); got != want {
						t.Errorf("%s: got %q, want %q", h, got, want)
					}
				}
			})
		}
		// Slips are never public files.
		for _, p := range []string{"/media/slips/" + strings.TrimPrefix(slip, "slip_") + ".png", "/media/" + slip} {
			if res, _ := s.get(t, p, ""); res.StatusCode != http.StatusNotFound {
				t.Errorf("GET %s: got %d, want 404", p, res.StatusCode)
			}
		}

		t.Run("guessing is limited", func(t *testing.T) {
			for ; lookups < config.Defaults().Limits.Tracking.Max; lookups++ {
				if res, raw := s.get(t, trackPath(o.OrderNumber, "777 1234"), ""); res.StatusCode != http.StatusOK {
					t.Fatalf("lookup %d: got %d %s, want 200", lookups+1, res.StatusCode, raw)
				}
			}
			for _, p := range []string{trackPath(o.OrderNumber, "777 1234"), slipPath(o.OrderNumber, "7771234")} {
				res, raw := s.get(t, p, "")
				if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
					t.Errorf("GET %s after %d lookups: got %d (Retry-After %q), want 429", p, lookups, res.StatusCode, res.Header.Get("Retry-After"))
				}
				if e := apptest.Decode[httpserver.ErrorBody](t, raw); e.Error != httpapi.MsgTooManyLookups || e.Code != "too_many_attempts" {
					t.Errorf("error: got %q (code %q), want %q (too_many_attempts)", e.Error, e.Code, httpapi.MsgTooManyLookups)
				}
			}
			// The admin is not limited.
			if res, _ := s.get(t, slipPath(o.OrderNumber, ""), admin); res.StatusCode != http.StatusOK {
				t.Errorf("the admin's slip after the limit: got %d, want 200", res.StatusCode)
			}
		})
	})
}

// TestTrackingFollowsAChangeOnAnyReplica: tracking answers from the orders
// it has looked up, yet the owner's status change (through the API, or a
// Telegram button, which is no HTTP write) is what every server answers on
// the very next lookup: two servers on one PostgreSQL, one server on
// SQLite. The phone is still checked on every lookup and the answer is never
// kept by a browser.
func TestTrackingFollowsAChangeOnAnyReplica(t *testing.T) {
	t.Parallel()
	dbtest.EachDialect(t, func(t *testing.T, d database.Dialect) {
		testTrackingFollowsChanges(t, dbtest.Config(t, d), d)
	})
}

func testTrackingFollowsChanges(t *testing.T, cfg config.Config, d database.Dialect) {
	cfg.Limits.Tracking = config.Limit{Max: 1000, Window: time.Minute}
	// On PostgreSQL each lookup reads the order's version, so the very next
	// lookup on either replica sees a change made on the other (decision 220).
	start := func(dataDir string) *shop {
		cfg := cfg
		if dataDir != "" {
			cfg.DataDir = dataDir
		}
		return startShop(t, cfg)
	}
	one := start("")
	two := one
	if d == database.Postgres {
		two = start(t.TempDir())
	}
	o := one.place(t, newOrderBody().set("customer.phone", "7771234"))
	track := func(r *shop, phone string) (int, httpapi.OrderJSON) {
		t.Helper()
		res, raw := r.get(t, trackPath(o.OrderNumber, phone), "")
		if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("Cache-Control: got %q, want no-store", cc)
		}
		if res.StatusCode != http.StatusOK {
			return res.StatusCode, httpapi.OrderJSON{}
		}
		return res.StatusCode, apptest.Decode[httpapi.OrderJSON](t, raw)
	}
	expect := func(when string, want string) {
		t.Helper()
		for i, r := range []*shop{one, two} {
			for range 2 { // the second from memory
				if status, got := track(r, "777 1234"); status != http.StatusOK || got.Status != want {
					t.Fatalf("%s, replica %d: got %d %q, want 200 %q", when, i+1, status, got.Status, want)
				}
				if status, _ := track(r, "777 1235"); status != http.StatusNotFound {
					t.Errorf("%s, replica %d, a wrong phone: got %d, want 404", when, i+1, status)
				}
			}
		}
	}
	expect("placed", "pending")

	cookie := one.AdminCookie(t)
	if res, raw := one.admin(t, cookie, http.MethodPut, "/api/orders/"+o.OrderNumber, map[string]any{"status": "processing"}); res.StatusCode != http.StatusOK {
		t.Fatalf("status change: got %d %s", res.StatusCode, raw)
	}
	expect("after the owner's change on replica 1", "processing")

	if _, err := two.orders.Act(context.Background(), o.OrderNumber, orders.ActShipped, "via Telegram by test"); err != nil {
		t.Fatal(err)
	}
	expect("after a Telegram button handled by replica 2", "shipped")

	if res, raw := two.admin(t, two.AdminCookie(t), http.MethodDelete, "/api/orders/"+o.OrderNumber, nil); res.StatusCode >= 300 {
		t.Fatalf("delete: got %d %s", res.StatusCode, raw)
	}
	for i, r := range []*shop{one, two} {
		if status, _ := track(r, "777 1234"); status != http.StatusNotFound {
			t.Errorf("after the order was deleted, replica %d: got %d, want 404", i+1, status)
		}
	}
}
