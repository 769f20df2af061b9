package httpapi

import (
	"strconv"

	"dhoni/internal/orders"
)

// taxInvoiceJSON is a registered shop's order as a tax invoice: the figures
// it was placed under (docs/decisions/209). Absent for a shop not registered.
type taxInvoiceJSON struct {
	TIN              string  `json:"tin"`
	RatePercent      float64 `json:"rate_percent"`
	PricesIncludeGST bool    `json:"prices_include_gst"`
	TotalBeforeGST   float64 `json:"total_before_gst"`
	GST              float64 `json:"gst"`
	TotalAfterGST    float64 `json:"total_after_gst"`
}

func toTaxInvoiceJSON(o *orders.Order) *taxInvoiceJSON {
	inv, ok := o.TaxInvoice()
	if !ok {
		return nil
	}
	return &taxInvoiceJSON{
		TIN: inv.Rule.TIN, RatePercent: float64(inv.Rule.RateBasisPoints) / 100, PricesIncludeGST: inv.Rule.PricesInclude,
		TotalBeforeGST: inv.BeforeGST.MVR(), GST: inv.GST.MVR(), TotalAfterGST: inv.AfterGST.MVR(),
	}
}

// csvTaxHeader are the export's columns after the spec's: a tax invoice's
// figures, empty for an order placed while the shop was not registered.
var csvTaxHeader = []string{"TIN", "GSTRatePercent", "TotalBeforeGST", "GST", "TotalAfterGST"}

// appendTaxCells appends o's cells under csvTaxHeader, empty when o is no
// tax invoice.
func appendTaxCells(cells []string, o *orders.Order) []string {
	inv, ok := o.TaxInvoice()
	if !ok {
		return append(cells, "", "", "", "", "")
	}
	rate := strconv.FormatFloat(float64(inv.Rule.RateBasisPoints)/100, 'f', -1, 64)
	return append(cells, inv.Rule.TIN, rate, decimal(inv.BeforeGST), decimal(inv.GST), decimal(inv.AfterGST))
}
