// Package ordersadapter is where notify meets the orders module: it maps an
// orders.Order to the notify.Order an announcement tells of, serves notify's
// Orders port over the orders' service, and passes placed orders to the
// notify service as the orders' Notifier.
package ordersadapter

import (
	"context"

	"dhoni/internal/notify"
	"dhoni/internal/orders"
)

// ordersPort is notify's Orders; only New hands it out.
type ordersPort struct{ service *orders.Service }

// New returns notify's Orders over the orders' service.
func New(service *orders.Service) notify.Orders { return ordersPort{service} }

// Order implements notify.Orders.
func (o ordersPort) Order(ctx context.Context, number string) (notify.Order, error) {
	order, _, err := o.service.Get(ctx, number)
	if err != nil {
		return notify.Order{}, err
	}
	return View(order), nil
}

// Act implements notify.Orders.
func (o ordersPort) Act(ctx context.Context, number, action, who string) (notify.Order, error) {
	order, err := o.service.Act(ctx, number, orders.Action(action), who)
	if err != nil {
		return notify.Order{}, err
	}
	return View(order), nil
}

// notifier is the orders' Notifier; only NewNotifier hands it out.
type notifier struct{ service *notify.Service }

// NewNotifier returns the orders' Notifier over the notify service.
func NewNotifier(service *notify.Service) orders.Notifier { return notifier{service} }

// OrderPlaced implements orders.Notifier.
func (n notifier) OrderPlaced(ctx context.Context, o *orders.Order) error {
	return n.service.OrderPlaced(ctx, View(o))
}

// ActionLabel is an order action's button text.
func ActionLabel(action string) string { return orders.Action(action).Label() }

// View is the order as notify tells of it.
func View(o *orders.Order) notify.Order {
	c := o.Customer()
	out := notify.Order{
		Number: o.Number(),
		Customer: notify.Customer{
			Name: c.Name, Phone: c.Phone, Email: c.Email,
			Street: c.Address.Street, Island: c.Address.Island, Atoll: c.Address.Atoll, Directions: c.Address.Directions,
			IslandUnlisted: c.Address.Unlisted,
		},
		Subtotal:      o.Subtotal(),
		Delivery:      o.DeliveryFee(),
		Total:         o.Total(),
		DiscountCode:  o.DiscountCode(),
		Discount:      o.Discount(),
		Payment:       o.PaymentMethod().Label(),
		Notes:         o.Notes(),
		Status:        string(o.Status()),
		PaymentStatus: string(o.PaymentStatus()),
	}
	for _, it := range o.Items() {
		out.Items = append(out.Items, notify.Item{
			Title: it.Title, Color: it.Color, Size: it.Size, Quantity: it.Quantity, LineTotal: it.LineTotal(),
		})
	}
	for _, a := range o.Actions() {
		out.Actions = append(out.Actions, string(a))
	}
	return out
}
