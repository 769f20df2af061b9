package orders

import (
	"fmt"
	"slices"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/money"
)

// Address is where an order is delivered.
type Address struct {
	Atoll, Island, Street string
	// Unlisted: the customer typed Island ("My island is not listed"); it is
	// not in the shop's list, and the owner is told so.
	Unlisted bool
	// Directions are optional notes for the delivery person.
	Directions string
}

// Customer is who ordered. Phone is normalised (+960 and seven digits).
type Customer struct {
	Name, Phone string
	// Email is optional.
	Email   string
	Address Address
}

// Item is a line of an order: a copy of what the product was when it was
// ordered, so later catalog edits do not change past orders.
type Item struct {
	ID        string
	ProductID string
	Title     string
	// TitleDV is the product's Dhivehi title when the order was placed, or
	// empty: a Dhivehi customer's pages show it, the owner's the English.
	TitleDV string
	SKU     string
	// Size and Color are empty for a product that has none.
	Size, Color string
	Quantity    int
	// TailorItemID is the tailoring request of a tailor-made line (then
	// ProductID is empty); empty for a product.
	TailorItemID string
	// Price is the unit price.
	Price money.Laari
	// OriginalPrice is the unit price without the sale the line was sold
	// in, 0 when it was sold at the product's own price.
	OriginalPrice money.Laari
	Image         string
}

// LineTotal is the price times the quantity.
func (i Item) LineTotal() money.Laari { return i.Price * money.Laari(i.Quantity) }

// StatusChange is an entry of an order's history.
type StatusChange struct {
	Status Status
	At     time.Time
}

// Order is a customer's order. It is valid by construction: NewOrder checks
// and prices a checkout, UnmarshalOrderFromDatabase restores a stored one,
// and the methods keep the rules (the total is always the subtotal plus the
// delivery fee; every status change is in the history).
type Order struct {
	number        string
	customer      Customer
	items         []Item
	subtotal      money.Laari
	deliveryFee   money.Laari
	paymentMethod PaymentMethod
	paymentStatus PaymentStatus
	transferSlip  string
	status        Status
	notes         string
	history       []StatusChange
	createdAt     time.Time
	updatedAt     time.Time
	// fingerprint identifies what the customer sent, so that the same order
	// sent again is recognised (see Checkout.Fingerprint).
	fingerprint string
	// clientNumber is the number the customer's browser made, kept when the
	// order holds another one (decision 197).
	clientNumber string
	// gst is the shop's GST registration when the order was placed.
	gst GST
	// events are changes not yet stored (see Apply and PendingEvents).
	events []Event
	// discountCode is the code the order used, or empty; discount is what
	// it took off the subtotal (never more than the subtotal).
	discountCode string
	discount     money.Laari
	// freeDelivery: the code waived the fee (known only while placing).
	freeDelivery bool
}

func (o *Order) Number() string                { return o.number }
func (o *Order) Customer() Customer            { return o.customer }
func (o *Order) Items() []Item                 { return slices.Clone(o.items) }
func (o *Order) Subtotal() money.Laari         { return o.subtotal }
func (o *Order) DeliveryFee() money.Laari      { return o.deliveryFee }
func (o *Order) DiscountCode() string          { return o.discountCode }
func (o *Order) Discount() money.Laari         { return o.discount }
func (o *Order) PaymentMethod() PaymentMethod  { return o.paymentMethod }
func (o *Order) PaymentStatus() PaymentStatus  { return o.paymentStatus }
func (o *Order) TransferSlip() string          { return o.transferSlip }
func (o *Order) Status() Status                { return o.status }
func (o *Order) Notes() string                 { return o.notes }
func (o *Order) StatusHistory() []StatusChange { return slices.Clone(o.history) }
func (o *Order) CreatedAt() time.Time          { return o.createdAt }
func (o *Order) UpdatedAt() time.Time          { return o.updatedAt }
func (o *Order) Fingerprint() string           { return o.fingerprint }

// Total is what the customer pays: the goods and the delivery fee, and the
// GST when the prices did not include it.
func (o *Order) Total() money.Laari {
	_, _, after := o.gst.Figures(o.payable())
	return after
}

// payable is what the customer pays before any GST added on top: the goods
// less the code's discount, plus the delivery fee (GST, when the shop is
// registered, is reckoned on it).
func (o *Order) payable() money.Laari { return o.subtotal - o.discount + o.deliveryFee }

// CustomerNumber is the number the customer was given: the browser's own
// when the order had to take another (decision 197), else Number.
func (o *Order) CustomerNumber() string {
	if o.clientNumber != "" {
		return o.clientNumber
	}
	return o.number
}

// SetStatus moves the order to s (the owner may pick any status, spec
// section 4) and records it in the history. Setting the status it already
// has changes nothing.
func (o *Order) SetStatus(s Status, at time.Time) error {
	if !s.Valid() {
		return fmt.Errorf("unknown status %q", s)
	}
	if s == o.status {
		return nil
	}
	at = clock.Stored(at)
	o.status = s
	o.history = append(o.history, StatusChange{Status: s, At: at})
	o.updatedAt = at
	return nil
}

// SetPaymentStatus records whether the shop has the money.
func (o *Order) SetPaymentStatus(s PaymentStatus, at time.Time) error {
	if !s.Valid() {
		return fmt.Errorf("unknown payment status %q", s)
	}
	o.paymentStatus = s
	o.updatedAt = clock.Stored(at)
	return nil
}

// stockTakes is what the order takes from the catalog: one per product
// line, in line order, with the index of each take's line (tailor-made
// lines take no stock).
func (o *Order) stockTakes() (takes []StockTake, lines []int) {
	for i, it := range o.items {
		if it.TailorItemID != "" {
			continue
		}
		takes = append(takes, StockTake{ProductID: it.ProductID, Color: it.Color, Size: it.Size, Quantity: it.Quantity})
		lines = append(lines, i)
	}
	return takes, lines
}

// Record is an order's stored form, for store adapters: every field, in the
// open. The total is not in it: it is always the subtotal plus the fee, and
// the GST when the prices did not include it.
type Record struct {
	Number        string
	Customer      Customer
	Items         []Item
	Subtotal      money.Laari
	DeliveryFee   money.Laari
	PaymentMethod PaymentMethod
	PaymentStatus PaymentStatus
	TransferSlip  string
	Status        Status
	Notes         string
	History       []StatusChange
	CreatedAt     time.Time
	UpdatedAt     time.Time
	Fingerprint   string
	// ClientNumber is the browser's number when the order holds another
	// (decision 197); usually empty.
	ClientNumber string
	// GST is the registration the order was placed under.
	GST GST
	// DiscountCode and Discount are the code the order used and what it
	// took off the subtotal; empty and 0 without one.
	DiscountCode string
	Discount     money.Laari
}

// Record returns the order's stored form.
func (o *Order) Record() Record {
	return Record{
		Number: o.number, Customer: o.customer, Items: slices.Clone(o.items), Subtotal: o.subtotal,
		DeliveryFee: o.deliveryFee, PaymentMethod: o.paymentMethod, PaymentStatus: o.paymentStatus,
		TransferSlip: o.transferSlip, Status: o.status, Notes: o.notes, History: slices.Clone(o.history),
		CreatedAt: o.createdAt, UpdatedAt: o.updatedAt, Fingerprint: o.fingerprint, ClientNumber: o.clientNumber,
		GST:          o.gst,
		DiscountCode: o.discountCode, Discount: o.discount,
	}
}

// UnmarshalOrderFromDatabase restores a stored order. It checks only what
// the methods rely on (known statuses and methods, a history), not the
// checkout rules: those held when the order was placed, and a later, stricter
// rule must not make old orders unreadable.
func UnmarshalOrderFromDatabase(r Record) (*Order, error) {
	switch {
	case r.Number == "":
		return nil, fmt.Errorf("stored order without a number")
	case !r.Status.Valid():
		return nil, fmt.Errorf("stored order %s: unknown status %q", r.Number, r.Status)
	case !r.PaymentMethod.Valid():
		return nil, fmt.Errorf("stored order %s: unknown payment method %q", r.Number, r.PaymentMethod)
	case !r.PaymentStatus.Valid():
		return nil, fmt.Errorf("stored order %s: unknown payment status %q", r.Number, r.PaymentStatus)
	case len(r.History) == 0:
		return nil, fmt.Errorf("stored order %s: no status history", r.Number)
	case r.Discount < 0 || r.Discount > r.Subtotal:
		return nil, fmt.Errorf("stored order %s: discount %d outside the subtotal %d", r.Number, r.Discount, r.Subtotal)
	}
	return &Order{
		number: r.Number, customer: r.Customer, items: slices.Clone(r.Items), subtotal: r.Subtotal,
		deliveryFee: r.DeliveryFee, paymentMethod: r.PaymentMethod, paymentStatus: r.PaymentStatus,
		transferSlip: r.TransferSlip, status: r.Status, notes: r.Notes, history: slices.Clone(r.History),
		createdAt: r.CreatedAt, updatedAt: r.UpdatedAt, fingerprint: r.Fingerprint, clientNumber: r.ClientNumber,
		gst:          r.GST,
		discountCode: r.DiscountCode, discount: r.Discount,
	}, nil
}
