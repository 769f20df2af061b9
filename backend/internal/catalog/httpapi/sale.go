package httpapi

import (
	"encoding/json"
	"strings"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
)

// saleJSON is a product's sale on the wire: its price in MVR, its start and
// end (RFC 3339, null when open) and the one variant it is limited to ("" for
// the whole product). A product answers it with on_sale, whether the sale is
// in force at the moment of the answer by the shop's clock.
type saleJSON struct {
	Price    float64    `json:"price"`
	StartsAt *time.Time `json:"starts_at"`
	EndsAt   *time.Time `json:"ends_at"`
	Variant  string     `json:"variant"`
}

func toSaleJSON(p *catalog.Product) *saleJSON {
	s, ok := p.Sale()
	if !ok {
		return nil
	}
	out := &saleJSON{Price: s.Price.MVR(), Variant: s.Variant}
	if !s.Starts.IsZero() {
		out.StartsAt = &s.Starts
	}
	if !s.Ends.IsZero() {
		out.EndsAt = &s.Ends
	}
	return out
}

// saleRequest is the sale in the body of POST and PUT /products; null or
// absent takes the sale off. Times are RFC 3339 with their offset (the admin
// enters Maldives time, +05:00); empty is open.
type saleRequest struct {
	Price    *json.Number `json:"price"`
	StartsAt string       `json:"starts_at"`
	EndsAt   string       `json:"ends_at"`
	Variant  string       `json:"variant"`
}

const (
	msgSaleStart = "Sale start must be a date and time"
	msgSaleEnd   = "Sale end must be a date and time"
)

// sale turns the request's sale into the catalog's terms; a price that is
// not a number reads as 0, which the catalog refuses ("Sale price must be
// more than 0"). A time that cannot be read is reported on its field.
func (r *saleRequest) sale(bad map[string]string) *catalog.Sale {
	if r == nil {
		return nil
	}
	s := &catalog.Sale{Variant: r.Variant}
	if r.Price != nil {
		if l, err := money.Parse(r.Price.String()); err == nil {
			s.Price = l
		}
	}
	for _, t := range []struct {
		field, text, msg string
		dst              *time.Time
	}{{"sale.starts_at", r.StartsAt, msgSaleStart, &s.Starts}, {"sale.ends_at", r.EndsAt, msgSaleEnd, &s.Ends}} {
		if text := strings.TrimSpace(t.text); text != "" {
			parsed, err := time.Parse(time.RFC3339, text)
			if err != nil {
				bad[t.field] = t.msg
				continue
			}
			*t.dst = parsed
		}
	}
	return s
}
