package httpapi_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"net/http"
	"slices"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// dispatchAnswer is the answer of GET /api/orders/dispatch.
type dispatchAnswer struct {
	Islands []struct {
		Atoll, Island string
		Orders        []struct {
			OrderNumber string  `json:"order_number"`
			Collect     float64 `json:"collect"`
			Total       float64 `json:"total"`
			Customer    struct{ Name string }
			Items       []struct{ Color, Size string }
		}
	}
	Picks []struct {
		SKU, Size, Color, Title string
		Quantity                int
		Orders                  []string
	}
	Count int
	More  bool
}

// newAbaya makes a clothing product in black and navy, sizes M and L.
func (s *shop) newAbaya(t testing.TB, name string) string {
	t.Helper()
	p, err := s.catalog.CreateProduct(context.Background(), catalog.ProductDetails{
		Title: name, SKU: "D-" + catalog.Slugify(name), Description: "An abaya made for a test.",
		Price: 150000, CategoryID: "cat-abayas", ShopType: catalog.Clothing,
		Colors: []catalog.Color{{Name: "Black", Hex: "#000000"}, {Name: "Navy", Hex: "#000080"}},
		Sizes:  []string{"M", "L"},
		Stock:  map[string]int{"Black:M": 50, "Navy:L": 50},
	})
	if err != nil {
		t.Fatal(err)
	}
	return p.ID()
}

// TestDispatchGathersReadyOrdersByIsland: the orders ready to go come
// grouped by atoll and island in the delivery list's order, oldest first,
// with a pick list that sums each product, size and colour; customer text
// stays text; "Mark shipped" ships the batch and records it in each
// order's history; a stranger gets nothing.
func TestDispatchGathersReadyOrdersByIsland(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, cookie, _ := startAdmin(t, cfg, "Dispatch Fan")
		abaya := s.newAbaya(t, "Dispatch Abaya")
		line := func(color, size string, n int) map[string]any {
			return map[string]any{"product_id": abaya, "color": color, "size": size, "quantity": n}
		}
		place := func(name, phone, atoll, island string, items ...any) string {
			return s.place(t, newOrderBody().set("customer.name", name).set("customer.phone", phone).
				set("customer.address.atoll", atoll).set("customer.address.island", island).
				set("items", items)).OrderNumber
		}
		a := place("Aishath Addu", "7772001", "Addu Atoll", "Hithadhoo", line("Black", "M", 2))
		b := place("Mohamed Male", "7772002", "Malé", "Malé", line("Black", "M", 1), line("Navy", "L", 1))
		c := place(`<script>alert("x")</script>`, "7772003", "Addu Atoll", "Hithadhoo", line("Black", "M", 1))
		pending := place("Still Pending", "7772004", "Malé", "Malé", line("Black", "M", 5))
		cancelled := place("Cancelled Later", "7772005", "Malé", "Malé", line("Navy", "L", 1))
		if res, raw := s.admin(t, cookie, http.MethodPost, "/api/orders/bulk",
			map[string]any{"order_numbers": []string{a, b, c, cancelled}, "status": "processing"}); res.StatusCode != 200 {
			t.Fatalf("bulk: %d %s", res.StatusCode, raw)
		}
		if res, raw := s.admin(t, cookie, http.MethodPut, "/api/orders/"+a, map[string]any{"payment_status": "paid"}); res.StatusCode != 200 {
			t.Fatalf("pay: %d %s", res.StatusCode, raw)
		}

		get := func(t *testing.T, query string, want int) []byte {
			t.Helper()
			res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders/dispatch"+query, nil)
			if res.StatusCode != want {
				t.Fatalf("GET %s: got %d %s, want %d", query, res.StatusCode, raw, want)
			}
			return raw
		}
		t.Run("grouped with a summed pick list", func(t *testing.T) {
			raw := get(t, "?status=processing&payment=paid_or_cod", 200)
			if bytes.Contains(raw, []byte("<script>")) {
				t.Errorf("the answer holds the customer's markup unescaped: %s", raw)
			}
			d := apptest.Decode[dispatchAnswer](t, raw)
			var places []string
			var got []string
			for _, g := range d.Islands {
				places = append(places, g.Atoll+"/"+g.Island)
				for _, o := range g.Orders {
					got = append(got, o.OrderNumber)
				}
			}
			// Malé is first in the delivery list, Addu Atoll last; cancelled
			// is still processing here.
			if want := []string{"Malé/Malé", "Addu Atoll/Hithadhoo"}; !slices.Equal(places, want) {
				t.Errorf("islands: got %v, want %v", places, want)
			}
			if want := []string{b, cancelled, a, c}; !slices.Equal(got, want) || d.Count != 4 || d.More {
				t.Errorf("orders: got %v (count %d, more %v), want %v", got, d.Count, d.More, want)
			}
			addu := d.Islands[1].Orders
			if addu[0].Collect != 0 || addu[1].Collect != addu[1].Total || addu[1].Total == 0 {
				t.Errorf("collect: paid %v, COD %v of %v; want 0 and the total", addu[0].Collect, addu[1].Collect, addu[1].Total)
			}
			if addu[1].Customer.Name != `<script>alert("x")</script>` || addu[1].Items[0].Color != "Black" {
				t.Errorf("order c: got %+v", addu[1])
			}
			type pick struct {
				key    string
				n      int
				orders string
			}
			var picks []pick
			for _, p := range d.Picks {
				picks = append(picks, pick{p.SKU + " " + p.Size + " " + p.Color, p.Quantity, strings.Join(p.Orders, ",")})
			}
			want := []pick{
				{"D-dispatch-abaya M Black", 4, strings.Join([]string{b, a, c}, ",")},
				{"D-dispatch-abaya L Navy", 2, strings.Join([]string{b, cancelled}, ",")},
			}
			if !slices.Equal(picks, want) {
				t.Errorf("pick list: got %+v, want %+v", picks, want)
			}
		})
		t.Run("filters by status and payment", func(t *testing.T) {
			d := apptest.Decode[dispatchAnswer](t, get(t, "?status=processing&payment=paid", 200))
			if d.Count != 1 || d.Islands[0].Orders[0].OrderNumber != a {
				t.Errorf("paid only: got %+v, want %s alone", d.Islands, a)
			}
			d = apptest.Decode[dispatchAnswer](t, get(t, "?status=pending,processing&payment=any", 200))
			if d.Count != 5 || d.Picks[0].Quantity != 9 {
				t.Errorf("pending and processing: got %d orders, %d black M; want 5 and 9", d.Count, d.Picks[0].Quantity)
			}
			_ = pending
			for _, q := range []string{"?status=lost", "?payment=later", "?status="} {
				get(t, q, http.StatusUnprocessableEntity)
			}
		})
		t.Run("a stranger is refused", func(t *testing.T) {
			if res, _ := s.admin(t, "", http.MethodGet, "/api/orders/dispatch", nil); res.StatusCode != 401 {
				t.Errorf("GET without a session: got %d, want 401", res.StatusCode)
			}
			if res, _ := s.admin(t, "", http.MethodPost, "/api/orders/dispatch", map[string]any{"order_numbers": []string{a}}); res.StatusCode != 401 {
				t.Errorf("POST without a session: got %d, want 401", res.StatusCode)
			}
			if o := order(t, s, cookie, a); o.Status != "processing" {
				t.Errorf("a stranger's POST changed the order: %s", o.Status)
			}
		})
		t.Run("mark shipped records the batch", func(t *testing.T) {
			if res, raw := s.admin(t, cookie, http.MethodPut, "/api/orders/"+cancelled, map[string]any{"status": "cancelled"}); res.StatusCode != 200 {
				t.Fatalf("cancel: %d %s", res.StatusCode, raw)
			}
			res, raw := s.admin(t, cookie, http.MethodPost, "/api/orders/dispatch", map[string]any{"order_numbers": []string{b, cancelled, a, c}})
			if res.StatusCode != 200 {
				t.Fatalf("ship: got %d %s", res.StatusCode, raw)
			}
			got := apptest.Decode[struct {
				bulkAnswer
				Batch string
			}](t, raw)
			if got.Changed != 3 || got.Refused != 1 || got.Results[1].Message != "A cancelled order cannot become shipped" {
				t.Errorf("summary: got %+v", got)
			}
			if !strings.HasSuffix(got.Batch, ", 4 orders") {
				t.Errorf("batch: got %q", got.Batch)
			}
			for _, n := range []string{a, b, c} {
				o := order(t, s, cookie, n)
				if o.Status != "shipped" || o.StatusHistory[len(o.StatusHistory)-1].Status != "shipped" {
					t.Errorf("%s: got %s %+v, want shipped in the history", n, o.Status, o.StatusHistory)
				}
				last := o.Events[len(o.Events)-1]
				if last.Field != "dispatch" || last.To != "Shipped in dispatch batch "+got.Batch {
					t.Errorf("%s: last event %+v, want the batch", n, last)
				}
			}
			if o := order(t, s, cookie, cancelled); o.Status != "cancelled" || o.Events[len(o.Events)-1].Field == "dispatch" {
				t.Errorf("the cancelled order: got %s with %+v", o.Status, o.Events)
			}
			if d := apptest.Decode[dispatchAnswer](t, get(t, "", 200)); d.Count != 0 {
				t.Errorf("after shipping: %d orders still ready", d.Count)
			}
			if res, _ := s.admin(t, cookie, http.MethodPost, "/api/orders/dispatch", map[string]any{"order_numbers": []string{}}); res.StatusCode != 422 {
				t.Errorf("an empty batch: got %d, want 422", res.StatusCode)
			}
		})
		t.Run("the CSV shows each line's colour", func(t *testing.T) {
			_, raw := s.admin(t, cookie, http.MethodGet, "/api/orders/export.csv", nil)
			rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			for _, row := range rows[1:] {
				if row[0] == b && row[15] != "D-dispatch-abaya:Black; D-dispatch-abaya:Navy" {
					t.Errorf("ItemColors of %s: got %q", b, row[15])
				}
			}
		})
	})
}

func order(t *testing.T, s *shop, cookie, number string) adminOrderJSON {
	t.Helper()
	res, raw := s.admin(t, cookie, http.MethodGet, "/api/orders/"+number, nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: got %d %s", number, res.StatusCode, raw)
	}
	return apptest.Decode[adminOrderJSON](t, raw)
}
