package orders

import (
	"context"

	"dhoni/internal/platform/money"
)

// GST is the tax rule an order was placed under, kept with the order so that
// a later change of the shop's settings never rewrites an invoice already
// given (docs/decisions/209). The zero value is a shop not registered.
type GST struct {
	Registered bool
	TIN        string
	// RateBasisPoints is the rate in hundredths of a percent (800 = 8%).
	RateBasisPoints int
	// PricesInclude: the prices and fees already hold the GST; otherwise it
	// is added to the total.
	PricesInclude bool
}

// TaxInvoice is what a registered shop's order shows as a tax invoice.
type TaxInvoice struct {
	// Rule is the registration the order was placed under.
	Rule GST
	// BeforeGST + GST = AfterGST; AfterGST is what the customer pays.
	BeforeGST, GST, AfterGST money.Laari
}

// Taxes is the shop's GST registration now (the settings), read when an
// order is placed.
type Taxes interface {
	GST(ctx context.Context) (GST, error)
}

// basisPoints is the whole of a rate in hundredths of a percent.
const basisPoints = 10000

// Figures returns the GST on amount, what the customer pays for the goods
// after any discount plus the delivery fee, for the whole invoice at once
// and rounded to the nearest laari, halves up (never line by line):
//
//   - prices include GST: amount is after GST; GST = amount × r / (1 + r)
//   - prices exclude GST: amount is before GST; GST = amount × r
func (g GST) Figures(amount money.Laari) (before, gst, after money.Laari) {
	if !g.Registered || g.RateBasisPoints <= 0 {
		return amount, 0, amount
	}
	r := int64(g.RateBasisPoints)
	if g.PricesInclude {
		gst = money.Laari(roundDiv(int64(amount)*r, basisPoints+r))
		return amount - gst, gst, amount
	}
	gst = money.Laari(roundDiv(int64(amount)*r, basisPoints))
	return amount, gst, amount + gst
}

// roundDiv is n / d rounded to the nearest whole number, halves away from
// zero (d > 0).
func roundDiv(n, d int64) int64 {
	if n < 0 {
		return -roundDiv(-n, d)
	}
	return (2*n + d) / (2 * d)
}

// TaxInvoice returns the order's tax invoice figures; ok is false when the
// shop was not registered for GST when the order was placed.
func (o *Order) TaxInvoice() (inv TaxInvoice, ok bool) {
	if !o.gst.Registered {
		return TaxInvoice{}, false
	}
	before, gst, after := o.gst.Figures(o.payable())
	return TaxInvoice{Rule: o.gst, BeforeGST: before, GST: gst, AfterGST: after}, true
}

// GSTRule is the GST registration the order was placed under.
func (o *Order) GSTRule() GST { return o.gst }
