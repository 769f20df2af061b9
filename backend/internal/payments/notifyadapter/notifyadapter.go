// Package notifyadapter tells the owner of online payments through the
// notify module's outbox (payments' Alerts).
package notifyadapter

import (
	"context"

	"dhoni/internal/notify"
	"dhoni/internal/payments"
	"dhoni/internal/platform/money"
)

type alerts struct{ service *notify.Service }

// New returns payments' Alerts over the notify service.
func New(service *notify.Service) payments.Alerts { return alerts{service} }

// PaidOnline implements payments.Alerts.
func (a alerts) PaidOnline(ctx context.Context, number, txID string, amount money.Laari, refund bool) error {
	return a.service.PaymentReceived(ctx, number, txID, amount, refund)
}
