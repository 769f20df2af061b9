package catalog

import (
	"strings"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/money"
)

// Messages of the sale's fields; each names the field it is about.
const (
	msgSalePrice      = "Sale price must be more than 0"
	msgSaleBelow      = "Sale price must be below the price"
	msgSaleEnd        = "Sale end must be after the sale start"
	msgSaleVariant    = "Sale variant must be one of this product's sizes or colour:size"
	msgSaleVariantApp = "An appliance's sale is for the whole product"
)

// Sale is a price below the product's own, for a time. The owner sets at
// most one per product, for the whole product or for a single variant.
//
// Other parts of the shop (orders, structured data, catalogue feeds) ask a
// product what it costs at a moment with Product.PriceAt, and read the sale
// itself (its price and dates, to publish them) with Product.Sale.
type Sale struct {
	Price money.Laari
	// Starts and Ends bound the sale, in UTC; a zero time is open (the sale
	// runs from when it was saved, or until it is taken off). Ends is the
	// first moment the sale no longer applies.
	Starts, Ends time.Time
	// Variant limits the sale to one variant of a garment, spelled as a
	// stock key: "colour:size" or a size. Empty: every variant.
	Variant string
}

// InForce reports whether the sale applies at t: from Starts (included)
// until Ends (excluded).
func (s Sale) InForce(t time.Time) bool {
	if s.Price <= 0 {
		return false
	}
	return (s.Starts.IsZero() || !t.Before(s.Starts)) && (s.Ends.IsZero() || t.Before(s.Ends))
}

// AppliesTo reports whether the sale covers the variant of this colour and
// size (either may be empty for a product without one).
func (s Sale) AppliesTo(color, size string) bool {
	if s.Variant == "" {
		return true
	}
	c, sz, hasColor := strings.Cut(s.Variant, ":")
	if !hasColor {
		return strings.EqualFold(s.Variant, size)
	}
	return strings.EqualFold(sz, size) && strings.EqualFold(c, color)
}

// Sale returns the owner's sale, in force or not; ok is false without one.
func (p *Product) Sale() (s Sale, ok bool) {
	if p.d.Sale == nil {
		return Sale{}, false
	}
	return *p.d.Sale, true
}

// SaleAt returns the sale when it is in force at t.
func (p *Product) SaleAt(t time.Time) (s Sale, ok bool) {
	if s, ok := p.Sale(); ok && s.InForce(t) {
		return s, true
	}
	return Sale{}, false
}

// PriceAt is what one unit of the variant (colour and size; empty when the
// product has none) costs at t: the sale price while a sale covering it is
// in force, else the price.
func (p *Product) PriceAt(t time.Time, color, size string) money.Laari {
	if s, ok := p.SaleAt(t); ok && s.AppliesTo(color, size) {
		return s.Price
	}
	return p.d.Price
}

// checkSale validates and tidies the sale of d (nil stays nil): a price
// above 0 and below the product's, an end after the start, a variant the
// product has.
func checkSale(d *ProductDetails, bad *problems) {
	if d.Sale == nil {
		return
	}
	s := *d.Sale
	switch {
	case s.Price <= 0:
		bad.add("sale.price", msgSalePrice)
	case s.Price >= d.Price:
		bad.add("sale.price", msgSaleBelow)
	}
	if !s.Starts.IsZero() {
		s.Starts = clock.Stored(s.Starts)
	}
	if !s.Ends.IsZero() {
		s.Ends = clock.Stored(s.Ends)
	}
	if !s.Starts.IsZero() && !s.Ends.IsZero() && !s.Ends.After(s.Starts) {
		bad.add("sale.ends_at", msgSaleEnd)
	}
	s.Variant = strings.TrimSpace(s.Variant)
	switch {
	case s.Variant == "":
	case d.ShopType == Accessories:
		bad.add("sale.variant", msgSaleVariantApp)
	default:
		key, ok := clothingStockKey(s.Variant, d.Colors, d.Sizes)
		if !ok {
			bad.add("sale.variant", msgSaleVariant)
		}
		s.Variant = key
	}
	d.Sale = &s
}
