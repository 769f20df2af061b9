package orders

import (
	"context"
	"errors"
	"fmt"

	"go.uber.org/zap"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/logging"
)

// Bulk changes (docs/decisions/201): the owner picks orders in the list and
// sets one status or marks them paid. Each order is changed on its own,
// through the same locked update and history as an edit of one order, so
// one order refused or gone leaves the others changed and nothing is ever
// half-changed.

// MaxBulk bounds the orders one bulk change names: more are refused with a
// message (the admin sends a page of the list at most).
const MaxBulk = 200

// Messages of a bulk change.
const (
	MsgBulkNoOrders   = "Choose at least one order"
	MsgBulkTooMany    = "Choose at most 200 orders at a time"
	MsgBulkNothing    = "Choose a status or mark as paid"
	MsgBulkPaidOnly   = "Only marking as paid can be done to many orders at once"
	MsgBulkCancelled  = "A cancelled order cannot become %s"
	MsgBulkDelivered  = "A delivered order cannot go back to %s"
	MsgBulkPaidClosed = "A cancelled order cannot be marked paid"
	MsgBulkFailed     = "Could not be saved. Please try again."
)

// BulkChange is a bulk change: the orders and what they become; nil is
// "unchanged".
type BulkChange struct {
	Numbers       []string
	Status        *string
	PaymentStatus *string
	// Batch, when set, is the dispatch batch recorded in the history of
	// each order changed (ShipBatch).
	Batch string
}

// BulkOutcome says what a bulk change did to one order.
type BulkOutcome string

const (
	// BulkChanged: the order changed, with its history.
	BulkChanged BulkOutcome = "changed"
	// BulkUnchanged: the order was already so; nothing was written.
	BulkUnchanged BulkOutcome = "unchanged"
	// BulkRefused: the order could not take the change (or is gone); it is
	// as it was.
	BulkRefused BulkOutcome = "refused"
)

// BulkResult is the outcome for one order, with the reason of a refusal.
type BulkResult struct {
	Number  string
	Outcome BulkOutcome
	Message string
}

// errAlreadySo ends an update that would change nothing.
var errAlreadySo = errors.New("the order is already so")

// check checks the change as a whole and returns its order numbers, each
// once, in the order given.
func (c BulkChange) check() ([]string, error) {
	bad := fault.Problems{}
	seen := make(map[string]bool, len(c.Numbers))
	var numbers []string
	for _, n := range c.Numbers {
		n = LookupNumber(n)
		if n != "" && !seen[n] {
			seen[n] = true
			numbers = append(numbers, n)
		}
	}
	switch {
	case len(numbers) == 0:
		bad.Add("order_numbers", MsgBulkNoOrders)
	case len(numbers) > MaxBulk:
		bad.Add("order_numbers", MsgBulkTooMany)
	}
	if c.Status == nil && c.PaymentStatus == nil {
		bad.Add("status", MsgBulkNothing)
	}
	if c.Status != nil && !Status(*c.Status).Valid() {
		bad.Add("status", MsgStatus)
	}
	if c.PaymentStatus != nil && PaymentStatus(*c.PaymentStatus) != Paid {
		bad.Add("payment_status", MsgBulkPaidOnly)
	}
	return numbers, bad.Err()
}

// bulkEdit is the edit of one order in a bulk change: only what differs
// from the order, errAlreadySo when nothing does, or a fault.Conflict when
// the order cannot take it. The one-order edit may set any status (spec);
// many orders at once go only where a busy owner means them to: a
// cancelled order stays cancelled and unpaid, a delivered one does not go
// back.
func (o *Order) bulkEdit(c BulkChange) (Edit, error) {
	var e Edit
	if c.Status != nil && Status(*c.Status) != o.status {
		to := Status(*c.Status)
		switch {
		case o.status == Cancelled:
			return e, fault.New(fault.Conflict, fmt.Sprintf(MsgBulkCancelled, to))
		case o.status == Delivered && to != Cancelled:
			return e, fault.New(fault.Conflict, fmt.Sprintf(MsgBulkDelivered, to))
		}
		e.Status = c.Status
	}
	if c.PaymentStatus != nil && PaymentStatus(*c.PaymentStatus) != o.paymentStatus {
		if o.status == Cancelled || (e.Status != nil && Status(*e.Status) == Cancelled) {
			return e, fault.New(fault.Conflict, MsgBulkPaidClosed)
		}
		e.PaymentStatus = c.PaymentStatus
	}
	if e.Status == nil && e.PaymentStatus == nil {
		return e, errAlreadySo
	}
	return e, nil
}

// EditMany applies a bulk change to each order on its own, in the order
// given, and says what happened to each. A change that is wrong as a whole
// (no orders, too many, no status) is a fault.Invalid and changes nothing.
func (s *Service) EditMany(ctx context.Context, c BulkChange) ([]BulkResult, error) {
	numbers, err := c.check()
	if err != nil {
		return nil, err
	}
	log := logging.FromContext(ctx)
	results := make([]BulkResult, len(numbers))
	for i, number := range numbers {
		results[i] = BulkResult{Number: number, Outcome: BulkChanged}
		_, err := s.store.Update(ctx, number, func(o *Order) error {
			e, err := o.bulkEdit(c)
			if err != nil {
				return err
			}
			now := s.clock.Now()
			if err := o.Apply(e, AdminActor, now); err != nil {
				return err
			}
			if c.Batch != "" {
				o.recordBatch(c.Batch, now)
			}
			return nil
		})
		var fe *fault.Error
		switch {
		case err == nil:
		case errors.Is(err, errAlreadySo):
			results[i].Outcome = BulkUnchanged
		case fault.KindOf(err) == fault.NotFound:
			results[i].Outcome, results[i].Message = BulkRefused, MsgOrderNotFound
		case fault.KindOf(err) == fault.Conflict && errors.As(err, &fe):
			results[i].Outcome, results[i].Message = BulkRefused, fe.Message
		default:
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			log.Error("a bulk change of one order failed", zap.String("order_number", number), zap.Error(err))
			results[i].Outcome, results[i].Message = BulkRefused, MsgBulkFailed
		}
	}
	return results, nil
}
