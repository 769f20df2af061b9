// Package orders is the shop's orders: the order and its rules (order
// numbers, statuses, checkout validation with the specification's messages,
// pricing from the catalog and the delivery fee), the ports it needs (its
// store, the catalog, delivery settings, transfer slips, a unit of work and
// the new-order announcement) and the Service of use cases: placing an order
// once however often it is sent, tracking it, and reading its slip.
//
// Adapters live in sub-packages: gormstore (SQLite and PostgreSQL), httpapi
// (gin), catalogadapter (the catalog port over the catalog's service) and
// ordersfx (the fx wiring).
package orders

import (
	"errors"
	"fmt"
	"strings"

	"dhoni/internal/platform/fault"
)

// Status is where an order is in its life (spec section 4).
type Status string

const (
	Pending    Status = "pending"
	Processing Status = "processing"
	Shipped    Status = "shipped"
	Delivered  Status = "delivered"
	Cancelled  Status = "cancelled"
)

// Valid reports whether s is one of the five statuses.
func (s Status) Valid() bool {
	switch s {
	case Pending, Processing, Shipped, Delivered, Cancelled:
		return true
	}
	return false
}

// PaymentMethod is how the customer pays.
type PaymentMethod string

const (
	// CashOnDelivery is the default.
	CashOnDelivery PaymentMethod = "COD"
	// BankTransfer needs a transfer slip.
	BankTransfer PaymentMethod = "BANK"
	// Online is paid on the bank's page (Bank of Maldives Connect), offered
	// only while the owner has it enabled (decision 204).
	Online PaymentMethod = "ONLINE"
)

// Valid reports whether m is COD, BANK or ONLINE.
func (m PaymentMethod) Valid() bool { return m == CashOnDelivery || m == BankTransfer || m == Online }

// Label is how people read the method ("Cash on Delivery", "Bank Transfer",
// "Pay online").
func (m PaymentMethod) Label() string {
	switch m {
	case BankTransfer:
		return "Bank Transfer"
	case Online:
		return "Pay online"
	}
	return "Cash on Delivery"
}

// PaymentStatus is whether the shop has the money.
type PaymentStatus string

const (
	Unpaid PaymentStatus = "unpaid"
	Paid   PaymentStatus = "paid"
)

// Valid reports whether s is unpaid or paid.
func (s PaymentStatus) Valid() bool { return s == Unpaid || s == Paid }

// The specification's messages (sections 5 and 8), word for word, and our
// own where it has none. Field paths are the wire's.
const (
	MsgName   = "Name must be at least 2 characters"
	MsgPhone  = "Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)"
	MsgEmail  = "Invalid email address"
	MsgAtoll  = "Please select an atoll"
	MsgIsland = "Please select an island"
	// MsgIslandNotInAtoll is an island the chosen atoll's list does not name.
	MsgIslandNotInAtoll = "This island is not in the chosen atoll. Please select an island from the list, or choose \"My island is not listed\"."
	// MsgUnlistedIsland is "My island is not listed" with no island typed.
	MsgUnlistedIsland = "Please type the name of your island"
	MsgStreet         = "Street address is required"
	MsgPaymentMethod  = "Please select a payment method"
	MsgSlipRequired   = "Transfer slip is required for bank transfers."
	MsgSize           = "Please select a size."
	MsgColor          = "Please select a color."

	MsgCartEmpty     = "Your cart is empty"
	MsgProductGone   = "This product is no longer available"
	MsgQuantity      = "Quantity must be between 1 and 99"
	MsgPricesChanged = "Prices have changed. Please review your order."
	MsgSlipNotFound  = "Transfer slip not found. Please upload it again."
	MsgSlipTaken     = "This transfer slip belongs to another order. Please upload the slip for this order."
	MsgOrderNumber   = "Invalid order number"
	MsgNumberReused  = "This order number was already used for a different order."
	MsgTooManyItems  = "Too many items in one order"
	// MsgTailorQuantity: a tailor-made item is made once (spec section 3).
	MsgTailorQuantity = "A tailor-made item is ordered once"
	// MsgTailorGone is a tailor-made line whose request does not exist.
	MsgTailorGone = "This tailor-made item is no longer available."

	// Tracking (spec section 5, order lookup; section 8).
	MsgTrackNotFound       = "Order not found. Please check your order number and phone number."
	MsgOrderNumberRequired = "Order number is required"

	// MsgOrderNotFound is the admin's "Order not found" (spec section 8).
	MsgOrderNotFound = "Order not found"
	// MsgNoSlip answers for an order that has no transfer slip.
	MsgNoSlip = "This order has no transfer slip"
)

// Limits.
const (
	MinQuantity = 1
	MaxQuantity = 99
	// MaxItems bounds the lines of one order.
	MaxItems = 100
)

// Text limits, in characters.
const (
	maxName       = 100
	maxEmail      = 254
	maxStreet     = 200
	maxDirections = 500
	maxNotes      = 1000
)

func msgAtMost(n int) string { return fmt.Sprintf("Must be at most %d characters", n) }

var (
	// ErrNotFound is an order that does not exist (the admin's words).
	ErrNotFound = fault.New(fault.NotFound, MsgOrderNotFound)
	// ErrTrackNotFound is every failed lookup by a customer: a wrong number
	// and a wrong phone answer the same, so neither can be probed.
	ErrTrackNotFound = fault.New(fault.NotFound, MsgTrackNotFound)
	// ErrNumberReused is an order number sent again with other content.
	ErrNumberReused = fault.New(fault.Conflict, MsgNumberReused)
	// ErrNoSlip is a slip asked for an order without one.
	ErrNoSlip = fault.New(fault.NotFound, MsgNoSlip)

	// ErrDuplicateNumber is a store refusing an order whose number is taken.
	ErrDuplicateNumber = errors.New("order number already taken")
	// ErrSlipTaken is a store refusing an order whose transfer slip another
	// order holds.
	ErrSlipTaken = errors.New("transfer slip held by another order")
)

// InsufficientStockError is a line of an order asking for more of a variant
// than is left.
type InsufficientStockError struct {
	// Line is the index of the item in the order.
	Line                    int
	SKU, Title, Color, Size string
	// TitleDV is the owner's Dhivehi title of the line's product, or empty.
	TitleDV    string
	Want, Have int
}

func (e *InsufficientStockError) Error() string {
	return fmt.Sprintf("only %d of %s (%s) left, %d wanted", e.Have, e.SKU, e.variant(), e.Want)
}

// FaultKind makes a shortage a conflict (409).
func (e *InsufficientStockError) FaultKind() fault.Kind { return fault.Conflict }

// Message is what the customer reads: "Only 2 left of Pearl-Trim Occasion
// Abaya (Black, M). Please update your cart."
func (e *InsufficientStockError) Message() string {
	name := e.named(e.Title)
	if e.Have <= 0 {
		return name + " is sold out. Please update your cart."
	}
	return fmt.Sprintf("Only %d left of %s. Please update your cart.", e.Have, name)
}

// named is a title with the line's variant: "Abaya (Black, M)".
func (e *InsufficientStockError) named(title string) string {
	if v := e.variant(); v != "" {
		return title + " (" + v + ")"
	}
	return title
}

// Params are the values the message's words do not carry: the item named
// with the owner's Dhivehi title ("item_dv"), which a Dhivehi page says in
// its sentence instead of the English (decision 250); none without one.
func (e *InsufficientStockError) Params() map[string]string {
	if e.TitleDV == "" {
		return nil
	}
	return map[string]string{"item_dv": e.named(e.TitleDV)}
}

// FieldMessage is the short form shown beside the line's quantity.
func (e *InsufficientStockError) FieldMessage() string {
	if e.Have <= 0 {
		return "Sold out"
	}
	return fmt.Sprintf("Only %d left", e.Have)
}

func (e *InsufficientStockError) variant() string {
	var parts []string
	for _, p := range []string{e.Color, e.Size} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

// StockError is an order the catalog cannot serve: some lines are short
// (Short) or name a product that is gone (Missing, line indexes). Nothing
// was taken.
type StockError struct {
	Short   []*InsufficientStockError
	Missing []int
}

func (e *StockError) Error() string {
	return fmt.Sprintf("order not in stock: %d lines short, %d products gone", len(e.Short), len(e.Missing))
}

// FaultKind makes it a conflict (409).
func (e *StockError) FaultKind() fault.Kind { return fault.Conflict }
