// Package promoadapter is the orders' Discounts port over the discount
// codes' service (the promotions module). It is the only place where the
// two domains' types meet.
package promoadapter

import (
	"context"
	"errors"

	"dhoni/internal/orders"
	"dhoni/internal/platform/money"
	"dhoni/internal/promotions"
)

type adapter struct{ service *promotions.Service }

// New returns the orders' Discounts over the promotions service.
func New(service *promotions.Service) orders.Discounts { return adapter{service} }

// Quote implements orders.Discounts.
func (a adapter) Quote(ctx context.Context, code string, lines []orders.DiscountLine) (orders.Discount, error) {
	d, err := a.service.Quote(ctx, code, promoLines(lines))
	return discount(d), refusal(err)
}

// Redeem implements orders.Discounts.
func (a adapter) Redeem(ctx context.Context, code, customerPhone, orderNumber string, lines []orders.DiscountLine, total money.Laari) (orders.Discount, error) {
	d, err := a.service.Redeem(ctx, code, customerPhone, orderNumber, promoLines(lines), total)
	return discount(d), refusal(err)
}

func promoLines(lines []orders.DiscountLine) []promotions.Line {
	out := make([]promotions.Line, len(lines))
	for i, l := range lines {
		out[i] = promotions.Line{ProductID: l.ProductID, Appliance: l.Appliance, Amount: l.Amount}
	}
	return out
}

func discount(d promotions.Discount) orders.Discount {
	return orders.Discount{Code: d.Code, Amount: d.Amount, FreeDelivery: d.FreeDelivery}
}

func refusal(err error) error {
	var r *promotions.Refusal
	if errors.As(err, &r) {
		return &orders.DiscountRefusal{Message: r.Message}
	}
	return err
}
