package orders

import (
	"context"
	"errors"
	"fmt"
	"time"

	"dhoni/internal/platform/clock"
)

// Unconfirmed cash on delivery: an order paid by cash on delivery that the
// owner has not confirmed (still pending, unpaid) holds its stock until she
// acts. When she sets a number of days (the settings' orderLimits), such an
// order is cancelled that long after it was placed, its stock returned
// (docs/decisions/199).

// UnconfirmedActor is who records the cancellation in the order's history.
const UnconfirmedActor = "automatic"

// The history's words for the cancellation (a "confirmation" event, then
// the status).
const (
	historyConfirmation = "confirmation"
	awaitingConfirm     = "cash on delivery, not confirmed"
	notConfirmedIn      = "not confirmed within %d %s: cancelled, stock returned"
)

// unconfirmedBatch is how many orders one look at the store returns.
const unconfirmedBatch = 50

// UnconfirmedCOD reports whether the order is paid by cash on delivery and
// not yet confirmed: pending and unpaid.
func (o *Order) UnconfirmedCOD() bool {
	return o.paymentMethod == CashOnDelivery && o.status == Pending && o.paymentStatus == Unpaid
}

// CancelUnconfirmed cancels the order when it is an unconfirmed cash on
// delivery order placed before placedBefore, with the history saying it was
// not confirmed within days, and reports whether it did.
func (o *Order) CancelUnconfirmed(placedBefore time.Time, days int, at time.Time) bool {
	if !o.UnconfirmedCOD() || !o.createdAt.Before(placedBefore) {
		return false
	}
	at = clock.Stored(at)
	unit := "days"
	if days == 1 {
		unit = "day"
	}
	o.record(historyConfirmation, awaitingConfirm, fmt.Sprintf(notConfirmedIn, days, unit), UnconfirmedActor, at)
	o.record("status", string(o.status), string(Cancelled), UnconfirmedActor, at)
	if err := o.SetStatus(Cancelled, at); err != nil {
		panic(err) // Cancelled is a status
	}
	return true
}

// CancelUnconfirmedCOD cancels the cash on delivery orders still
// unconfirmed the owner's number of days after they were placed (nothing
// when it is 0), oldest first, each in its own transaction with its stock
// returned, and returns their numbers. An order confirmed, paid or
// cancelled meanwhile is left as it is. It stops at the first error,
// returning the orders cancelled until then.
func (s *Service) CancelUnconfirmedCOD(ctx context.Context) ([]string, error) {
	if s.limits == nil {
		return nil, nil
	}
	l, err := s.limits.UnitLimits(ctx)
	if err != nil {
		return nil, fmt.Errorf("read the order limits: %w", err)
	}
	days := l.CancelCODAfterDays
	if days <= 0 {
		return nil, nil
	}
	before := clock.Stored(s.clock.Now().Add(-time.Duration(days) * 24 * time.Hour))
	var cancelled []string
	for {
		numbers, err := s.store.UnconfirmedCOD(ctx, before, unconfirmedBatch)
		if err != nil {
			return cancelled, err
		}
		progress := false
		for _, number := range numbers {
			_, done, err := s.cancelReturningStock(ctx, number, func(o *Order) bool {
				return o.CancelUnconfirmed(before, days, s.clock.Now())
			})
			if err != nil && !errors.Is(err, ErrNotFound) {
				return cancelled, err
			}
			if done {
				cancelled = append(cancelled, number)
				progress = true
			}
		}
		// A full batch may hide more; a batch that cancelled nothing would
		// only come back the same.
		if len(numbers) < unconfirmedBatch || !progress || ctx.Err() != nil {
			return cancelled, nil
		}
	}
}
