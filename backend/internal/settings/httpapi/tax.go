package httpapi

import (
	"math"

	"dhoni/internal/settings"
)

// taxBody is the GST registration on the wire, for everyone: the checkout
// adds GST to a total when prices do not include it, and the TIN is printed
// on every invoice anyway.
type taxBody struct {
	GSTRegistered bool   `json:"gstRegistered"`
	TIN           string `json:"tin"`
	// RatePercent is the rate as a percentage with at most two decimals (8 is 8%).
	RatePercent      float64 `json:"ratePercent"`
	PricesIncludeGST bool    `json:"pricesIncludeGst"`
}

// messagesBody are the customer message templates, the admin's only.
type messagesBody struct {
	Confirmed       string `json:"confirmed"`
	Shipped         string `json:"shipped"`
	Delivered       string `json:"delivered"`
	Cancelled       string `json:"cancelled"`
	PaymentReceived string `json:"paymentReceived"`
}

func toTaxBody(t settings.Tax) *taxBody {
	return &taxBody{
		GSTRegistered: t.GSTRegistered, TIN: t.TIN,
		RatePercent: float64(t.RateBasisPoints) / 100, PricesIncludeGST: t.PricesIncludeGST,
	}
}

// toDomain maps the wire's tax settings; ok is false when the rate is not a
// percentage from 0 to the maximum with at most two decimals (then it is 0).
func (b taxBody) toDomain() (settings.Tax, bool) {
	bp := b.RatePercent * 100
	rounded := math.Round(bp)
	ok := !math.IsNaN(bp) && !math.IsInf(bp, 0) && math.Abs(bp-rounded) < 1e-6 &&
		rounded >= 0 && rounded <= settings.MaxGSTRateBasisPoints
	t := settings.Tax{GSTRegistered: b.GSTRegistered, TIN: b.TIN, PricesIncludeGST: b.PricesIncludeGST}
	if ok {
		t.RateBasisPoints = int(rounded)
	}
	return t, ok
}
