// Package ordersadapter is where payments meets the orders module, both
// ways: payments' Orders port over the orders' service, and the orders'
// OnlinePayments port over the payments service.
package ordersadapter

import (
	"context"

	"dhoni/internal/orders"
	"dhoni/internal/payments"
)

// ordersPort is payments' Orders; only New hands it out.
type ordersPort struct{ service *orders.Service }

// New returns payments' Orders over the orders' service.
func New(service *orders.Service) payments.Orders { return ordersPort{service} }

func view(o *orders.Order) payments.Order {
	return payments.Order{
		Number: o.Number(), Total: o.Total(), Awaiting: o.AwaitsOnlinePayment(),
		Payment: o.PaymentLabel(), Method: string(o.PaymentMethod()),
	}
}

// Order implements payments.Orders.
func (p ordersPort) Order(ctx context.Context, number string) (payments.Order, error) {
	o, _, err := p.service.Get(ctx, number)
	if err != nil {
		return payments.Order{}, err
	}
	return view(o), nil
}

// CustomerOrder implements payments.Orders.
func (p ordersPort) CustomerOrder(ctx context.Context, number, phone string) (payments.Order, error) {
	o, err := p.service.Track(ctx, orders.Lookup{OrderNumber: number, Phone: phone})
	if err != nil {
		return payments.Order{}, err
	}
	return view(o), nil
}

// PayOnline implements payments.Orders.
func (p ordersPort) PayOnline(ctx context.Context, number, txID string) (payments.Order, payments.Outcome, error) {
	o, paid, err := p.service.PayOnline(ctx, number, txID)
	if err != nil {
		return payments.Order{}, payments.NotCounted, err
	}
	if paid == orders.PaymentTaken {
		return view(o), payments.Paid, nil
	}
	return view(o), payments.Refund, nil
}

// Expire implements payments.Orders.
func (p ordersPort) Expire(ctx context.Context, number string) (bool, error) {
	_, expired, err := p.service.ExpireOnline(ctx, number)
	return expired, err
}

// PayCashInstead implements payments.Orders.
func (p ordersPort) PayCashInstead(ctx context.Context, number, phone string) (payments.Order, error) {
	o, err := p.service.PayCashInstead(ctx, orders.Lookup{OrderNumber: number, Phone: phone})
	if err != nil {
		return payments.Order{}, err
	}
	return view(o), nil
}

// online is the orders' OnlinePayments; only NewOnline hands it out.
type online struct{ service *payments.Service }

// NewOnline returns the orders' OnlinePayments over the payments service.
func NewOnline(service *payments.Service) orders.OnlinePayments { return online{service} }

// OnlineEnabled implements orders.OnlinePayments.
func (o online) OnlineEnabled(ctx context.Context) (bool, error) { return o.service.OnlineEnabled(ctx) }

// OnlineOrderPlaced implements orders.OnlinePayments.
func (o online) OnlineOrderPlaced(ctx context.Context, order *orders.Order) error {
	return o.service.OnlineOrderPlaced(ctx, order.Number(), order.CreatedAt())
}
