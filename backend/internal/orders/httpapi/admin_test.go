package httpapi_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/orders"
	"dhoni/internal/orders/gormstore"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/money"
)

// adminOrderJSON is an order as GET /api/orders/{order_number} sends it.
type adminOrderJSON struct {
	httpapi.OrderJSON
	Events []struct {
		Who, Field, From, To string
		At                   time.Time
	} `json:"events"`
}

// admin sends a request with the admin's cookie and a JSON body (unless nil)
// and returns the answer.
func (s *shop) admin(t testing.TB, cookie, method, path string, body any) (*http.Response, []byte) {
	t.Helper()
	return s.Send(t, method, path, apptest.AsAdmin(cookie), body)
}

// placeFor places an order of n fans for a customer with this name and phone.
func (s *shop) placeFor(t testing.TB, product, name, phoneNumber string, n int) httpapi.OrderJSON {
	t.Helper()
	return s.place(t, newOrderBody().set("customer.name", name).set("customer.phone", phoneNumber).
		set("items", []any{map[string]any{"product_id": product, "quantity": n}}))
}

func numbers(list []httpapi.OrderJSON) []string {
	out := make([]string, len(list))
	for i, o := range list {
		out[i] = o.OrderNumber
	}
	return out
}

func TestAdminListsOrders(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, cookie, product := startAdmin(t, cfg, "List Fan")
		var placed []httpapi.OrderJSON // oldest first
		for i, c := range []struct{ name, phone string }{
			{"Aishath Shifa", "7771001"}, {"Mohamed Nashid", "7771002"}, {"Fathimath Reema", "9771003"},
			{"Ibrahim Shifaz", "+960 777 1004"}, {"Mariyam Zeena", "7771005"},
		} {
			placed = append(placed, s.placeFor(t, product, c.name, c.phone, i+1))
		}
		newest := make([]string, len(placed))
		for i, o := range placed {
			newest[len(placed)-1-i] = o.OrderNumber
		}
		if res, raw := s.admin(t, cookie, http.MethodPut, "/api/orders/"+placed[1].OrderNumber, map[string]any{"status": "shipped"}); res.StatusCode != 200 {
			t.Fatalf("ship: got %d %s, want 200", res.StatusCode, raw)
		}

		for _, tc := range []struct {
			name, query string
			want        []string
			total       string
		}{
			{"first page", "", newest, "5"},
			{"page 2 of 2 a page", "?page=2&per_page=2", newest[2:4], "5"},
			{"past the end", "?page=9&per_page=2", []string{}, "5"},
			{"status", "?status=shipped", []string{placed[1].OrderNumber}, "1"},
			{"status with none", "?status=cancelled", []string{}, "0"},
			{"name, any case", "?q=SHIF", []string{placed[3].OrderNumber, placed[0].OrderNumber}, "2"},
			{"phone in another spelling", "?q=" + url.QueryEscape("+960 777-1002"), []string{placed[1].OrderNumber}, "1"},
			{"phone digits", "?q=1003", []string{placed[2].OrderNumber}, "1"},
			{"order number, lower case", "?q=" + strings.ToLower(placed[4].OrderNumber), []string{placed[4].OrderNumber}, "1"},
			{"like wildcards are text", "?q=%25", []string{}, "0"},
			{"search and status", "?q=nashid&status=pending", []string{}, "0"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders"+tc.query, nil)
				if res.StatusCode != 200 {
					t.Fatalf("got %d %s, want 200", res.StatusCode, raw)
				}
				got := apptest.Decode[[]httpapi.OrderJSON](t, raw)
				if !reflect.DeepEqual(numbers(got), tc.want) {
					t.Errorf("orders: got %v, want %v", numbers(got), tc.want)
				}
				if h := res.Header.Get("X-Total-Count"); h != tc.total {
					t.Errorf("X-Total-Count: got %q, want %q", h, tc.total)
				}
				if h := res.Header.Get("X-Total-Capped"); h != "false" {
					t.Errorf("X-Total-Capped: got %q, want false", h)
				}
			})
		}

		t.Run("orders come whole", func(t *testing.T) {
			_, raw := s.admin(t, cookie, http.MethodGet, "/api/orders?per_page=100", nil)
			for _, o := range apptest.Decode[[]httpapi.OrderJSON](t, raw) {
				if len(o.Items) != 1 || len(o.StatusHistory) == 0 || o.Total != o.Subtotal+o.DeliveryFee {
					t.Errorf("%s: got %d items, %d history entries, total %v, want 1 item, a history and subtotal + fee",
						o.OrderNumber, len(o.Items), len(o.StatusHistory), o.Total)
				}
			}
			if !strings.Contains(string(raw), `"payment_status":"unpaid"`) || strings.Contains(string(raw), `"events"`) {
				t.Errorf("got %s, want payment_status and no events in the list", raw)
			}
		})

		for _, tc := range []struct{ query, field, msg string }{
			{"?page=0", "page", "Must be a whole number from 1 to 1,000,000"},
			{"?page=x", "page", "Must be a whole number from 1 to 1,000,000"},
			{"?page=4611686018427387904", "page", "Must be a whole number from 1 to 1,000,000"},
			{"?per_page=0", "per_page", "Must be a whole number from 1 to 100"},
			{"?per_page=101", "per_page", "Must be a whole number from 1 to 100"},
			{"?status=lost", "status", orders.MsgStatus},
		} {
			t.Run("refuses "+tc.query, func(t *testing.T) {
				res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders"+tc.query, nil)
				if res.StatusCode != 422 {
					t.Fatalf("got %d %s, want 422", res.StatusCode, raw)
				}
				if got := apptest.Decode[httpserver.ErrorBody](t, raw).Fields[tc.field]; got != tc.msg {
					t.Errorf("fields[%s]: got %q, want %q", tc.field, got, tc.msg)
				}
			})
		}
	})
}

// TestAdminListSaysWhenItsCountStopped: a search counts up to 10,000
// orders and says in X-Total-Capped that more match; a page past the cap
// counts to its own end; the list without a search counts every order. The
// orders past five are copies of one made in the database (the page shows
// only the five, newest first).
func TestAdminListSaysWhenItsCountStopped(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		cookie := s.AdminCookie(t)
		seeded := seedOrders(t, s, 5)
		const copies = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) `
		for _, q := range []string{
			`INSERT INTO orders (order_number, customer_name, customer_phone, atoll, island, street, subtotal_laari,
				delivery_fee_laari, total_laari, payment_method, payment_status, status, fingerprint, created_at, updated_at)
			SELECT 'RB-COPY' || (10000 + n.i) || '-AAAA', o.customer_name, o.customer_phone, o.atoll, o.island, o.street, o.subtotal_laari,
				o.delivery_fee_laari, o.total_laari, o.payment_method, o.payment_status, o.status, o.fingerprint, o.created_at, o.updated_at
			FROM orders o, n WHERE o.order_number = ?`,
			`INSERT INTO order_items (order_number, position, id, product_id, title, sku, size, quantity, price_laari)
			SELECT 'RB-COPY' || (10000 + n.i) || '-AAAA', x.position, x.id, x.product_id, x.title, x.sku, x.size, x.quantity, x.price_laari
			FROM order_items x, n WHERE x.order_number = ?`,
			`INSERT INTO order_status_history (order_number, position, status, at)
			SELECT 'RB-COPY' || (10000 + n.i) || '-AAAA', h.position, h.status, h.at FROM order_status_history h, n WHERE h.order_number = ?`,
		} {
			if err := s.DB.Exec(copies+q, gormstore.SearchCountCap, seeded[0]).Error; err != nil {
				t.Fatalf("copy orders: %v", err)
			}
		}
		all := fmt.Sprint(gormstore.SearchCountCap + 5)
		for _, tc := range []struct {
			query, total, capped string
			found                int
		}{
			{"?q=customer&per_page=5", "10000", "true", 5},
			{"?q=customer%203", "1", "false", 1},
			{"?q=customer&per_page=100&page=100", "10000", "true", 100},
			{"?q=customer&per_page=100&page=101", all, "false", 5},
			{"?per_page=5", all, "false", 5},
		} {
			t.Run(tc.query, func(t *testing.T) {
				res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders"+tc.query, nil)
				if res.StatusCode != 200 {
					t.Fatalf("got %d %s, want 200", res.StatusCode, raw)
				}
				total, capped := res.Header.Get("X-Total-Count"), res.Header.Get("X-Total-Capped")
				if got := apptest.Decode[[]httpapi.OrderJSON](t, raw); total != tc.total || capped != tc.capped || len(got) != tc.found {
					t.Errorf("got %d orders, X-Total-Count %q, X-Total-Capped %q; want %d, %q, %q", len(got), total, capped, tc.found, tc.total, tc.capped)
				}
			})
		}
	})
}

func TestAdminEditsAnOrder(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, cookie, product := startAdmin(t, cfg, "Edit Fan")
		o := s.placeFor(t, product, "Aishath Shifa", "7771234", 2)
		path := "/api/orders/" + o.OrderNumber
		getOrder := func(t *testing.T) (adminOrderJSON, []byte) {
			t.Helper()
			res, raw := s.admin(t, cookie, http.MethodGet, path, nil)
			if res.StatusCode != 200 {
				t.Fatalf("GET: got %d %s, want 200", res.StatusCode, raw)
			}
			return apptest.Decode[adminOrderJSON](t, raw), raw
		}
		put := func(t *testing.T, body any, want int) []byte {
			t.Helper()
			res, raw := s.admin(t, cookie, http.MethodPut, path, body)
			if res.StatusCode != want {
				t.Fatalf("PUT %v: got %d %s, want %d", body, res.StatusCode, raw, want)
			}
			return raw
		}

		t.Run("a new order has no events", func(t *testing.T) {
			got, _ := getOrder(t)
			if got.OrderNumber != o.OrderNumber || got.Events == nil || len(got.Events) != 0 {
				t.Errorf("got %s with events %v, want %s with []", got.OrderNumber, got.Events, o.OrderNumber)
			}
		})

		t.Run("status", func(t *testing.T) {
			answer := apptest.Decode[adminOrderJSON](t, put(t, map[string]any{"status": "processing"}, 200))
			got, _ := getOrder(t)
			for _, g := range []adminOrderJSON{answer, got} {
				if g.Status != "processing" || len(g.StatusHistory) != 2 || g.StatusHistory[1].Status != "processing" ||
					g.StatusHistory[1].At.Before(g.StatusHistory[0].At) {
					t.Errorf("got status %q, history %+v, want processing appended", g.Status, g.StatusHistory)
				}
				if len(g.Events) != 1 || g.Events[0].Field != "status" || g.Events[0].From != "pending" ||
					g.Events[0].To != "processing" || g.Events[0].Who != "admin" || g.Events[0].At.IsZero() {
					t.Errorf("events: got %+v, want admin status pending -> processing", g.Events)
				}
			}
			// The same status again changes nothing.
			put(t, map[string]any{"status": "processing"}, 200)
			if got, _ := getOrder(t); len(got.StatusHistory) != 2 || len(got.Events) != 1 {
				t.Errorf("same status again: got %d history entries and %d events, want 2 and 1", len(got.StatusHistory), len(got.Events))
			}
		})

		t.Run("payment status", func(t *testing.T) {
			put(t, map[string]any{"payment_status": "paid"}, 200)
			got, _ := getOrder(t)
			last := got.Events[len(got.Events)-1]
			if got.PaymentStatus != "paid" || last.Field != "payment_status" || last.From != "unpaid" || last.To != "paid" {
				t.Errorf("got %q, last event %+v, want paid recorded", got.PaymentStatus, last)
			}
		})

		t.Run("the whole order", func(t *testing.T) {
			before, beforeRaw := getOrder(t)
			whole := map[string]any{} // the order as the admin's screen holds it
			if err := json.Unmarshal(beforeRaw, &whole); err != nil {
				t.Fatal(err)
			}
			item := whole["items"].([]any)[0].(map[string]any)
			item["quantity"], item["price"] = 3, 999.5
			whole["delivery_fee"] = 20
			whole["notes"] = "Call before delivery"
			whole["status"] = "shipped"
			whole["subtotal"], whole["total"] = 1, 1 // the server decides these
			cu := whole["customer"].(map[string]any)
			cu["name"], cu["phone"] = "Aishath Shifa Ali", "960 999 1234"
			put(t, whole, 200)

			got, _ := getOrder(t)
			if got.Subtotal != 2998.5 || got.DeliveryFee != 20 || got.Total != 3018.5 {
				t.Errorf("money: got subtotal %v, fee %v, total %v, want 2998.5, 20, 3018.5", got.Subtotal, got.DeliveryFee, got.Total)
			}
			if got.Items[0].Quantity != 3 || got.Items[0].Price != 999.5 || got.Items[0].SKU != before.Items[0].SKU {
				t.Errorf("item: got %+v, want 3 of %s at 999.5", got.Items[0], before.Items[0].SKU)
			}
			if got.Customer.Name != "Aishath Shifa Ali" || got.Customer.Phone != "+9609991234" || got.Notes != "Call before delivery" || got.Status != "shipped" {
				t.Errorf("got %+v notes %q status %q, want the edit", got.Customer, got.Notes, got.Status)
			}
			fields := map[string]bool{}
			for _, e := range got.Events {
				fields[e.Field] = true
			}
			for _, f := range []string{"customer.name", "customer.phone", "items", "delivery_fee", "subtotal", "notes", "status"} {
				if !fields[f] {
					t.Errorf("events: no %q in %+v", f, got.Events)
				}
			}
			var total int64
			if err := s.DB.Table("orders").Where("order_number = ?", o.OrderNumber).Select("total_laari").Scan(&total).Error; err != nil || total != 301850 {
				t.Errorf("stored total: got %d (%v), want 301850", total, err)
			}
		})

		t.Run("bad input changes nothing", func(t *testing.T) {
			_, before := getOrder(t)
			itemID := apptest.Decode[adminOrderJSON](t, before).Items[0].ID
			line := func(id string, q, p any) []any { return []any{map[string]any{"id": id, "quantity": q, "price": p}} }
			for _, tc := range []struct {
				name  string
				body  map[string]any
				field string
				msg   string
			}{
				{"unknown status", map[string]any{"status": "lost"}, "status", orders.MsgStatus},
				{"unknown payment status", map[string]any{"payment_status": "maybe"}, "payment_status", orders.MsgPaymentStatus},
				{"zero quantity", map[string]any{"items": line(itemID, 0, 10)}, "items[0].quantity", orders.MsgEditQuantity},
				{"negative quantity", map[string]any{"items": line(itemID, -1, 10)}, "items[0].quantity", orders.MsgEditQuantity},
				{"fractional quantity", map[string]any{"items": line(itemID, 1.5, 10)}, "items[0].quantity", orders.MsgEditQuantity},
				{"negative price", map[string]any{"items": line(itemID, 1, -5)}, "items[0].price", orders.MsgEditPrice},
				{"no items", map[string]any{"items": []any{}}, "items", orders.MsgItemsRequired},
				{"a line of another order", map[string]any{"items": line("RB-X-1", 1, 5)}, "items[0].id", orders.MsgUnknownItem},
				{"negative fee", map[string]any{"delivery_fee": -1}, "delivery_fee", orders.MsgDeliveryFee},
				{"bad phone", map[string]any{"customer": map[string]any{"name": "Ali", "phone": "123",
					"address": map[string]any{"atoll": "Male", "island": "Male", "street": "Magu 1"}}}, "customer.phone", orders.MsgPhone},
				{"status fine, fee not", map[string]any{"status": "delivered", "delivery_fee": -3}, "delivery_fee", orders.MsgDeliveryFee},
				{"nothing", map[string]any{}, "status", orders.MsgNothingToEdit},
				{"unknown key", map[string]any{"colour": "red"}, "colour", "Unknown field"},
			} {
				t.Run(tc.name, func(t *testing.T) {
					raw := put(t, tc.body, 422)
					if got := apptest.Decode[httpserver.ErrorBody](t, raw).Fields[tc.field]; got != tc.msg {
						t.Errorf("fields[%s]: got %q, want %q (%s)", tc.field, got, tc.msg, raw)
					}
					if _, after := getOrder(t); !bytes.Equal(after, before) {
						t.Errorf("order changed:\ngot  %s\nwant %s", after, before)
					}
				})
			}
		})

		t.Run("missing orders", func(t *testing.T) {
			for _, method := range []string{http.MethodGet, http.MethodPut, http.MethodDelete} {
				res, raw := s.admin(t, cookie, method, "/api/orders/RB-NOPE0000-ZZZZ", map[string]any{"status": "shipped"})
				if res.StatusCode != 404 || apptest.Decode[httpserver.ErrorBody](t, raw).Error != "Order not found" {
					t.Errorf("%s: got %d %s, want 404 Order not found", method, res.StatusCode, raw)
				}
			}
		})

		t.Run("delete", func(t *testing.T) {
			res, raw := s.admin(t, cookie, http.MethodDelete, path, nil)
			if res.StatusCode != 204 {
				t.Fatalf("got %d %s, want 204", res.StatusCode, raw)
			}
			if res, _ := s.admin(t, cookie, http.MethodGet, path, nil); res.StatusCode != 404 {
				t.Errorf("GET after delete: got %d, want 404", res.StatusCode)
			}
			for _, table := range []string{"orders", "order_items", "order_status_history", "order_events"} {
				if n := s.count(t, table, "order_number = ?", o.OrderNumber); n != 0 {
					t.Errorf("%s: got %d rows left, want 0", table, n)
				}
			}
			if res, _ := s.admin(t, cookie, http.MethodDelete, path, nil); res.StatusCode != 404 {
				t.Errorf("delete again: got %d, want 404", res.StatusCode)
			}
		})
	})
}

func TestAdminExportsOrdersAsCSV(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, cookie, product := startAdmin(t, cfg, "Export Fan")
		placed := map[string]httpapi.OrderJSON{}
		for i, name := range []string{"Aishath Shifa", `=HYPERLINK("x")`, "Ali, \"Alibe\""} {
			o := s.placeFor(t, product, name, fmt.Sprintf("777100%d", i), i+1)
			placed[o.OrderNumber] = o
		}

		res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders/export.csv", nil)
		if res.StatusCode != 200 {
			t.Fatalf("got %d %s, want 200", res.StatusCode, raw)
		}
		if ct := res.Header.Get("Content-Type"); ct != "text/csv; charset=utf-8" {
			t.Errorf("Content-Type: got %q, want text/csv; charset=utf-8", ct)
		}
		today := time.Now().In(time.FixedZone("MVT", 5*3600)).Format(time.DateOnly)
		if cd := res.Header.Get("Content-Disposition"); cd != `attachment; filename="orders-`+today+`.csv"` {
			t.Errorf("Content-Disposition: got %q, want the file named by today's date in the Maldives", cd)
		}
		rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
		if err != nil {
			t.Fatalf("not CSV: %v\n%s", err, raw)
		}
		header := "OrderNumber,Date,CustomerName,CustomerPhone,CustomerEmail,Atoll,Island,Address,Subtotal,DeliveryFee,Total,PaymentMethod,PaymentStatus,OrderStatus,Items,ItemColors" +
			",TIN,GSTRatePercent,TotalBeforeGST,GST,TotalAfterGST,DiscountCode,Discount"
		if got := strings.Join(rows[0], ","); got != header {
			t.Errorf("header: got %s, want %s", got, header)
		}
		if len(rows) != 1+len(placed) {
			t.Fatalf("got %d rows, want %d", len(rows)-1, len(placed))
		}
		money2 := regexp.MustCompile(`^\d+\.\d{2}$`)
		for _, row := range rows[1:] {
			o, ok := placed[row[0]]
			if !ok {
				t.Errorf("row for unknown order %q", row[0])
				continue
			}
			delete(placed, row[0])
			at, err := time.Parse(time.RFC3339, row[1])
			if err != nil || !at.Equal(o.CreatedAt.Truncate(time.Second)) || !strings.HasSuffix(row[1], "+05:00") {
				t.Errorf("Date: got %q (%v), want %s in +05:00", row[1], err, o.CreatedAt)
			}
			wantName := o.Customer.Name
			if strings.HasPrefix(wantName, "=") {
				wantName = "'" + wantName
			}
			if row[2] != wantName || row[3] != "'"+o.Customer.Phone {
				t.Errorf("customer: got %q %q, want %q %q", row[2], row[3], wantName, "'"+o.Customer.Phone)
			}
			for _, cell := range row[8:11] {
				if !money2.MatchString(cell) {
					t.Errorf("money: got %q, want two decimals", cell)
				}
			}
			if want := fmt.Sprintf("%.2f", o.Total); row[10] != want {
				t.Errorf("Total: got %s, want %s", row[10], want)
			}
			if want := fmt.Sprintf("%s:%d", o.Items[0].SKU, o.Items[0].Quantity); row[14] != want {
				t.Errorf("Items: got %q, want %q", row[14], want)
			}
			if want := o.Items[0].SKU + ":"; row[15] != want {
				t.Errorf("ItemColors: got %q, want %q (a fan has no colour)", row[15], want)
			}
			if row[21] != "" || row[22] != "0.00" {
				t.Errorf("an order without a code: got DiscountCode %q, Discount %q, want empty and 0.00", row[21], row[22])
			}
			if row[11] != "COD" || row[12] != "unpaid" || row[13] != "pending" {
				t.Errorf("method/payment/status: got %v, want COD unpaid pending", row[11:14])
			}
			if got := strings.Join(row[16:21], ""); got != "" {
				t.Errorf("GST columns of a shop not registered: got %v, want empty", row[16:21])
			}
		}
		if res, _ := s.admin(t, "", http.MethodGet, "/api/orders/export.csv", nil); res.StatusCode != 401 {
			t.Errorf("without a session: got %d, want 401", res.StatusCode)
		}
	})
}

// TestExportHoldsEveryOrderNewestFirst: every order once, newest first
// (ties by number), each with its two lines in their order: the export's
// one query joins the lines to the orders and groups them back.
func TestExportHoldsEveryOrderNewestFirst(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		want := seedOrders(t, s, 1100)
		slices.Reverse(want)
		res, raw := s.admin(t, s.AdminCookie(t), http.MethodGet, "/api/orders/export.csv", nil)
		rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
		if res.StatusCode != 200 || err != nil {
			t.Fatalf("got %d, %v", res.StatusCode, err)
		}
		var got []string
		for _, row := range rows[1:] {
			got = append(got, row[0])
			if row[14] != "FAN-1:1; AB-2:2" || row[15] != "FAN-1:; AB-2:" {
				t.Errorf("%s: items %q, colours %q, want both lines in order", row[0], row[14], row[15])
				break
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("got %d rows, want the %d orders newest first", len(got), len(want))
		}
	})
}

// seedOrders stores n orders straight into the database (a minute apart,
// some at the same moment) and returns their numbers.
func seedOrders(t testing.TB, s *shop, n int) []string {
	t.Helper()
	store := gormstore.New(s.DB.DB)
	base := time.Date(2026, 1, 1, 8, 0, 0, 0, time.UTC)
	out := make([]string, n)
	for i := range n {
		at := base.Add(time.Duration(i/3) * time.Minute) // three at each moment: ties are broken by number
		number := fmt.Sprintf("RB-SEED%05d-%04d", i, i%10000)
		o, err := orders.UnmarshalOrderFromDatabase(orders.Record{
			Number: number,
			Customer: orders.Customer{Name: fmt.Sprintf("Customer %d", i), Phone: "+9607770000",
				Address: orders.Address{Atoll: "Addu Atoll", Island: "Hithadhoo", Street: "Magu 1"}},
			Items: []orders.Item{
				{ID: number + "-1", ProductID: "p1", Title: "Fan", SKU: "FAN-1", Quantity: 1, Price: 100000},
				{ID: number + "-2", ProductID: "p2", Title: "Abaya", SKU: "AB-2", Size: "M", Quantity: 2, Price: 50000},
			},
			Subtotal: 200000, DeliveryFee: money.Laari(15000), PaymentMethod: orders.CashOnDelivery,
			PaymentStatus: orders.Unpaid, Status: orders.Pending,
			History:   []orders.StatusChange{{Status: orders.Pending, At: at}},
			CreatedAt: at, UpdatedAt: at, Fingerprint: number,
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := store.Create(context.Background(), o); err != nil {
			t.Fatalf("seed %s: %v", number, err)
		}
		out[i] = number
	}
	return out
}

// BenchmarkAdminOrdersFirstPage measures GET /api/orders (first page of 20)
// through the real router with 1,000 orders of two lines each, on
// PostgreSQL when TEST_DATABASE_URL is set, else on SQLite.
func BenchmarkAdminOrdersFirstPage(b *testing.B) {
	dialect := database.SQLite
	if os.Getenv("TEST_DATABASE_URL") != "" {
		dialect = database.Postgres
	}
	s := startShop(b, dbtest.Config(b, dialect))
	seedOrders(b, s, 1000)
	cookie := s.AdminCookie(b)
	b.ResetTimer()
	for b.Loop() {
		res := s.Do(b, http.MethodGet, "/api/orders", apptest.AsAdmin(cookie), nil)
		if _, err := io.Copy(io.Discard, res.Body); err != nil || res.StatusCode != 200 {
			b.Fatalf("got %d %v, want 200", res.StatusCode, err)
		}
		res.Body.Close()
	}
	b.Logf("dialect %s", dialect)
}
