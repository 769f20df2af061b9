package httpapi

import (
	"math"
	"time"

	"dhoni/internal/platform/money"
	"dhoni/internal/tailoring"
)

// submitRequest is the body of POST /api/tailoring/requests. Every key but
// kind may be missing: the rules then say what is wrong in the
// specification's words.
type submitRequest struct {
	Kind         *string             `json:"kind" optional:"true"`
	Phone        *string             `json:"phone" optional:"true"`
	Description  *string             `json:"description" optional:"true"`
	FabricType   *string             `json:"fabric_type" optional:"true"`
	Color        *string             `json:"color" optional:"true"`
	ItemType     *string             `json:"item_type" optional:"true"`
	Unit         *string             `json:"unit" optional:"true"`
	Measurements map[string]*float64 `json:"measurements" optional:"true"`
	Notes        *string             `json:"notes" optional:"true"`
	DesignFiles  []string            `json:"design_files" optional:"true"`
}

func text(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func (r submitRequest) submission() tailoring.Submission {
	s := tailoring.Submission{
		Kind: text(r.Kind), Phone: text(r.Phone), Description: text(r.Description), FabricType: text(r.FabricType),
		Color: text(r.Color), ItemType: text(r.ItemType), Unit: text(r.Unit), Notes: text(r.Notes),
		DesignFiles: r.DesignFiles, Measurements: map[tailoring.Part]float64{},
	}
	for k, v := range r.Measurements {
		if v != nil {
			s.Measurements[tailoring.Part(k)] = *v
		}
	}
	return s
}

// updateRequest is the body of PUT /api/tailoring/requests/{number}: the
// admin's status and both prices, each price a number or null for none.
type updateRequest struct {
	Status         string   `json:"status"`
	EstimatedPrice *float64 `json:"estimated_price"`
	FinalPrice     *float64 `json:"final_price"`
}

func (u updateRequest) change() (tailoring.Change, error) {
	status := tailoring.Status(u.Status)
	c := tailoring.Change{Status: &status, SetPrices: true}
	bad := map[string]string{}
	for field, p := range map[string]struct {
		in  *float64
		out **money.Laari
	}{"estimated_price": {u.EstimatedPrice, &c.EstimatedPrice}, "final_price": {u.FinalPrice, &c.FinalPrice}} {
		if p.in == nil {
			continue
		}
		l, err := money.FromMVR(*p.in)
		if err != nil || l <= 0 {
			bad[field] = tailoring.MsgPrice
			continue
		}
		*p.out = &l
	}
	if len(bad) > 0 {
		return c, invalidFields(bad)
	}
	return c, nil
}

// requestJSON is a request on the wire. The customer's lookup gets it
// without the design file list and the admin's links (customerJSON leaves
// them out).
type requestJSON struct {
	Number         string             `json:"number"`
	Kind           string             `json:"kind"`
	Title          string             `json:"title"`
	Phone          string             `json:"phone"`
	Description    string             `json:"description"`
	FabricType     string             `json:"fabric_type"`
	Color          string             `json:"color"`
	ItemType       string             `json:"item_type"`
	Unit           string             `json:"unit"`
	Measurements   map[string]float64 `json:"measurements"`
	MeasurementsCM map[string]float64 `json:"measurements_cm"`
	Notes          string             `json:"notes"`
	DesignFiles    int                `json:"design_files"`
	Status         string             `json:"status"`
	StatusHistory  []statusChangeJSON `json:"status_history"`
	EstimatedPrice *float64           `json:"estimated_price"`
	FinalPrice     *float64           `json:"final_price"`
	// Price is what an order would charge: the final price, else the estimate.
	Price       *float64  `json:"price"`
	Orderable   bool      `json:"orderable"`
	OrderNumber *string   `json:"order_number"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

type statusChangeJSON struct {
	Status string    `json:"status"`
	At     time.Time `json:"at"`
}

func mvr(p *money.Laari) *float64 {
	if p == nil {
		return nil
	}
	v := p.MVR()
	return &v
}

func toJSON(r *tailoring.Request) requestJSON {
	out := requestJSON{
		Number: r.Number(), Kind: string(r.Kind()), Title: r.Title(), Phone: r.Phone(),
		Description: r.Description(), FabricType: r.FabricType(), Color: r.Color(), ItemType: r.ItemType(),
		Unit: string(r.Unit()), Measurements: map[string]float64{}, MeasurementsCM: map[string]float64{},
		Notes: r.Notes(), DesignFiles: len(r.DesignFiles()), Status: string(r.Status()),
		StatusHistory: []statusChangeJSON{}, EstimatedPrice: mvr(r.EstimatedPrice()), FinalPrice: mvr(r.FinalPrice()),
		Price: mvr(r.Price()), Orderable: r.OrderProblem(r.Phone()) == "",
		CreatedAt: r.CreatedAt(), UpdatedAt: r.UpdatedAt(),
	}
	for part, mm := range r.Measurements() {
		out.Measurements[string(part)] = tailoring.InUnit(mm, r.Unit())
		out.MeasurementsCM[string(part)] = math.Round(float64(mm)) / 10
	}
	for _, h := range r.History() {
		out.StatusHistory = append(out.StatusHistory, statusChangeJSON{Status: string(h.Status), At: h.At})
	}
	if n := r.OrderNumber(); n != "" {
		out.OrderNumber = &n
	}
	return out
}
