package orders_test

import (
	"errors"
	"maps"
	"testing"
	"time"

	"dhoni/internal/geography"
	"dhoni/internal/orders"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
)

var now = time.Date(2025, 6, 1, 8, 0, 0, 0, time.UTC)

const number = "RB-MBD0QG00-AB12"

func mvr(n int64) *money.Laari { return laari(money.Laari(n * money.PerMVR)) }

func laari(l money.Laari) *money.Laari { return &l }

// prices are the spec's default fees (Malé 0, Addu 150, flat 50) and two
// products: an abaya with sizes and colours, and a fan with neither.
var prices = orders.PriceList{
	Products: map[string]orders.Product{
		"prod-abaya": {ID: "prod-abaya", Title: "Pearl-Trim Occasion Abaya", SKU: "DH-AB-002", Price: 220000,
			Image: "/media/samples/pearl-trim-occasion-abaya.svg", Sizes: []string{"S", "M", "L"},
			Colors: []orders.Color{{Name: "Black", Hex: "#1C1C1E"}, {Name: "Burgundy", Hex: "#6D1A36"}}},
		"prod-fan": {ID: "prod-fan", Title: "Rechargeable Stand Fan 16\"", SKU: "DH-AP-003", Price: 145050},
	},
	Atolls: []geography.Atoll{
		{Name: "Malé", Islands: []string{"Malé", "Hulhumalé"}},
		{Name: "Addu Atoll", Islands: []string{"Hithadhoo", "Feydhoo"}},
		{Name: "Lhaviyani Atoll", Islands: []string{"Naifaru"}},
	},
	Fees: geography.FeeTable{Flat: mvr(50), PerAtoll: map[string]*money.Laari{"Malé": mvr(0), "Addu Atoll": mvr(150)}},
}

func checkout() orders.Checkout {
	return orders.Checkout{
		Customer: orders.Customer{Name: " Aishath Shifa ", Phone: "777 1234",
			Address: orders.Address{Atoll: "Addu Atoll", Island: "Hithadhoo", Street: "Magu 12"}},
		Items: []orders.CheckoutItem{
			{ProductID: "prod-abaya", Size: "M", Color: "Black", Quantity: 2},
			{ProductID: "prod-fan", Size: "N/A", Quantity: 1},
		},
		PaymentMethod: "COD",
	}
}

func TestNewOrderPricesFromTheCatalogAndTheFeeTable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		atoll, island string
		fee           money.Laari
	}{
		{"Malé", "Hulhumalé", 0},
		{"Addu Atoll", "Feydhoo", 15000},
		{"Lhaviyani Atoll", "Naifaru", 5000}, // no fee of its own: the flat fee
	} {
		t.Run(tc.atoll, func(t *testing.T) {
			t.Parallel()
			c := checkout()
			c.Customer.Address.Atoll, c.Customer.Address.Island = tc.atoll, tc.island
			o, err := orders.NewOrder(number, c, prices, now)
			if err != nil {
				t.Fatalf("NewOrder: %v", err)
			}
			wantSubtotal := money.Laari(2*220000 + 145050)
			if o.Subtotal() != wantSubtotal || o.DeliveryFee() != tc.fee || o.Total() != wantSubtotal+tc.fee {
				t.Errorf("got subtotal %d, fee %d, total %d; want %d, %d, %d",
					o.Subtotal(), o.DeliveryFee(), o.Total(), wantSubtotal, tc.fee, wantSubtotal+tc.fee)
			}
		})
	}
}

func TestNewOrderStartsPending(t *testing.T) {
	t.Parallel()
	c := checkout()
	c.Customer.Address.Atoll, c.Customer.Address.Island = "addu atoll", "HITHADHOO"
	c.Items[0].Size, c.Items[0].Color = "m", "#6d1a36" // the cart keeps the hex
	o, err := orders.NewOrder(number, c, prices, now)
	if err != nil {
		t.Fatal(err)
	}
	h := o.StatusHistory()
	if o.Status() != orders.Pending || len(h) != 1 || h[0].Status != orders.Pending || !h[0].At.Equal(now) {
		t.Errorf("got status %s, history %v; want pending with one entry at %v", o.Status(), h, now)
	}
	if o.PaymentStatus() != orders.Unpaid || o.TransferSlip() != "" || !o.CreatedAt().Equal(now) {
		t.Errorf("got payment %s, slip %q, created %v", o.PaymentStatus(), o.TransferSlip(), o.CreatedAt())
	}
	cu := o.Customer()
	if cu.Name != "Aishath Shifa" || cu.Phone != "+9607771234" || cu.Address.Atoll != "Addu Atoll" || cu.Address.Island != "Hithadhoo" {
		t.Errorf("customer: got %+v, want trimmed, normalised and spelled as the atoll list", cu)
	}
	items := o.Items()
	want := orders.Item{ID: number + "-1", ProductID: "prod-abaya", Title: "Pearl-Trim Occasion Abaya", SKU: "DH-AB-002",
		Size: "M", Color: "Burgundy", Quantity: 2, Price: 220000, Image: "/media/samples/pearl-trim-occasion-abaya.svg"}
	if items[0] != want {
		t.Errorf("line 1: got %+v, want %+v", items[0], want)
	}
	if items[1].Size != "" || items[1].Color != "" || items[1].LineTotal() != 145050 {
		t.Errorf("line 2: got %+v, want no size or colour and 1450.50", items[1])
	}
	// SetStatus keeps the history.
	if err := o.SetStatus(orders.Shipped, now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := o.SetStatus("lost", now); err == nil {
		t.Error("SetStatus accepted an unknown status")
	}
	if h := o.StatusHistory(); len(h) != 2 || h[1].Status != orders.Shipped {
		t.Errorf("history after shipping: got %v", h)
	}
}

func TestNewOrderRefusesWithTheSpecsMessages(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		change func(c *orders.Checkout)
		want   map[string]string
	}{
		{"invalid phone", func(c *orders.Checkout) { c.Customer.Phone = "330 1234" },
			map[string]string{"customer.phone": orders.MsgPhone}},
		{"short name", func(c *orders.Checkout) { c.Customer.Name = " A " },
			map[string]string{"customer.name": orders.MsgName}},
		{"bad email", func(c *orders.Checkout) { c.Customer.Email = "shifa@" },
			map[string]string{"customer.email": orders.MsgEmail}},
		{"short street", func(c *orders.Checkout) { c.Customer.Address.Street = "M1" },
			map[string]string{"customer.address.street": orders.MsgStreet}},
		{"no atoll or island", func(c *orders.Checkout) { c.Customer.Address.Atoll, c.Customer.Address.Island = "", "" },
			map[string]string{"customer.address.atoll": orders.MsgAtoll, "customer.address.island": orders.MsgIsland}},
		{"unknown atoll", func(c *orders.Checkout) { c.Customer.Address.Atoll = "Atlantis" },
			map[string]string{"customer.address.atoll": orders.MsgAtoll}},
		{"island of another atoll", func(c *orders.Checkout) { c.Customer.Address.Island = "Naifaru" },
			map[string]string{"customer.address.island": orders.MsgIslandNotInAtoll}},
		{"no payment method", func(c *orders.Checkout) { c.PaymentMethod = "CARD" },
			map[string]string{"payment_method": orders.MsgPaymentMethod}},
		{"bank transfer without a slip", func(c *orders.Checkout) { c.PaymentMethod = "BANK" },
			map[string]string{"transfer_slip": orders.MsgSlipRequired}},
		{"empty cart", func(c *orders.Checkout) { c.Items = nil },
			map[string]string{"items": orders.MsgCartEmpty}},
		{"unknown product", func(c *orders.Checkout) { c.Items[1].ProductID = "prod-gone" },
			map[string]string{"items[1].product_id": orders.MsgProductGone}},
		{"quantity 0", func(c *orders.Checkout) { c.Items[0].Quantity = 0 },
			map[string]string{"items[0].quantity": orders.MsgQuantity}},
		{"quantity 100", func(c *orders.Checkout) { c.Items[0].Quantity = 100 },
			map[string]string{"items[0].quantity": orders.MsgQuantity}},
		{"no size", func(c *orders.Checkout) { c.Items[0].Size = "N/A" },
			map[string]string{"items[0].size": orders.MsgSize}},
		{"a size it does not come in", func(c *orders.Checkout) { c.Items[0].Size = "XXL" },
			map[string]string{"items[0].size": orders.MsgSize}},
		{"no colour", func(c *orders.Checkout) { c.Items[0].Color = "" },
			map[string]string{"items[0].color": orders.MsgColor}},
		{"an item's price changed", func(c *orders.Checkout) { c.Items[0].Price = mvr(2000) },
			map[string]string{"items[0].price": orders.MsgPricesChanged}},
		{"the totals changed", func(c *orders.Checkout) {
			c.Subtotal, c.DeliveryFee, c.Total = mvr(5000), mvr(50), mvr(5050)
		}, map[string]string{"subtotal": orders.MsgPricesChanged, "delivery_fee": orders.MsgPricesChanged, "total": orders.MsgPricesChanged}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := checkout()
			tc.change(&c)
			_, err := orders.NewOrder(number, c, prices, now)
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Kind != fault.Invalid {
				t.Fatalf("got %v, want a validation fault", err)
			}
			if !maps.Equal(fe.Fields, tc.want) {
				t.Errorf("fields: got %v, want %v", fe.Fields, tc.want)
			}
			if len(tc.want) == 1 {
				for _, msg := range tc.want {
					if fe.Message != msg {
						t.Errorf("message: got %q, want %q", fe.Message, msg)
					}
				}
			}
		})
	}
}

func TestTheRightTotalsAreAccepted(t *testing.T) {
	t.Parallel()
	c := checkout()
	c.Items[0].Price, c.Items[1].Price = mvr(2200), laari(145050)
	c.Subtotal, c.DeliveryFee, c.Total = laari(585050), mvr(150), laari(600050)
	if _, err := orders.NewOrder(number, c, prices, now); err != nil {
		t.Errorf("the browser's correct numbers were refused: %v", err)
	}
}

func TestFingerprint(t *testing.T) {
	t.Parallel()
	base := checkout().Tidy().Fingerprint()
	same := checkout()
	same.Customer.Phone = "+960 777-1234" // the same number, written differently
	same.Total = mvr(1)                   // the browser's totals are not content
	if got := same.Tidy().Fingerprint(); got != base {
		t.Error("the same order has another fingerprint")
	}
	for name, change := range map[string]func(c *orders.Checkout){
		"quantity": func(c *orders.Checkout) { c.Items[0].Quantity = 3 },
		"notes":    func(c *orders.Checkout) { c.Notes = "Ring twice" },
		"slip":     func(c *orders.Checkout) { c.TransferSlip = "slip_1" },
		"street":   func(c *orders.Checkout) { c.Customer.Address.Street = "Magu 13" },
		"order":    func(c *orders.Checkout) { c.Items[0], c.Items[1] = c.Items[1], c.Items[0] },
	} {
		c := checkout()
		change(&c)
		if c.Tidy().Fingerprint() == base {
			t.Errorf("a different %s gives the same fingerprint", name)
		}
	}
}

func TestShortageMessages(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		e          orders.InsufficientStockError
		msg, field string
	}{
		{orders.InsufficientStockError{Title: "Pearl-Trim Occasion Abaya", Color: "Black", Size: "M", Want: 3, Have: 2},
			"Only 2 left of Pearl-Trim Occasion Abaya (Black, M). Please update your cart.", "Only 2 left"},
		{orders.InsufficientStockError{Title: "Power Blender 600 W", Want: 1, Have: 0},
			"Power Blender 600 W is sold out. Please update your cart.", "Sold out"},
	} {
		if got := tc.e.Message(); got != tc.msg {
			t.Errorf("Message: got %q, want %q", got, tc.msg)
		}
		if got := tc.e.FieldMessage(); got != tc.field {
			t.Errorf("FieldMessage: got %q, want %q", got, tc.field)
		}
		if fault.KindOf(&tc.e) != fault.Conflict {
			t.Error("a shortage is not a conflict")
		}
	}
}
