package orders

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/memo"
	"dhoni/internal/platform/money"
)

// MsgDiscountChanged is a code whose rules changed between the customer's
// look and the order.
const MsgDiscountChanged = "This code has changed. Please review your order."

// MsgCodeRequired is a check of no code at all.
const MsgCodeRequired = "Please enter a discount code."

// Discounts is what an order needs from discount codes (the promotions
// module, through orders/promoadapter).
type Discounts interface {
	// Quote says what code takes off lines now, counting nothing: a
	// *DiscountRefusal when it cannot be used.
	Quote(ctx context.Context, code string, lines []DiscountLine) (Discount, error)
	// Redeem judges code again for the order, in the transaction ctx
	// carries with the code locked, and counts the order's use of it: a
	// *DiscountRefusal when it cannot be used.
	Redeem(ctx context.Context, code, customerPhone, orderNumber string, lines []DiscountLine, total money.Laari) (Discount, error)
}

// DiscountLine is a line of an order as a code judges it.
type DiscountLine struct {
	// ProductID is empty for a tailor-made line (clothing of no category).
	ProductID string
	Appliance bool
	Amount    money.Laari
}

// Discount is what a code takes off an order: Amount off the items'
// subtotal, and the delivery fee too when FreeDelivery.
type Discount struct {
	Code         string
	Amount       money.Laari
	FreeDelivery bool
}

// DiscountRefusal is a code the customer cannot use, in their words.
type DiscountRefusal struct{ Message string }

func (e *DiscountRefusal) Error() string { return "discount code refused: " + e.Message }

// FaultKind makes it a validation problem (422).
func (e *DiscountRefusal) FaultKind() fault.Kind { return fault.Invalid }

// fault is the refusal on the checkout's discount_code field.
func (e *DiscountRefusal) fault() error {
	return &fault.Error{Kind: fault.Invalid, Message: e.Message,
		Fields: map[string]string{"discount_code": e.Message}, Err: e}
}

// tidyCode is a code as the shop compares it: no spaces, in capitals.
func tidyCode(s string) string { return strings.ToUpper(strings.Join(strings.Fields(s), "")) }

// discountLines are the order's lines as a code judges them.
func discountLines(items []Item, products map[string]Product) []DiscountLine {
	lines := make([]DiscountLine, len(items))
	for i, it := range items {
		lines[i] = DiscountLine{ProductID: it.ProductID, Appliance: products[it.ProductID].Appliance, Amount: it.LineTotal()}
	}
	return lines
}

// Quote is what a customer's cart comes to with a code: the items priced
// as an order would be, and what the code takes off them.
type Quote struct {
	Subtotal money.Laari
	Discount Discount
}

// QuoteDiscount prices the cart's items from the catalog and says what the
// code takes off: a fault.Invalid naming the lines that cannot be ordered,
// or the code's refusal on "discount_code". The delivery fee is left to the
// checkout, where the island is known.
func (s *Service) QuoteDiscount(ctx context.Context, code string, items []CheckoutItem) (Quote, error) {
	if tidyCode(code) == "" {
		return Quote{}, (&DiscountRefusal{MsgCodeRequired}).fault()
	}
	ctx = memo.With(ctx)
	c := Checkout{Items: items}.Tidy()
	prices, err := s.priceList(ctx, c)
	if err != nil {
		return Quote{}, err
	}
	bad := fault.Problems{}
	priced, basket, ok := priceItems("RB-QUOTE", c.Items, prices, bad)
	if !ok {
		return Quote{}, bad.Err()
	}
	q := Quote{Subtotal: basket.Clothing + basket.Appliances}
	if s.discounts == nil {
		return Quote{}, (&DiscountRefusal{msgNoCodes}).fault()
	}
	d, err := s.discounts.Quote(ctx, tidyCode(code), discountLines(priced, prices.Products))
	var refused *DiscountRefusal
	if errors.As(err, &refused) {
		return Quote{}, refused.fault()
	}
	if err != nil {
		return Quote{}, fmt.Errorf("quote discount code: %w", err)
	}
	q.Discount = d
	return q, nil
}

const msgNoCodes = "We don't know this code. Please check it and try again."

// quoteFor reads, before the order's transaction, what the checkout's code
// takes off its lines, into prices: the discount, or the refusal's words.
func (s *Service) quoteFor(ctx context.Context, c Checkout, prices *PriceList) error {
	if c.DiscountCode == "" {
		return nil
	}
	items, _, ok := priceItems("RB-QUOTE", c.Items, *prices, fault.Problems{})
	if !ok {
		return nil // the order is refused for its lines
	}
	if s.discounts == nil {
		prices.DiscountRefused = msgNoCodes
		return nil
	}
	d, err := s.discounts.Quote(ctx, c.DiscountCode, discountLines(items, prices.Products))
	var refused *DiscountRefusal
	switch {
	case errors.As(err, &refused):
		prices.DiscountRefused = refused.Message
	case err != nil:
		return fmt.Errorf("quote discount code: %w", err)
	default:
		prices.Discount = d
	}
	return nil
}

// redeem counts the order's use of its code, in the order's transaction,
// after judging the code again: refused when it can no longer be used or
// would now take off something else than the order shows.
func (s *Service) redeem(ctx context.Context, o *Order, products map[string]Product) error {
	if o.discountCode == "" {
		return nil
	}
	d, err := s.discounts.Redeem(ctx, o.discountCode, o.customer.Phone, o.number,
		discountLines(o.items, products), o.Total())
	if err != nil {
		return err
	}
	if d.Amount != o.discount || d.FreeDelivery != o.freeDelivery {
		return &DiscountRefusal{MsgDiscountChanged}
	}
	return nil
}
