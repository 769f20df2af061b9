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

// TailorMade implements orders.TailorMade.
type TailorMade struct{ service *tailoring.Service }

// New returns the adapter over the tailoring service.
func New(service *tailoring.Service) *TailorMade { return &TailorMade{service: service} }

var _ orders.TailorMade = (*TailorMade)(nil)

// TailorItems implements orders.TailorMade.
func (t *TailorMade) TailorItems(ctx context.Context, ids []string, customerPhone string) (map[string]orders.TailorItem, error) {
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
func (t *TailorMade) AcceptTailorItem(ctx context.Context, id, orderNumber, customerPhone string, price money.Laari) error {
	err := t.service.Accept(ctx, id, orderNumber, customerPhone, price)
	var refused *tailoring.NotOrderableError
	if errors.As(err, &refused) {
		return &orders.TailorItemError{Message: refused.Message}
	}
	return err
}
