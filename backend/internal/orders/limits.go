package orders

import (
	"context"
	"fmt"

	"dhoni/internal/platform/fault"
)

// UnitLimits bound the units one customer may take online (the owner's
// settings; docs/decisions/196): per line, per order, and in the orders of
// one phone not yet paid, delivered or cancelled. Reach is how to arrange a
// larger order (the shop's WhatsApp), said in the refusal.
type UnitLimits struct {
	PerLine, PerOrder, OpenPerPhone int
	Reach                           string
	// CancelCODAfterDays, above 0, cancels a cash on delivery order still
	// unconfirmed that many days after it was placed
	// (Service.CancelUnconfirmedCOD; docs/decisions/199).
	CancelCODAfterDays int
}

// Limits gives the unit limits in force, and when an unconfirmed cash on
// delivery order is let go.
type Limits interface {
	UnitLimits(ctx context.Context) (UnitLimits, error)
}

// Admit is asked once a customer's order is valid and within the unit
// limits, before anything is stored (the per-phone rate limit); its error
// is returned as it is and the order is not placed.
type Admit func(ctx context.Context, customerPhone string) error

// The refusals of an order over a unit limit, with how to arrange more.
func msgUnitsPerLine(n int, reach string) string {
	return fmt.Sprintf("You can order at most %d of one item online. %s", n, reach)
}

func msgUnitsPerOrder(n int, reach string) string {
	return fmt.Sprintf("You can order at most %d items in one order online. %s", n, reach)
}

func msgOpenUnits(n int, reach string) string {
	return fmt.Sprintf("Orders for this phone number that are not paid yet may hold at most %d items. %s", n, reach)
}

// ReachFor is the sentence that tells a customer how to arrange a larger
// order: the shop's WhatsApp, else its phone.
func ReachFor(whatsapp, shopPhone string) string {
	switch {
	case whatsapp != "":
		return "To arrange a larger order, please message us on WhatsApp: " + whatsapp
	case shopPhone != "":
		return "To arrange a larger order, please call us on " + shopPhone + "."
	}
	return "To arrange a larger order, please contact us."
}

// Units is how many units the order holds.
func (o *Order) Units() int {
	n := 0
	for _, it := range o.items {
		n += it.Quantity
	}
	return n
}

// withinLimits refuses a customer's order above a unit limit: a
// fault.Invalid (422) whose message names the limit and how to reach the
// shop, on the line or on "items". Nothing is taken.
func (s *Service) withinLimits(ctx context.Context, o *Order) error {
	if s.limits == nil {
		return nil
	}
	l, err := s.limits.UnitLimits(ctx)
	if err != nil {
		return fmt.Errorf("read the order limits: %w", err)
	}
	fields := map[string]string{}
	msg := ""
	for i, it := range o.items {
		if l.PerLine > 0 && it.Quantity > l.PerLine {
			msg = msgUnitsPerLine(l.PerLine, l.Reach)
			fields[fmt.Sprintf("items[%d].quantity", i)] = msg
		}
	}
	if msg == "" && l.PerOrder > 0 && o.Units() > l.PerOrder {
		msg = msgUnitsPerOrder(l.PerOrder, l.Reach)
		fields["items"] = msg
	}
	if msg == "" && l.OpenPerPhone > 0 {
		open, err := s.store.OpenUnits(ctx, o.Customer().Phone)
		if err != nil {
			return fmt.Errorf("count the phone's open units: %w", err)
		}
		if open+o.Units() > l.OpenPerPhone {
			msg = msgOpenUnits(l.OpenPerPhone, l.Reach)
			fields["items"] = msg
		}
	}
	if msg == "" {
		return nil
	}
	return &fault.Error{Kind: fault.Invalid, Message: msg, Fields: fields}
}
