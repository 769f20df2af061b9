package notify

import (
	"context"
	"net/url"
	"strings"

	"dhoni/internal/platform/money"
)

// Order is an order as notify tells of it: what the announcement shows and
// the buttons under it. The orders module's orders are mapped to it in
// notify/ordersadapter, so notify never depends on how orders keep theirs.
type Order struct {
	Number   string
	Customer Customer
	Items    []Item
	Subtotal money.Laari
	Delivery money.Laari
	Total    money.Laari
	// DiscountCode and Discount are the code the order used and what it
	// took off; empty and 0 without one.
	DiscountCode string
	Discount     money.Laari
	// Payment is the payment method as the owner reads it.
	Payment string
	Notes   string
	// Status and PaymentStatus are the order's states.
	Status        string
	PaymentStatus string
	// Actions are the steps the owner may take next (button names).
	Actions []string
	// AdminURL opens the order in the admin; "" when the shop's public
	// address is not known (the service sets it from Deps.PublicURL).
	AdminURL string
}

// AdminOrderURL is the order's page in the admin at the shop's public
// address base ("https://shop.example.mv"), or "" without one.
func AdminOrderURL(base, number string) string {
	if base == "" {
		return ""
	}
	return strings.TrimRight(base, "/") + "/admin/orders/" + url.PathEscape(number)
}

// Customer is who ordered and where it goes.
type Customer struct {
	Name, Phone, Email                string
	Street, Island, Atoll, Directions string
	// IslandUnlisted: the customer typed the island; the shop's list does
	// not have it, so the owner checks it before sending.
	IslandUnlisted bool
}

// Item is one line of an order.
type Item struct {
	Title       string
	Color, Size string
	Quantity    int
	LineTotal   money.Laari
}

// Orders is what notify needs of the orders module (notify/ordersadapter).
type Orders interface {
	// Order is the order of number, or an error of kind fault.NotFound.
	Order(ctx context.Context, number string) (Order, error)
	// Act takes the step named action on the order of number, as the
	// admin's edit would and in the transaction ctx carries, and returns the
	// order as it is then. A step the order does not allow is an error of
	// kind fault.Conflict or fault.Invalid.
	Act(ctx context.Context, number, action, who string) (Order, error)
}

// plainLabel shows an action by its name, when no labels are given.
func plainLabel(action string) string { return action }
