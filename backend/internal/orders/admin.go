package orders

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
)

// The admin's order management: listing, editing and deleting orders, with a
// history of every change (spec sections 2, 4 and 5, "Order edit").

// Admin messages (the specification has none of its own for these).
const (
	MsgStatus        = "Status must be one of pending, processing, shipped, delivered, cancelled"
	MsgPaymentStatus = "Payment status must be unpaid or paid"
	MsgEditQuantity  = "Quantity must be a whole number from 1 to 9999"
	MsgEditPrice     = "Price must be 0 or more"
	MsgAmountTooBig  = "Must be at most MVR 10,000,000"
	MsgDeliveryFee   = "Delivery fee must be 0 or more"
	MsgItemsRequired = "An order needs at least one item"
	MsgUnknownItem   = "This item is not in the order"
	MsgNothingToEdit = "Nothing to change: send status, payment_status or the whole order"
)

// maxEditQuantity bounds a line the admin edits (far above any real order).
const maxEditQuantity = 9999

// MaxAmount bounds a price or a delivery fee the admin sets (the catalogue's
// own limit): with at most MaxItems lines of maxEditQuantity, a subtotal
// stays far inside int64 laari, so it never wraps (finding 8 of
// docs/security.md).
const MaxAmount money.Laari = 10_000_000 * money.PerMVR

// Paging of the admin's list (spec section 9: 20 orders a page).
const (
	DefaultPerPage = 20
	MaxPerPage     = 100
)

// Cursor is a place in the newest-first order of orders: the order after it
// is the next older one.
type Cursor struct {
	CreatedAt time.Time
	Number    string
}

// ListFilter picks a page of orders, newest first.
type ListFilter struct {
	// Page counts from 1; ignored when After is set.
	Page, PerPage int
	// Status keeps only orders with it, when set.
	Status Status
	// Query finds text in the order number or the customer's name, or the
	// customer's phone (compared normalised when Query is a phone number).
	Query string
	// After, when set, starts the page after this order instead of at Page
	// (dispatch walks the day's orders this way).
	After *Cursor
}

// Page is a page of orders and how many match in all.
type Page struct {
	Orders []*Order
	Total  int
	// Capped is set when the count stopped at Total: more orders than Total
	// match. A search counts up to a cap (10,000 orders, or the end of the
	// page asked for when that is further), the lists without one exactly.
	Capped bool
}

// AdminActor is who makes changes through the admin area: there is one admin
// (spec section 6).
const AdminActor = "admin"

// Event is one change of one field of an order.
type Event struct {
	Who, Field, From, To string
	At                   time.Time
}

// EditItem is a line as the admin leaves it: an existing line (by id) with
// its quantity and unit price. A line left out is removed.
type EditItem struct {
	ID       string
	Quantity int
	Price    money.Laari
}

// Edit is what the admin changes; nil is "unchanged".
type Edit struct {
	Status        *string
	PaymentStatus *string
	Customer      *Customer
	Items         *[]EditItem
	DeliveryFee   *money.Laari
	Notes         *string
}

// Apply checks the whole edit and then makes it, all or nothing: a
// fault.Invalid with a message per field leaves the order as it was. Status
// changes go into the history; every changed field is recorded as an Event
// for the store to keep. The subtotal is the sum of price times quantity and
// the total the subtotal plus the delivery fee (spec section 5, Order edit).
func (o *Order) Apply(e Edit, who string, at time.Time) error {
	at = clock.Stored(at)
	bad := fault.Problems{}
	if e.Status == nil && e.PaymentStatus == nil && e.Customer == nil && e.Items == nil && e.DeliveryFee == nil && e.Notes == nil {
		bad.Add("status", MsgNothingToEdit)
	}
	if e.Status != nil && !Status(*e.Status).Valid() {
		bad.Add("status", MsgStatus)
	}
	if e.PaymentStatus != nil && !PaymentStatus(*e.PaymentStatus).Valid() {
		bad.Add("payment_status", MsgPaymentStatus)
	}
	var customer Customer
	if e.Customer != nil {
		customer = checkCustomer(*e.Customer, bad)
	}
	if e.DeliveryFee != nil && *e.DeliveryFee < 0 {
		bad.Add("delivery_fee", MsgDeliveryFee)
	} else if e.DeliveryFee != nil && *e.DeliveryFee > MaxAmount {
		bad.Add("delivery_fee", MsgAmountTooBig)
	}
	if e.Notes != nil && utf8.RuneCountInString(*e.Notes) > maxNotes {
		bad.Add("notes", msgAtMost(maxNotes))
	}
	var items []Item
	if e.Items != nil {
		items = o.editItems(*e.Items, bad)
	}
	if err := bad.Err(); err != nil {
		return err
	}

	var events []Event
	change := func(field, from, to string) {
		if from != to {
			events = append(events, Event{Who: who, Field: field, From: from, To: to, At: at})
		}
	}
	if e.Customer != nil {
		was, now := o.customer, customer
		change("customer.name", was.Name, now.Name)
		change("customer.phone", was.Phone, now.Phone)
		change("customer.email", was.Email, now.Email)
		change("customer.address.atoll", was.Address.Atoll, now.Address.Atoll)
		change("customer.address.island", was.Address.Island, now.Address.Island)
		change("customer.address.street", was.Address.Street, now.Address.Street)
		change("customer.address.directions", was.Address.Directions, now.Address.Directions)
		// The island stays flagged as not listed while the owner keeps it;
		// the owner's own choice of island is not the customer's typing.
		now.Address.Unlisted = was.Address.Unlisted && now.Address.Atoll == was.Address.Atoll && now.Address.Island == was.Address.Island
		o.customer = now
	}
	if e.Items != nil {
		change("items", itemsSummary(o.items), itemsSummary(items))
		o.items = items
	}
	if e.DeliveryFee != nil {
		change("delivery_fee", money.Format(o.deliveryFee), money.Format(*e.DeliveryFee))
		o.deliveryFee = *e.DeliveryFee
	}
	if e.Items != nil || e.DeliveryFee != nil {
		var subtotal money.Laari
		for _, it := range o.items {
			subtotal += it.LineTotal()
		}
		change("subtotal", money.Format(o.subtotal), money.Format(subtotal))
		o.subtotal = subtotal
		if o.discount > subtotal {
			// A discount never takes more than the items come to.
			change("discount", money.Format(o.discount), money.Format(subtotal))
			o.discount = subtotal
		}
	}
	if e.Notes != nil {
		change("notes", o.notes, *e.Notes)
		o.notes = *e.Notes
	}
	if e.PaymentStatus != nil {
		change("payment_status", string(o.paymentStatus), *e.PaymentStatus)
		o.paymentStatus = PaymentStatus(*e.PaymentStatus)
	}
	if e.Status != nil {
		change("status", string(o.status), *e.Status)
		if err := o.SetStatus(Status(*e.Status), at); err != nil {
			return err // checked above; cannot happen
		}
	}
	if len(events) > 0 {
		o.updatedAt = at
		o.events = append(o.events, events...)
	}
	return nil
}

// checkCustomer checks the customer as checkout does, except that the atoll
// and island are not held to today's delivery list (an old order may name a
// place no longer served).
func checkCustomer(cu Customer, bad fault.Problems) Customer {
	cu.Name = strings.TrimSpace(cu.Name)
	cu.Email = strings.TrimSpace(cu.Email)
	cu.Address.Atoll = strings.TrimSpace(cu.Address.Atoll)
	cu.Address.Island = strings.TrimSpace(cu.Address.Island)
	cu.Address.Street = strings.TrimSpace(cu.Address.Street)
	cu.Address.Directions = strings.TrimSpace(cu.Address.Directions)
	checkContact(&cu, bad)
	if cu.Address.Atoll == "" {
		bad.Add("customer.address.atoll", MsgAtoll)
	}
	if cu.Address.Island == "" {
		bad.Add("customer.address.island", MsgIsland)
	}
	checkStreet(cu.Address, bad)
	return cu
}

// editItems returns the order's lines as the admin left them, in the
// admin's order. Lines are only ever the order's own (a copy of the product
// when it was ordered), so a line the order does not have is refused.
func (o *Order) editItems(in []EditItem, bad fault.Problems) []Item {
	if len(in) == 0 {
		bad.Add("items", MsgItemsRequired)
		return nil
	}
	byID := make(map[string]Item, len(o.items))
	for _, it := range o.items {
		byID[it.ID] = it
	}
	out := make([]Item, 0, len(in))
	for i, e := range in {
		it, ok := byID[e.ID]
		if !ok {
			bad.Add(fmt.Sprintf("items[%d].id", i), MsgUnknownItem)
			continue
		}
		delete(byID, e.ID) // the same line twice is refused too
		if e.Quantity < 1 || e.Quantity > maxEditQuantity {
			bad.Add(fmt.Sprintf("items[%d].quantity", i), MsgEditQuantity)
		}
		if e.Price < 0 {
			bad.Add(fmt.Sprintf("items[%d].price", i), MsgEditPrice)
		} else if e.Price > MaxAmount {
			bad.Add(fmt.Sprintf("items[%d].price", i), MsgAmountTooBig)
		}
		it.Quantity, it.Price = e.Quantity, e.Price
		out = append(out, it)
	}
	return out
}

// itemsSummary is lines as the history shows them: "SKU x2 @ MVR 2,200.00; ...".
func itemsSummary(items []Item) string {
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = it.SKU + " x" + strconv.Itoa(it.Quantity) + " @ " + money.Format(it.Price)
	}
	return strings.Join(parts, "; ")
}

// PendingEvents are the changes made since the order was read, for the
// store to keep with it.
func (o *Order) PendingEvents() []Event { return append([]Event(nil), o.events...) }
