package httpapi_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/promotions"
)

// send sends b as JSON with method to path, with the cookie when given.
func (s *shop) send(t testing.TB, method, path, cookie string, b any) (int, []byte) {
	t.Helper()
	raw, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	h := http.Header{"Content-Type": {"application/json"}}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	res := s.Do(t, method, path, h, bytes.NewReader(raw))
	return res.StatusCode, apptest.ReadBody(t, res)
}

// newCode adds a discount code as the admin; rules are added to a 10 %
// code on everything.
func (s *shop) newCode(t testing.TB, cookie, code string, rules map[string]any) {
	t.Helper()
	b := map[string]any{"code": code, "kind": "percent", "percent": 10, "scope": "all"}
	for k, v := range rules {
		b[k] = v
	}
	if status, raw := s.send(t, http.MethodPost, "/api/discount-codes", cookie, b); status != http.StatusCreated {
		t.Fatalf("create code %s: got %d %s, want 201", code, status, raw)
	}
}

// refusal reads a 422's message on discount_code.
func refusal(t testing.TB, status int, raw []byte) string {
	t.Helper()
	if status != http.StatusUnprocessableEntity {
		t.Fatalf("got %d %s, want 422", status, raw)
	}
	e := apptest.Decode[httpserver.ErrorBody](t, raw)
	if e.Fields["discount_code"] != e.Error {
		t.Fatalf("error %q, but discount_code says %q", e.Error, e.Fields["discount_code"])
	}
	return e.Error
}

func fanLine(id string, qty int) []any {
	return []any{map[string]any{"product_id": id, "quantity": qty}}
}

// TestFiveUsesAmongTwentyCheckouts: 20 customers at once order with a code
// limited to 5 uses. Exactly 5 orders are placed with the discount; the
// other 15 are told the code is used up and store nothing (no order, no
// use, no stock taken).
func TestFiveUsesAmongTwentyCheckouts(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, admin, fan := startAdmin(t, cfg, "Crowded Fan")
		s.newCode(t, admin, "FIVE", map[string]any{"max_uses": 5})
		const customers, uses = 20, 5
		statuses := make(chan int, customers)
		messages := make(chan string, customers)
		var wg sync.WaitGroup
		for i := range customers {
			wg.Go(func() {
				o := newOrderBody().set("customer.phone", fmt.Sprintf("7%06d", i)).set("items", fanLine(fan, 1))
				status, raw := s.post(t, o.set("discount_code", "five"))
				statuses <- status
				if status != http.StatusCreated {
					messages <- apptest.Decode[httpserver.ErrorBody](t, raw).Fields["discount_code"]
				}
			})
		}
		wg.Wait()
		close(statuses)
		close(messages)
		count := map[int]int{}
		for st := range statuses {
			count[st]++
		}
		if count[201] != uses || count[422] != customers-uses {
			t.Fatalf("got statuses %v, want %d × 201 and %d × 422", count, uses, customers-uses)
		}
		for m := range messages {
			if m != promotions.MsgUsedUp {
				t.Errorf("a refusal reads %q, want %q", m, promotions.MsgUsedUp)
			}
		}
		if got := s.count(t, "orders", "discount_code = ?", "FIVE"); got != uses {
			t.Errorf("orders with the code: got %d, want %d", got, uses)
		}
		if got := s.count(t, "orders", ""); got != uses {
			t.Errorf("orders: got %d, want %d", got, uses)
		}
		if got := s.count(t, "discount_code_uses", "code = ?", "FIVE"); got != uses {
			t.Errorf("uses: got %d, want %d", got, uses)
		}
		if got := s.stock(t, fan)["default"]; got != 100-uses {
			t.Errorf("stock: got %d, want %d", got, 100-uses)
		}
	})
}

// TestAnOrderWithACode: the check shows what the code takes off, the order
// stores the code and the discount (total = subtotal - discount + fee),
// the CSV ends with them, and the admin's list counts the use and its
// revenue. Case and spaces do not matter.
func TestAnOrderWithACode(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, admin, fan := startAdmin(t, cfg, "Cheaper Fan")
		s.newCode(t, admin, "Eid 2026", map[string]any{"percent": 15, "free_delivery": true})
		status, raw := s.send(t, http.MethodPost, "/api/discount-codes/check", "",
			map[string]any{"code": " eid2026 ", "items": fanLine(fan, 2)})
		if status != http.StatusOK {
			t.Fatalf("check: got %d %s", status, raw)
		}
		var check struct {
			Code                      string
			Subtotal, Discount, Total float64
			FreeDelivery              bool `json:"free_delivery"`
		}
		if err := json.Unmarshal(raw, &check); err != nil {
			t.Fatal(err)
		}
		if check.Code != "EID2026" || check.Subtotal != 2000 || check.Discount != 300 || check.Total != 1700 || !check.FreeDelivery {
			t.Fatalf("check: got %+v, want EID2026, 2000 - 300 = 1700 with free delivery", check)
		}
		o := s.place(t, newOrderBody().set("items", fanLine(fan, 2)).set("discount_code", "e i d 2026").set("discount", 300).set("total", 1700))
		if o.DiscountCode != "EID2026" || o.Discount != 300 || o.DeliveryFee != 0 || o.Subtotal != 2000 || o.Total != 1700 {
			t.Fatalf("order: got code %q, subtotal %v, discount %v, fee %v, total %v; want EID2026, 2000, 300, 0, 1700",
				o.DiscountCode, o.Subtotal, o.Discount, o.DeliveryFee, o.Total)
		}
		res, body := s.get(t, "/api/orders/export.csv", admin)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("export: got %d", res.StatusCode)
		}
		rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(body, []byte("\ufeff")))).ReadAll()
		if err != nil || len(rows) != 2 {
			t.Fatalf("export: %d rows, %v", len(rows), err)
		}
		head, row := rows[0], rows[1]
		if n := len(head); head[n-2] != "DiscountCode" || head[n-1] != "Discount" || row[n-2] != "EID2026" || row[n-1] != "300.00" {
			t.Errorf("export ends with %v / %v, want DiscountCode, Discount / EID2026, 300.00", head[n-2:], row[n-2:])
		}
		res, body = s.get(t, "/api/discount-codes", admin)
		var listed []struct {
			Code               string
			Uses               int
			Revenue, Discounts float64
		}
		if err := json.Unmarshal(body, &listed); err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("list: %d %s", res.StatusCode, body)
		}
		if len(listed) != 1 || listed[0].Uses != 1 || listed[0].Revenue != 1700 || listed[0].Discounts != 300 {
			t.Errorf("list: got %+v, want EID2026 used once, revenue 1700, discounts 300", listed)
		}
		// The same order sent again is the same order, counted once.
		again := newOrderBody().set("items", fanLine(fan, 1)).set("discount_code", "EID2026").set("order_number", "RB-ABCDEF12-WXYZ")
		first := s.place(t, again)
		if status, raw := s.post(t, again); status != http.StatusOK {
			t.Fatalf("replay: got %d %s, want 200", status, raw)
		} else if o := apptest.Decode[httpapi.OrderJSON](t, raw); o.OrderNumber != first.OrderNumber || o.Discount != 150 {
			t.Errorf("replay: got %s with %v off, want %s with 150", o.OrderNumber, o.Discount, first.OrderNumber)
		}
		if got := s.count(t, "discount_code_uses", "code = ?", "EID2026"); got != 2 {
			t.Errorf("uses after a replay: got %d, want 2", got)
		}
	})
}

// TestEveryRefusalOfACode: each reason a code cannot be used reads as the
// customer's words, on the check and on the order, and nothing is stored.
func TestEveryRefusalOfACode(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, admin, fan := startAdmin(t, cfg, "Picky Fan")
		now := time.Now().In(promotions.Maldives)
		later := now.Add(48 * time.Hour).Truncate(time.Minute)
		s.newCode(t, admin, "OLD", map[string]any{"valid_until": now.Add(-time.Hour).Format(time.RFC3339)})
		s.newCode(t, admin, "SOON", map[string]any{"valid_from": later.Format(time.RFC3339)})
		s.newCode(t, admin, "BIG", map[string]any{"min_subtotal": 5000})
		s.newCode(t, admin, "DRESS", map[string]any{"scope": "clothing"})
		s.newCode(t, admin, "HOME", map[string]any{"scope": "appliances"})
		s.newCode(t, admin, "GIRLS", map[string]any{"scope": "categories", "category_ids": []string{"cat-abayas"}})
		s.newCode(t, admin, "ONCE", map[string]any{"max_uses": 1})
		s.newCode(t, admin, "MINE", map[string]any{"max_uses_per_phone": 1})
		s.place(t, newOrderBody().set("items", fanLine(fan, 1)).set("discount_code", "ONCE").set("customer.phone", "7000001"))
		s.place(t, newOrderBody().set("items", fanLine(fan, 1)).set("discount_code", "MINE").set("customer.phone", "7000002"))

		abaya := newOrderBody()["items"]
		for _, c := range []struct {
			code  string
			items any
			want  string
		}{
			{"NOPE", fanLine(fan, 1), promotions.MsgUnknown},
			{"", fanLine(fan, 1), "Please enter a discount code."},
			{"OLD", fanLine(fan, 1), promotions.MsgExpired},
			{"SOON", fanLine(fan, 1), promotions.MsgNotYet(later)},
			{"BIG", fanLine(fan, 1), "This code is for orders of MVR 5,000.00 or more."},
			{"DRESS", fanLine(fan, 1), promotions.MsgOnlyClothing},
			{"HOME", abaya, promotions.MsgOnlyAppliance},
			{"GIRLS", fanLine(fan, 1), promotions.MsgOtherProducts},
			{"ONCE", fanLine(fan, 1), promotions.MsgUsedUp},
		} {
			status, raw := s.send(t, http.MethodPost, "/api/discount-codes/check", "", map[string]any{"code": c.code, "items": c.items})
			if got := refusal(t, status, raw); got != c.want {
				t.Errorf("check %q: got %q, want %q", c.code, got, c.want)
			}
			if c.code == "" {
				continue
			}
			status, raw = s.post(t, newOrderBody().set("items", c.items).set("discount_code", c.code).set("customer.phone", "7000003"))
			if got := refusal(t, status, raw); got != c.want {
				t.Errorf("order with %q: got %q, want %q", c.code, got, c.want)
			}
		}
		// The per-phone limit is judged for the order's phone only.
		status, raw := s.post(t, newOrderBody().set("items", fanLine(fan, 1)).set("discount_code", "mine").set("customer.phone", "+960 700-0002"))
		if got := refusal(t, status, raw); got != promotions.MsgUsedUpByPhone {
			t.Errorf("second order of a phone: got %q, want %q", got, promotions.MsgUsedUpByPhone)
		}
		s.place(t, newOrderBody().set("items", fanLine(fan, 1)).set("discount_code", "MINE").set("customer.phone", "7000004"))
		if got := s.count(t, "orders", ""); got != 3 {
			t.Errorf("orders: got %d, want the 3 that were placed", got)
		}
		// A category includes the lines of its products.
		if status, raw := s.send(t, http.MethodPost, "/api/discount-codes/check", "", map[string]any{"code": "girls", "items": abaya}); status != http.StatusOK {
			t.Errorf("an abaya with a code for abayas: got %d %s, want 200", status, raw)
		}
	})
}

// TestTheOwnersCodeRules: impossible rules and duplicates are refused with
// a message; a stranger can neither list nor change codes.
func TestTheOwnersCodeRules(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, admin, _ := startAdmin(t, cfg, "Rule Fan")
		s.newCode(t, admin, "TAKEN", nil)
		for _, c := range []struct {
			rules       map[string]any
			status      int
			field, want string
		}{
			{map[string]any{"code": "P101", "percent": 101}, 422, "percent", promotions.MsgPercent},
			{map[string]any{"code": "NEG", "kind": "fixed", "amount": -5}, 422, "amount", promotions.MsgAmount},
			{map[string]any{"code": "BACK", "valid_from": "2026-12-10T09:00:00+05:00", "valid_until": "2026-12-01T09:00:00+05:00"}, 422, "valid_until", promotions.MsgUntilBefore},
			{map[string]any{"code": " taken "}, 409, "code", promotions.MsgDuplicateCode},
			{map[string]any{"code": "x"}, 422, "code", promotions.MsgCode},
			{map[string]any{"code": "NOCAT", "scope": "categories", "category_ids": []string{"cat-nowhere"}}, 422, "category_ids", promotions.MsgUnknownCat},
		} {
			b := map[string]any{"kind": "percent", "percent": 10, "scope": "all"}
			for k, v := range c.rules {
				b[k] = v
			}
			status, raw := s.send(t, http.MethodPost, "/api/discount-codes", admin, b)
			e := apptest.Decode[httpserver.ErrorBody](t, raw)
			if status != c.status || e.Fields[c.field] != c.want {
				t.Errorf("%v: got %d %s, want %d with %q on %s", c.rules, status, raw, c.status, c.want, c.field)
			}
		}
		for _, r := range []struct{ method, path string }{
			{http.MethodGet, "/api/discount-codes"}, {http.MethodPost, "/api/discount-codes"},
			{http.MethodPut, "/api/discount-codes/TAKEN"}, {http.MethodDelete, "/api/discount-codes/TAKEN"},
		} {
			if status, _ := s.send(t, r.method, r.path, "", map[string]any{"kind": "percent", "percent": 100, "scope": "all", "code": "MINE"}); status != http.StatusUnauthorized {
				t.Errorf("a stranger's %s %s: got %d, want 401", r.method, r.path, status)
			}
		}
		if status, raw := s.send(t, http.MethodPut, "/api/discount-codes/taken", admin, map[string]any{"kind": "fixed", "amount": 50, "scope": "all"}); status != http.StatusOK {
			t.Errorf("edit: got %d %s", status, raw)
		}
		if status, _ := s.send(t, http.MethodDelete, "/api/discount-codes/TAKEN", admin, nil); status != http.StatusNoContent {
			t.Errorf("delete: got %d, want 204", status)
		}
		if got := s.count(t, "discount_codes", ""); got != 0 {
			t.Errorf("codes left: got %d, want 0", got)
		}
	})
}

// TestGuessingCodesIsLimitedPerClient: a client that checks too many codes
// waits; the limit is its own, not the code's or anyone else's.
func TestGuessingCodesIsLimitedPerClient(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.SQLite)
	s := startShop(t, cfg)
	max := config.Defaults().Limits.Tracking.Max
	for i := range max {
		status, raw := s.send(t, http.MethodPost, "/api/discount-codes/check", "", map[string]any{"code": fmt.Sprintf("GUESS%d", i), "items": newOrderBody()["items"]})
		if got := refusal(t, status, raw); got != promotions.MsgUnknown {
			t.Fatalf("guess %d: got %q", i, got)
		}
	}
	status, raw := s.send(t, http.MethodPost, "/api/discount-codes/check", "", map[string]any{"code": "GUESS", "items": newOrderBody()["items"]})
	if status != http.StatusTooManyRequests {
		t.Fatalf("after %d guesses: got %d %s, want 429", max, status, raw)
	}
}

// TestTheOwnersAlertShowsTheDiscount: the Telegram announcement of an order
// with a code names the code and what it took off, before the total.
func TestTheOwnersAlertShowsTheDiscount(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.SQLite)
	s, tg := startShopWithTelegram(t, cfg, func(string, int) (int, string) { return 0, "" })
	admin := s.AdminCookie(t)
	s.useTelegram(t, true, botToken, "111")
	s.newCode(t, admin, "EID_2026", map[string]any{"kind": "fixed", "amount": 100})
	s.place(t, newOrderBody().set("discount_code", "eid_2026"))
	s.waitForOutbox(t)
	calls := tg.delivered()["111"]
	if len(calls) != 1 {
		t.Fatalf("delivered: got %d messages, want 1", len(calls))
	}
	want := "*Subtotal:* MVR 2,200.00\n*Discount (EID\\_2026):* -MVR 100.00\n*Delivery:* MVR 150.00\n*Total:* MVR 2,250.00\n"
	if !strings.Contains(calls[0].Text, want) {
		t.Errorf("text:\n%s\nwant it to hold:\n%s", calls[0].Text, want)
	}
}
