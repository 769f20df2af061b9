package settings

import (
	"context"
	"regexp"
	"strings"
)

// Tax is the shop's GST registration with the Maldives Inland Revenue
// Authority (docs/decisions/209). A registered shop's orders are tax
// invoices; each order keeps the figures it was placed under.
type Tax struct {
	GSTRegistered bool
	// TIN is the shop's GST taxpayer identification number, as MIRA writes
	// it: seven digits, "GST", three digits ("1000001GST501").
	TIN string
	// RateBasisPoints is the GST rate in hundredths of a percent (800 = 8%).
	RateBasisPoints int
	// PricesIncludeGST: the catalogue's prices and the delivery fees already
	// hold the GST (MIRA asks shops to show prices so); otherwise it is
	// added to the total.
	PricesIncludeGST bool
}

// Limits and defaults of the tax settings.
const (
	// DefaultGSTRateBasisPoints is the general-sector GST rate since
	// 1 January 2023 (the Sixth Amendment to the GST Act, Law 20/2022).
	DefaultGSTRateBasisPoints = 800
	// MaxGSTRateBasisPoints is a sane ceiling: above every rate the
	// Maldives has charged, the tourism sector's included.
	MaxGSTRateBasisPoints = 3000
)

// Messages of the tax settings.
const (
	MsgTIN         = "TIN must be as MIRA issues it: seven digits, GST, three digits (for example 1000001GST501)"
	MsgTINRequired = "A GST-registered shop needs its TIN"
	MsgGSTRate     = "GST rate must be a percentage from 0 to 30, with at most two decimals"
)

// tin is a MIRA GST account: the taxpayer's seven-digit business partner
// number (never starting with 0), the revenue code GST and the account's
// three-digit number (not 000).
var tin = regexp.MustCompile(`^[1-9]\d{6}GST(\d{3})$`)

// ValidTIN reports whether s (as typed) is a MIRA GST TIN.
func ValidTIN(s string) bool {
	m := tin.FindStringSubmatch(strings.ToUpper(strings.TrimSpace(s)))
	return m != nil && m[1] != "000"
}

// tax checks the tax settings and writes the TIN in capitals.
func (v validator) tax(t Tax) Tax {
	t.TIN = strings.ToUpper(strings.TrimSpace(t.TIN))
	switch {
	case t.TIN != "" && !ValidTIN(t.TIN):
		v.problem("tax.tin", MsgTIN)
	case t.TIN == "" && t.GSTRegistered:
		v.problem("tax.tin", MsgTINRequired)
	}
	if r := t.RateBasisPoints; r < 0 || r > MaxGSTRateBasisPoints {
		v.problem("tax.ratePercent", MsgGSTRate)
	}
	return t
}

// Tax is the shop's GST registration (for pricing an order).
func (s *Service) Tax(ctx context.Context) (Tax, error) {
	cur, err := s.Get(ctx)
	if err != nil {
		return Tax{}, err
	}
	return cur.Tax, nil
}
