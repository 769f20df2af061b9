package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"sync"
	"testing"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/geography"
	"dhoni/internal/orders"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/money"
)

var wireNumber = regexp.MustCompile(`^RB-[0-9A-Z]{6,12}-[0-9A-Z]{4}$`)

func TestPlaceAnOrder(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)

		// The browser's own numbers, when right, are accepted (and not used).
		b := newOrderBody().
			set("items", []any{
				map[string]any{"product_id": apptest.SampleAbaya, "size": "M", "color": "Black", "quantity": 1, "price": 2200, "title": "ignored"},
				map[string]any{"product_id": apptest.SampleFan, "size": "N/A", "quantity": 2, "price": 1450},
			}).
			set("subtotal", 5100).set("delivery_fee", 150).set("total", 5250).
			set("notes", "Please call first").set("status", "pending").set("status_history", []any{})
		o := s.place(t, b)

		if !wireNumber.MatchString(o.OrderNumber) || o.ID != o.OrderNumber {
			t.Errorf("order number %q, id %q: want a server-made number as both", o.OrderNumber, o.ID)
		}
		c := o.Customer
		if c.Name != "Aishath Shifa" || c.Phone != "+9607771234" || c.Email != "shifa@example.mv" ||
			c.Address.Atoll != "Addu Atoll" || c.Address.Island != "Hithadhoo" || c.Address.Street != "Magu 12" ||
			c.Address.Directions != "Blue gate" {
			t.Errorf("customer: got %+v", c)
		}
		if len(o.Items) != 2 {
			t.Fatalf("items: got %d, want 2", len(o.Items))
		}
		first := o.Items[0]
		if first.ID != o.OrderNumber+"-1" || first.ProductID != apptest.SampleAbaya || first.Title != "Pearl-Trim Occasion Abaya" ||
			first.SKU != "DH-AB-002" || first.Size != "M" || first.Color != "Black" || first.Quantity != 1 ||
			first.Price != 2200 || first.Image != "/media/samples/pearl-trim-occasion-abaya.svg" {
			t.Errorf("first line: got %+v", first)
		}
		if o.Items[1].Size != "" || o.Items[1].Color != "" || o.Items[1].Quantity != 2 || o.Items[1].Price != 1450 {
			t.Errorf("second line: got %+v", o.Items[1])
		}
		if o.Subtotal != 5100 || o.DeliveryFee != 150 || o.Total != 5250 {
			t.Errorf("money: got %v + %v = %v, want 5100 + 150 = 5250", o.Subtotal, o.DeliveryFee, o.Total)
		}
		if o.PaymentMethod != "COD" || o.PaymentStatus != "unpaid" || o.TransferSlip != nil || o.Status != "pending" ||
			o.Notes != "Please call first" {
			t.Errorf("got method %s, payment %s, slip %v, status %s, notes %q", o.PaymentMethod, o.PaymentStatus,
				o.TransferSlip, o.Status, o.Notes)
		}
		if len(o.StatusHistory) != 1 || o.StatusHistory[0].Status != "pending" || !o.StatusHistory[0].At.Equal(o.CreatedAt) ||
			o.CreatedAt.IsZero() {
			t.Errorf("history %+v, created %v: want one pending entry at the creation time", o.StatusHistory, o.CreatedAt)
		}

		if got := s.stock(t, apptest.SampleAbaya)["Black:M"]; got != 1 {
			t.Errorf("abaya Black:M: got %d, want 1 (2 - 1)", got)
		}
		if got := s.stock(t, apptest.SampleFan)["default"]; got != 4 {
			t.Errorf("fan: got %d, want 4 (6 - 2)", got)
		}
		if got := s.count(t, "notify_outbox", "order_number = ?", o.OrderNumber); got != 1 {
			t.Errorf("announcements queued: got %d, want 1", got)
		}
		// Telegram is off by default: skipped, with a log line, and the order stands.
		s.waitForOutbox(t)
		if s.Logs.FilterMessage("telegram notification skipped: not enabled or not configured").Len() != 1 {
			t.Error("no log line for the skipped notification")
		}

		res, raw := s.get(t, "/api/orders/track?order_number="+o.OrderNumber+"&phone=%2B960%20777-1234", "")
		if res.StatusCode != http.StatusOK || apptest.Decode[httpapi.OrderJSON](t, raw).Total != 5250 {
			t.Errorf("track the new order: got %d %s", res.StatusCode, raw)
		}
	})
}

func TestTheDeliveryFeeIsTheChosenAtolls(t *testing.T) {
	t.Parallel()
	s := startShop(t, dbtest.Config(t, "sqlite"))
	for _, tc := range []struct {
		atoll, island string
		fee           float64
	}{
		{"Malé", "Hulhumalé", 0},
		{"Addu Atoll", "Feydhoo", 150},
		{"Lhaviyani Atoll", "Naifaru", 50}, // no fee of its own: the flat fee
	} {
		o := s.place(t, newOrderBody().
			set("customer.address.atoll", tc.atoll).set("customer.address.island", tc.island).
			set("items", []any{map[string]any{"product_id": apptest.SampleFan, "quantity": 1}}))
		if o.DeliveryFee != tc.fee || o.Subtotal != 1450 || o.Total != 1450+tc.fee {
			t.Errorf("%s: got %v + %v = %v, want 1450 + %v", tc.atoll, o.Subtotal, o.DeliveryFee, o.Total, tc.fee)
		}
	}
}

// TestTheWholeCountryOrdersAtTheServersFee places orders to islands of
// atolls the first release did not list, with an island's own fee, an
// island the list does not have, and the free-delivery threshold: the fee
// is always the server's, whatever the browser says.
func TestTheWholeCountryOrdersAtTheServersFee(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		ctx := context.Background()
		st, err := s.settings.Get(ctx)
		if err != nil {
			t.Fatal(err)
		}
		sixty := money.Laari(6000)
		st.Delivery.PerIsland = map[string]map[string]*money.Laari{"Raa Atoll": {"Ungoofaaru": &sixty}}
		if _, err := s.settings.Save(ctx, st); err != nil {
			t.Fatal(err)
		}
		fanID := s.newFan(t, "Island Fan", 100) // MVR 1000
		fan := func(b body) body {
			return b.set("items", []any{map[string]any{"product_id": fanID, "quantity": 1, "price": 1000}})
		}
		to := func(atoll, island string) body {
			return fan(newOrderBody()).set("customer.address.atoll", atoll).set("customer.address.island", island)
		}
		for _, tc := range []struct {
			atoll, island string
			fee           float64
		}{
			{"Raa Atoll", "Ungoofaaru", 60}, // the island's own fee
			{"Raa Atoll", "alifushi", 50},   // the atoll has none: the flat fee, the list's spelling
			{"Thaa Atoll", "Buruni", 50},
			{"Gaafu Alif Atoll", "Viligili", 50},
		} {
			o := s.place(t, to(tc.atoll, tc.island).set("delivery_fee", tc.fee).set("total", 1000+tc.fee))
			a := o.Customer.Address
			if o.DeliveryFee != tc.fee || o.Total != 1000+tc.fee || a.Atoll != tc.atoll || a.IslandUnlisted {
				t.Errorf("%s, %s: got fee %v, total %v, address %+v; want fee %v", tc.island, tc.atoll, o.DeliveryFee, o.Total, a, tc.fee)
			}
			if n := s.count(t, "orders", "order_number = ? AND delivery_fee_laari = ? AND island_unlisted = ?",
				o.OrderNumber, int64(tc.fee*100), false); n != 1 {
				t.Errorf("%s: stored rows with the fee: got %d, want 1", tc.island, n)
			}
		}

		// A browser that shows another fee is refused, and nothing is stored.
		before := s.count(t, "orders", "")
		status, raw := s.post(t, to("Raa Atoll", "Ungoofaaru").set("delivery_fee", 50))
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["delivery_fee"] != orders.MsgPricesChanged {
			t.Errorf("a fee of 50 to Ungoofaaru: got %d %s, want 422 with %q", status, raw, orders.MsgPricesChanged)
		}

		// An island the list does not have, typed by the customer: kept as
		// typed, flagged, at the atoll's fee; the owner sees the flag.
		o := s.place(t, to("Thaa Atoll", "  Kanimeedhoo ").set("customer.address.island_unlisted", true))
		if a := o.Customer.Address; a.Island != "Kanimeedhoo" || !a.IslandUnlisted || o.DeliveryFee != 50 {
			t.Errorf("unlisted island: got %+v, fee %v; want Kanimeedhoo, flagged, 50", a, o.DeliveryFee)
		}
		res, raw := s.get(t, "/api/orders/"+o.OrderNumber, s.AdminCookie(t))
		if got := apptest.Decode[httpapi.OrderJSON](t, raw); res.StatusCode != 200 || !got.Customer.Address.IslandUnlisted {
			t.Errorf("admin GET of the unlisted order: got %d %s, want the island flagged", res.StatusCode, raw)
		}
		// Declared unlisted but in the list after all: the listed island.
		o = s.place(t, to("Gaafu Alif Atoll", "VILIGILI").set("customer.address.island_unlisted", true))
		if a := o.Customer.Address; a.Island != "Viligili" || a.IslandUnlisted {
			t.Errorf("a listed island typed as unlisted: got %+v, want Viligili, not flagged", a)
		}

		// Free delivery from MVR 1000 (the fan), except to Raa Atoll.
		thousand := money.Laari(100000)
		st.Delivery.Free = geography.FreeDelivery{Threshold: &thousand, Shop: geography.AllShops, ExceptAtolls: []string{"Raa Atoll"}}
		if _, err := s.settings.Save(ctx, st); err != nil {
			t.Fatal(err)
		}
		if o := s.place(t, to("Thaa Atoll", "Buruni").set("delivery_fee", 0).set("total", 1000)); o.DeliveryFee != 0 || o.Total != 1000 {
			t.Errorf("at the threshold: got fee %v, total %v, want 0 and 1000", o.DeliveryFee, o.Total)
		}
		if o := s.place(t, to("Raa Atoll", "Ungoofaaru")); o.DeliveryFee != 60 {
			t.Errorf("to an excepted atoll: got fee %v, want the island's 60", o.DeliveryFee)
		}
		// Counting clothing only, the fan does not reach it.
		st.Delivery.Free.Shop = geography.ClothingShop
		if _, err := s.settings.Save(ctx, st); err != nil {
			t.Fatal(err)
		}
		status, raw = s.post(t, to("Thaa Atoll", "Buruni").set("delivery_fee", 0))
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["delivery_fee"] != orders.MsgPricesChanged {
			t.Errorf("free delivery claimed with appliances only: got %d %s, want 422", status, raw)
		}
		if got := s.count(t, "orders", ""); got != before+4 {
			t.Errorf("orders stored: got %d, want %d (the refused ones stored nothing)", got, before+4)
		}
	})
}

func TestBadOrdersAreRefused(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		abayaStock, fanStock := s.stock(t, apptest.SampleAbaya), s.stock(t, apptest.SampleFan)
		for _, tc := range []struct {
			name         string
			body         any
			status       int
			field, msg   string
			errorMessage string // the answer's "error", when it matters
		}{
			{"invalid phone", newOrderBody().set("customer.phone", "330 1234"), 422, "customer.phone", orders.MsgPhone, orders.MsgPhone},
			{"short name", newOrderBody().set("customer.name", "A"), 422, "customer.name", orders.MsgName, ""},
			{"no name", newOrderBody().set("customer.name", nil), 422, "customer.name", orders.MsgName, ""},
			{"invalid email", newOrderBody().set("customer.email", "shifa@example"), 422, "customer.email", orders.MsgEmail, ""},
			{"short street", newOrderBody().set("customer.address.street", "M1"), 422, "customer.address.street", orders.MsgStreet, ""},
			{"no atoll", newOrderBody().set("customer.address.atoll", nil), 422, "customer.address.atoll", orders.MsgAtoll, ""},
			{"no island", newOrderBody().set("customer.address.island", ""), 422, "customer.address.island", orders.MsgIsland, ""},
			{"island not in the atoll", newOrderBody().set("customer.address.island", "Naifaru"), 422, "customer.address.island", orders.MsgIslandNotInAtoll, ""},
			{"unlisted island not typed", newOrderBody().set("customer.address.island", " ").set("customer.address.island_unlisted", true),
				422, "customer.address.island", orders.MsgUnlistedIsland, ""},
			{"unlisted island flag not a boolean", newOrderBody().set("customer.address.island_unlisted", "yes"), 422, "customer.address.island_unlisted", orders.MsgIsland, ""},
			{"no delivery fee for a far atoll", newOrderBody().set("delivery_fee", 0), 422, "delivery_fee", orders.MsgPricesChanged, ""},
			{"no payment method", newOrderBody().set("payment_method", nil), 422, "payment_method", orders.MsgPaymentMethod, ""},
			{"bank transfer without a slip", newOrderBody().set("payment_method", "BANK"), 422, "transfer_slip", orders.MsgSlipRequired, ""},
			{"unknown slip", newOrderBody().set("payment_method", "BANK").set("transfer_slip", "slip_0123456789abcdef01234567"),
				422, "transfer_slip", orders.MsgSlipNotFound, ""},
			{"empty cart", newOrderBody().set("items", []any{}), 422, "items", orders.MsgCartEmpty, "Your cart is empty"},
			{"unknown product", newOrderBody().set("items.0.product_id", "prod-nope"), 422, "items[0].product_id", orders.MsgProductGone, ""},
			{"quantity 0", newOrderBody().set("items.0.quantity", 0), 422, "items[0].quantity", orders.MsgQuantity, ""},
			{"quantity 10000", newOrderBody().set("items.0.quantity", 10000), 422, "items[0].quantity", orders.MsgQuantity, ""},
			{"quantity 1.5", newOrderBody().set("items.0.quantity", 1.5), 422, "items[0].quantity", orders.MsgQuantity, ""},
			{"quantity as text", newOrderBody().set("items.0.quantity", "2"), 422, "items[0].quantity", orders.MsgQuantity, ""},
			{"no size", newOrderBody().set("items.0.size", nil), 422, "items[0].size", orders.MsgSize, ""},
			{"no colour", newOrderBody().set("items.0.color", "N/A"), 422, "items[0].color", orders.MsgColor, ""},
			{"a total that differs", newOrderBody().set("total", 2349), 422, "total", orders.MsgPricesChanged, orders.MsgPricesChanged},
			{"a subtotal that differs", newOrderBody().set("subtotal", 1), 422, "subtotal", orders.MsgPricesChanged, orders.MsgPricesChanged},
			{"a delivery fee that differs", newOrderBody().set("delivery_fee", 50), 422, "delivery_fee", orders.MsgPricesChanged, ""},
			{"a price that differs", newOrderBody().set("items.0.price", 2000), 422, "items[0].price", orders.MsgPricesChanged, ""},
			{"a price with three decimals", newOrderBody().set("items.0.price", 2200.001), 422, "items[0].price", orders.MsgPricesChanged, ""},
			{"a malformed order number", newOrderBody().set("order_number", "rb-m5d4ruo0-7kq2"), 422, "order_number", orders.MsgOrderNumber, ""},
			{"an unknown key", newOrderBody().set("coupon", "FREE"), 422, "coupon", "Unknown field", ""},
			{"more than there is", newOrderBody().set("items.0.quantity", 3), 409, "items[0].quantity", "Only 2 left",
				"Only 2 left of Pearl-Trim Occasion Abaya (Black, M). Please update your cart."},
			{"not JSON", rawBody("{"), 400, "", "", "Request body is not valid JSON"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				status, raw := s.post(t, tc.body)
				if status != tc.status {
					t.Fatalf("got %d %s, want %d", status, raw, tc.status)
				}
				e := apptest.Decode[httpserver.ErrorBody](t, raw)
				if tc.field != "" && e.Fields[tc.field] != tc.msg {
					t.Errorf("fields[%q]: got %q (all: %v), want %q", tc.field, e.Fields[tc.field], e.Fields, tc.msg)
				}
				if tc.errorMessage != "" && e.Error != tc.errorMessage {
					t.Errorf("error: got %q, want %q", e.Error, tc.errorMessage)
				}
			})
		}
		if n := s.count(t, "orders", ""); n != 0 {
			t.Errorf("orders stored: got %d, want 0", n)
		}
		if n := s.count(t, "notify_outbox", ""); n != 0 {
			t.Errorf("announcements queued: got %d, want 0", n)
		}
		if got := s.stock(t, apptest.SampleAbaya); !maps.Equal(got, abayaStock) {
			t.Errorf("abaya stock: got %v, want %v", got, abayaStock)
		}
		if got := s.stock(t, apptest.SampleFan); !maps.Equal(got, fanStock) {
			t.Errorf("fan stock: got %v, want %v", got, fanStock)
		}
	})
}

// failingNotifier fails inside the order's transaction, after the stock was
// taken and the order written.
type failingNotifier struct{}

func (failingNotifier) OrderPlaced(context.Context, *orders.Order) error {
	return errors.New("the outbox is broken")
}

func TestAFailureLateInTheTransactionLeavesNothing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg, fx.Decorate(func(orders.Notifier) orders.Notifier { return failingNotifier{} }))
		before := s.stock(t, apptest.SampleAbaya)
		number := "RB-MBD0QG00-FAIL"
		status, raw := s.post(t, newOrderBody().set("order_number", number))
		if status != http.StatusInternalServerError {
			t.Fatalf("got %d %s, want 500", status, raw)
		}
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); e.Error != "Something went wrong on our side. Please try again." {
			t.Errorf("error: got %q, want the generic message", e.Error)
		}
		if got := s.stock(t, apptest.SampleAbaya); !maps.Equal(got, before) {
			t.Errorf("stock: got %v, want %v (the decrement rolled back)", got, before)
		}
		for _, table := range []string{"orders", "order_items", "order_status_history", "notify_outbox"} {
			if n := s.count(t, table, ""); n != 0 {
				t.Errorf("%s: got %d rows, want 0", table, n)
			}
		}
		res, _ := s.get(t, fmt.Sprintf("/api/orders/track?order_number=%s&phone=7771234", number), "")
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("track the failed order: got %d, want 404", res.StatusCode)
		}
	})
}

// TestReplaysMakeOneOrder: a browser that lost its connection sends the same
// order (same order number, same content) 20 times, 10 of them at once. One
// order is made, the stock is taken once, each Telegram chat hears of it
// once, and every answer is that order.
func TestReplaysMakeOneOrder(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, tg := startShopWithTelegram(t, cfg, nil)
		s.useTelegram(t, true, "123456:TEST-token", " 111, -222 ")
		slip := s.uploadSlip(t, pngSlip(t))
		const number = "RB-MBD0QG00-R3PL"
		b := newOrderBody().set("order_number", number).set("payment_method", "BANK").set("transfer_slip", slip).
			set("items.0.quantity", 2) // the last two Black M abayas

		type answer struct {
			status int
			order  httpapi.OrderJSON
		}
		answers := make(chan answer, 20)
		send := func() {
			status, raw := s.post(t, b)
			a := answer{status: status}
			if status == http.StatusCreated || status == http.StatusOK {
				a.order = apptest.Decode[httpapi.OrderJSON](t, raw)
			} else {
				t.Errorf("a replay got %d %s", status, raw)
			}
			answers <- a
		}
		for range 2 { // two waves of 10 at once
			var wg sync.WaitGroup
			for range 10 {
				wg.Go(send)
			}
			wg.Wait()
		}
		close(answers)
		created := 0
		for a := range answers {
			if a.status == http.StatusCreated {
				created++
			}
			if a.order.OrderNumber != number || a.order.Total != 4550 || a.order.TransferSlip == nil || *a.order.TransferSlip != slip {
				t.Errorf("an answer (%d) is not the order: %+v", a.status, a.order)
			}
		}
		if created != 1 {
			t.Errorf("answers with 201: got %d, want 1 (and 19 × 200)", created)
		}
		if n := s.count(t, "orders", ""); n != 1 {
			t.Errorf("orders: got %d, want 1", n)
		}
		if got := s.stock(t, apptest.SampleAbaya)["Black:M"]; got != 0 {
			t.Errorf("abaya Black:M: got %d, want 0 (taken once: 2 - 2)", got)
		}
		if n := s.count(t, "notify_outbox", "order_number <> ''"); n != 1 {
			t.Errorf("announcements: got %d, want 1", n)
		}
		s.waitForOutbox(t)
		got := tg.delivered()
		if len(got["111"]) != 1 || len(got["-222"]) != 1 || tg.requests() != 2 {
			t.Errorf("telegram: got %d requests, %d to 111 and %d to -222; want one each",
				tg.requests(), len(got["111"]), len(got["-222"]))
		}

		// The same number with other content is someone else's order.
		status, raw := s.post(t, b.set("items.0.quantity", 1))
		if status != http.StatusConflict || apptest.Decode[httpserver.ErrorBody](t, raw).Error != orders.MsgNumberReused {
			t.Errorf("other content under the number: got %d %s, want 409 %q", status, raw, orders.MsgNumberReused)
		}
	})
}
