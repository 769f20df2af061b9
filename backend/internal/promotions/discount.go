package promotions

import (
	"fmt"
	"slices"
	"time"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
)

// Messages a customer sees when a code cannot be used (decision 213).
const (
	MsgUnknown       = "We don't know this code. Please check it and try again."
	MsgExpired       = "This code has expired."
	MsgUsedUp        = "This code has been used up."
	MsgUsedUpByPhone = "This code has already been used the most times allowed with this phone number."
	MsgOtherProducts = "This code is not valid for the items in your cart."
	MsgOnlyClothing  = "This code is for clothing only."
	MsgOnlyAppliance = "This code is for appliances only."
)

// MsgNotYet is a code that starts later, with the day and time it starts
// (Maldives time).
func MsgNotYet(from time.Time) string {
	return "This code can be used from " + from.In(Maldives).Format("2 Jan 2006, 15:04") + "."
}

// MsgBelowMinimum is a code whose eligible lines come to less than its minimum.
func MsgBelowMinimum(min money.Laari) string {
	return fmt.Sprintf("This code is for orders of %s or more.", money.Format(min))
}

// Refusal is a code the customer cannot use, and why, in their words.
type Refusal struct{ Message string }

func (r *Refusal) Error() string { return "discount code refused: " + r.Message }

// FaultKind makes it a validation problem (422).
func (r *Refusal) FaultKind() fault.Kind { return fault.Invalid }

// Line is a line of an order, as a code judges it.
type Line struct {
	ProductID string
	// CategoryIDs are the product's category and the categories above it.
	CategoryIDs []string
	// Appliance: from the appliances shop; else clothing (tailor-made
	// lines are clothing of no category).
	Appliance bool
	// Amount is the line's total at the price in force.
	Amount money.Laari
}

// Usage is how often a code was used: by every order, and by the orders of
// the phone in question.
type Usage struct{ Total, ByPhone int }

// Discount is what a code takes off an order.
type Discount struct {
	Code string
	// Amount comes off the items' subtotal; never more than the eligible
	// lines come to.
	Amount       money.Laari
	FreeDelivery bool
	// Eligible is what the lines the code applies to come to.
	Eligible money.Laari
}

// Apply works out what the code takes off lines at now, given its usage,
// or refuses it with the customer's reason. byPhone says whether
// used.ByPhone is known (an order's phone); without it the per-phone limit
// is not judged (decision 213).
func (c *Code) Apply(lines []Line, now time.Time, used Usage, byPhone bool) (Discount, error) {
	r := c.rules
	switch {
	case r.ValidFrom != nil && now.Before(*r.ValidFrom):
		return Discount{}, &Refusal{MsgNotYet(*r.ValidFrom)}
	case r.ValidUntil != nil && !now.Before(*r.ValidUntil):
		return Discount{}, &Refusal{MsgExpired}
	case r.MaxUses > 0 && used.Total >= r.MaxUses:
		return Discount{}, &Refusal{MsgUsedUp}
	case byPhone && r.MaxUsesPerPhone > 0 && used.ByPhone >= r.MaxUsesPerPhone:
		return Discount{}, &Refusal{MsgUsedUpByPhone}
	}
	var eligible money.Laari
	for _, l := range lines {
		if c.covers(l) {
			eligible += l.Amount
		}
	}
	switch {
	case eligible == 0 && r.Scope == Clothing:
		return Discount{}, &Refusal{MsgOnlyClothing}
	case eligible == 0 && r.Scope == Appliances:
		return Discount{}, &Refusal{MsgOnlyAppliance}
	case eligible == 0:
		return Discount{}, &Refusal{MsgOtherProducts}
	case eligible < r.MinSubtotal:
		return Discount{}, &Refusal{MsgBelowMinimum(r.MinSubtotal)}
	}
	d := Discount{Code: c.code, FreeDelivery: r.FreeDelivery, Eligible: eligible}
	switch r.Kind {
	case Percent:
		// Half a laari and more rounds up (decision 213).
		d.Amount = (eligible*money.Laari(r.Percent) + 50) / 100
	case Fixed:
		d.Amount = min(r.Amount, eligible)
	}
	return d, nil
}

// covers says whether the code applies to the line.
func (c *Code) covers(l Line) bool {
	switch c.rules.Scope {
	case Clothing:
		return !l.Appliance
	case Appliances:
		return l.Appliance
	case Categories:
		for _, id := range l.CategoryIDs {
			if slices.Contains(c.rules.CategoryIDs, id) {
				return true
			}
		}
		return false
	}
	return true
}
