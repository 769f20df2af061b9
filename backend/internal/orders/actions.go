package orders

import (
	"context"
	"fmt"
	"time"

	"dhoni/internal/platform/fault"
)

// Quick actions: the few steps an owner takes on an order from a chat
// button (Processing, Mark paid, Cancel, then Shipped, Delivered), each
// allowed only where it moves the order forward. The admin's form may still
// set any status; a button pressed on an old message must not undo work.

// Action is one step an owner can take on an order with one tap.
type Action string

const (
	ActProcessing Action = "processing"
	ActMarkPaid   Action = "paid"
	ActCancel     Action = "cancel"
	ActShipped    Action = "shipped"
	ActDelivered  Action = "delivered"
)

// AllActions lists the actions in the order buttons show them.
var AllActions = []Action{ActProcessing, ActMarkPaid, ActShipped, ActDelivered, ActCancel}

// Label is the action's button text.
func (a Action) Label() string {
	switch a {
	case ActProcessing:
		return "Processing"
	case ActMarkPaid:
		return "Mark paid"
	case ActCancel:
		return "Cancel"
	case ActShipped:
		return "Shipped"
	case ActDelivered:
		return "Delivered"
	}
	return string(a)
}

// Valid reports whether a is one of the five actions.
func (a Action) Valid() bool {
	switch a {
	case ActProcessing, ActMarkPaid, ActCancel, ActShipped, ActDelivered:
		return true
	}
	return false
}

// Messages for an action the order no longer allows (answered on the
// button, so short).
const (
	MsgActionNotAllowed = "Not possible now: the order is %s"
	MsgAlreadyPaid      = "Already marked paid"
	MsgUnknownAction    = "Unknown action"
)

// Allows reports whether the action moves the order forward from where it
// is now.
func (o *Order) Allows(a Action) bool {
	switch a {
	case ActProcessing:
		return o.status == Pending
	case ActMarkPaid:
		return o.paymentStatus == Unpaid && o.status != Cancelled
	case ActCancel:
		return o.status == Pending || o.status == Processing
	case ActShipped:
		return o.status == Processing
	case ActDelivered:
		return o.status == Shipped
	}
	return false
}

// Actions are the actions the order allows now, in button order.
func (o *Order) Actions() []Action {
	var out []Action
	for _, a := range AllActions {
		if o.Allows(a) {
			out = append(out, a)
		}
	}
	return out
}

// Act takes the action as who at the time given, recording the change in
// the order's history like an admin edit; an action the order does not
// allow is a fault.Conflict and changes nothing.
func (o *Order) Act(a Action, who string, at time.Time) error {
	if !a.Valid() {
		return fault.New(fault.Invalid, MsgUnknownAction)
	}
	if !o.Allows(a) {
		if a == ActMarkPaid && o.paymentStatus == Paid {
			return fault.New(fault.Conflict, MsgAlreadyPaid)
		}
		return fault.New(fault.Conflict, fmt.Sprintf(MsgActionNotAllowed, string(o.status)))
	}
	var e Edit
	switch a {
	case ActMarkPaid:
		e.PaymentStatus = new(string(Paid))
	case ActCancel:
		e.Status = new(string(Cancelled))
	default:
		e.Status = new(string(a))
	}
	return o.Apply(e, who, at)
}

// Act takes a quick action on an order for who ("via Telegram by ..."),
// through the same store update as the admin's edits, so the history
// records it. ErrNotFound for an order deleted since.
func (s *Service) Act(ctx context.Context, number string, a Action, who string) (*Order, error) {
	return s.store.Update(ctx, LookupNumber(number), func(o *Order) error {
		return o.Act(a, who, s.clock.Now())
	})
}
