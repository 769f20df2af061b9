// Package tailoradapter is the orders' TailorMade port over the tailoring
// service: quoted requests as tailor-made lines, and accepting them in the
// order's transaction. It is the only place where the two domains' types
// meet.
package tailoradapter

import (
	"context"
	"errors"

	"dhoni/internal/orders"
	"dhoni/internal/platform/money"
	"dhoni/internal/tailoring"
)

// adapter is the orders' TailorMade; only New hands it out.
type adapter struct{ service *tailoring.Service }

// New returns the orders' TailorMade over the tailoring service.
func New(service *tailoring.Service) orders.TailorMade { return adapter{service} }

// TailorItems implements orders.TailorMade.
func (t adapter) TailorItems(ctx context.Context, ids []string, customerPhone string) (map[string]orders.TailorItem, error) {
	found, err := t.service.ForOrder(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string]orders.TailorItem, len(found))
	for id, r := range found {
		item := orders.TailorItem{ID: r.Number(), Title: r.Title(), Problem: r.OrderProblem(customerPhone)}
		if p := r.Price(); p != nil {
			item.Price = *p
		}
		out[id] = item
	}
	return out, nil
}

// AcceptTailorItem implements orders.TailorMade.
func (t adapter) AcceptTailorItem(ctx context.Context, id, orderNumber, customerPhone string, price money.Laari) error {
	err := t.service.Accept(ctx, id, orderNumber, customerPhone, price)
	var refused *tailoring.NotOrderableError
	if errors.As(err, &refused) {
		return &orders.TailorItemError{Message: refused.Message}
	}
	return err
}
