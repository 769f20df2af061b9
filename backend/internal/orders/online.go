package orders

import (
	"context"
	"fmt"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
)

// Online payment: an order whose method is ONLINE is placed unpaid (stock
// taken, pending) and waits for the bank. The payments module tells it when
// the bank confirms a payment, or when the owner's hold time passed without
// one (decisions 204 and 205).

// MsgOnlineOff is ONLINE chosen while the owner has it switched off.
const MsgOnlineOff = "Online payment is not available now. Please choose another payment method."

// PaymentActor is who records the bank's payments in an order's history.
const PaymentActor = "Bank of Maldives Connect"

// The history's words for online payments ("payment" events).
const (
	historyPayment  = "payment"
	awaitingOnline  = "awaiting online payment"
	paidOnlineAs    = "paid online, transaction %s"
	paidAgainAs     = "paid again online, transaction %s: to refund"
	paidCancelledAs = "paid online after it was cancelled, transaction %s: to refund"
	heldTooLong     = "not paid online in time: cancelled, stock returned"
	switchedToCash  = "customer chose cash on delivery instead of paying online"
	MsgNotAwaiting  = "This order is not waiting for an online payment."
	customerActor   = "customer"
)

// PaymentLabel is the payment as the owner and the customer read it:
// "awaiting online payment" and "paid online" for an order paid online,
// else the payment status.
func (o *Order) PaymentLabel() string {
	switch {
	case o.paymentMethod == Online && o.paymentStatus == Paid:
		return "paid online"
	case o.paymentMethod == Online && o.status != Cancelled:
		return awaitingOnline
	}
	return string(o.paymentStatus)
}

// AwaitsOnlinePayment reports whether the order is still waiting for its
// online payment: paid online, unpaid, not cancelled.
func (o *Order) AwaitsOnlinePayment() bool {
	return o.paymentMethod == Online && o.paymentStatus == Unpaid && o.status != Cancelled
}

// Payment is what one confirmed online payment did to an order.
type Payment string

const (
	// PaymentTaken: the order was waiting and is now paid.
	PaymentTaken Payment = "paid"
	// PaymentToRefund: the order was already paid or cancelled; the money
	// is recorded for the owner to refund.
	PaymentToRefund Payment = "refund"
)

// PayOnline records a confirmed online payment of the order's total by the
// bank's transaction txID, in the history. The caller makes sure each
// transaction is counted once.
func (o *Order) PayOnline(txID string, at time.Time) Payment {
	at = clock.Stored(at)
	switch {
	case o.AwaitsOnlinePayment():
		o.record(historyPayment, awaitingOnline, fmt.Sprintf(paidOnlineAs, txID), PaymentActor, at)
		o.paymentStatus = Paid
		return PaymentTaken
	case o.status == Cancelled:
		o.record(historyPayment, string(o.paymentStatus), fmt.Sprintf(paidCancelledAs, txID), PaymentActor, at)
	default:
		o.record(historyPayment, string(o.paymentStatus), fmt.Sprintf(paidAgainAs, txID), PaymentActor, at)
	}
	return PaymentToRefund
}

// ExpireOnline cancels an order still waiting for its online payment, with
// the history saying why, and reports whether it did.
func (o *Order) ExpireOnline(at time.Time) bool {
	if !o.AwaitsOnlinePayment() || o.status != Pending {
		return false
	}
	at = clock.Stored(at)
	o.record(historyPayment, awaitingOnline, heldTooLong, PaymentActor, at)
	o.record("status", string(o.status), string(Cancelled), PaymentActor, at)
	if err := o.SetStatus(Cancelled, at); err != nil {
		panic(err) // Cancelled is a status
	}
	return true
}

// PayCashInstead turns an order waiting for its online payment into a cash
// on delivery one (the customer's choice on the confirmation page).
func (o *Order) PayCashInstead(at time.Time) error {
	if !o.AwaitsOnlinePayment() {
		return fault.New(fault.Conflict, MsgNotAwaiting)
	}
	at = clock.Stored(at)
	o.record("payment_method", string(Online), string(CashOnDelivery), customerActor, at)
	o.record(historyPayment, awaitingOnline, switchedToCash, customerActor, at)
	o.paymentMethod = CashOnDelivery
	return nil
}

func (o *Order) record(field, from, to, who string, at time.Time) {
	o.events = append(o.events, Event{Who: who, Field: field, From: from, To: to, At: at})
	o.updatedAt = at
}

// PayOnline records the confirmed payment of transaction txID on the order
// of number, in the transaction ctx carries (the payments module's once-only
// guard is in the same one).
func (s *Service) PayOnline(ctx context.Context, number, txID string) (*Order, Payment, error) {
	var out Payment
	o, err := s.store.Update(ctx, number, func(o *Order) error {
		out = o.PayOnline(txID, s.clock.Now())
		return nil
	})
	return o, out, err
}

// ExpireOnline cancels the order of number when it still waits for its
// online payment, and returns its stock, in one transaction. expired is
// false when it no longer waits (paid, cancelled, paid in cash instead).
func (s *Service) ExpireOnline(ctx context.Context, number string) (o *Order, expired bool, err error) {
	return s.cancelReturningStock(ctx, number, func(o *Order) bool { return o.ExpireOnline(s.clock.Now()) })
}

// cancelReturningStock runs cancel on the order of number, locked, and
// when it cancelled the order returns its stock, in one transaction.
func (s *Service) cancelReturningStock(ctx context.Context, number string, cancel func(*Order) bool) (o *Order, cancelled bool, err error) {
	err = s.tx.WithinTransaction(ctx, func(ctx context.Context) error {
		cancelled = false
		o, err = s.store.Update(ctx, number, func(o *Order) error {
			cancelled = cancel(o)
			return nil
		})
		if err != nil || !cancelled {
			return err
		}
		takes, _ := o.stockTakes()
		if len(takes) == 0 {
			return nil
		}
		return s.catalog.ReturnStock(ctx, takes)
	})
	return o, cancelled, err
}

// PayCashInstead makes the customer's order, found as tracking finds it,
// a cash on delivery order instead of one paid online.
func (s *Service) PayCashInstead(ctx context.Context, l Lookup) (*Order, error) {
	o, err := s.Track(ctx, l)
	if err != nil {
		return nil, err
	}
	return s.store.Update(ctx, o.Number(), func(o *Order) error {
		return o.PayCashInstead(s.clock.Now())
	})
}
