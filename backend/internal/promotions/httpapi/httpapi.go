// Package httpapi serves the admin's discount codes: GET and POST
// /api/discount-codes, PUT and DELETE /api/discount-codes/{code}. (A
// customer's look at a code is the orders' POST /api/discount-codes/check:
// it prices the cart as an order would.)
package httpapi

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/money"
	"dhoni/internal/promotions"
)

// Messages of fields of the wrong form.
const (
	MsgDate   = "Please enter a date and time"
	MsgAmount = "Please enter an amount in MVR with at most two decimals"
)

// Handler answers the discount codes' admin routes.
type Handler struct{ service *promotions.Service }

// New returns the handler.
func New(service *promotions.Service) *Handler { return &Handler{service: service} }

// RegisterRoutes adds the admin's routes.
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.AdminRoute(http.MethodGet, "/discount-codes", h.list)
	r.AdminRoute(http.MethodPost, "/discount-codes", h.create)
	r.AdminRoute(http.MethodPut, "/discount-codes/:code", h.edit)
	r.AdminRoute(http.MethodDelete, "/discount-codes/:code", h.remove)
}

// codeRequest is a code's rules as the admin form sends them. Dates are
// RFC 3339 (the form sends Maldives time, +05:00); amounts are MVR.
type codeRequest struct {
	Code            string   `json:"code" optional:"true"`
	Kind            string   `json:"kind"`
	Percent         int      `json:"percent" optional:"true"`
	Amount          float64  `json:"amount" optional:"true"`
	FreeDelivery    bool     `json:"free_delivery" optional:"true"`
	MinSubtotal     float64  `json:"min_subtotal" optional:"true"`
	ValidFrom       *string  `json:"valid_from" optional:"true"`
	ValidUntil      *string  `json:"valid_until" optional:"true"`
	Scope           string   `json:"scope"`
	CategoryIDs     []string `json:"category_ids" optional:"true"`
	MaxUses         int      `json:"max_uses" optional:"true"`
	MaxUsesPerPhone int      `json:"max_uses_per_phone" optional:"true"`
}

func (r codeRequest) rules() (promotions.Rules, error) {
	bad := fault.Problems{}
	at := func(field string, s *string) *time.Time {
		if s == nil || *s == "" {
			return nil
		}
		t, err := time.Parse(time.RFC3339, *s)
		if err != nil {
			bad.Add(field, MsgDate)
			return nil
		}
		return &t
	}
	laari := func(field string, mvr float64) money.Laari {
		l, err := money.FromMVR(mvr)
		if err != nil {
			bad.Add(field, MsgAmount)
		}
		return l
	}
	rules := promotions.Rules{
		Kind: promotions.Kind(r.Kind), Percent: r.Percent, Amount: laari("amount", r.Amount),
		FreeDelivery: r.FreeDelivery, MinSubtotal: laari("min_subtotal", r.MinSubtotal),
		ValidFrom: at("valid_from", r.ValidFrom), ValidUntil: at("valid_until", r.ValidUntil),
		Scope: promotions.Scope(r.Scope), CategoryIDs: r.CategoryIDs,
		MaxUses: r.MaxUses, MaxUsesPerPhone: r.MaxUsesPerPhone,
	}
	return rules, bad.Err()
}

// codeJSON is a code on the wire, with its figures when listed.
type codeJSON struct {
	Code            string   `json:"code"`
	Kind            string   `json:"kind"`
	Percent         int      `json:"percent"`
	Amount          float64  `json:"amount"`
	FreeDelivery    bool     `json:"free_delivery"`
	MinSubtotal     float64  `json:"min_subtotal"`
	ValidFrom       *string  `json:"valid_from"`
	ValidUntil      *string  `json:"valid_until"`
	Scope           string   `json:"scope"`
	CategoryIDs     []string `json:"category_ids"`
	MaxUses         int      `json:"max_uses"`
	MaxUsesPerPhone int      `json:"max_uses_per_phone"`
	CreatedAt       string   `json:"created_at"`
	Uses            int      `json:"uses"`
	Revenue         float64  `json:"revenue"`
	Discounts       float64  `json:"discounts"`
}

func maldivesTime(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := t.In(promotions.Maldives).Format(time.RFC3339)
	return &s
}

func toJSON(c *promotions.Code, f promotions.Figures) codeJSON {
	r := c.Rules()
	ids := r.CategoryIDs
	if ids == nil {
		ids = []string{}
	}
	return codeJSON{
		Code: c.Code(), Kind: string(r.Kind), Percent: r.Percent, Amount: r.Amount.MVR(),
		FreeDelivery: r.FreeDelivery, MinSubtotal: r.MinSubtotal.MVR(),
		ValidFrom: maldivesTime(r.ValidFrom), ValidUntil: maldivesTime(r.ValidUntil),
		Scope: string(r.Scope), CategoryIDs: ids, MaxUses: r.MaxUses, MaxUsesPerPhone: r.MaxUsesPerPhone,
		CreatedAt: c.CreatedAt().UTC().Format(time.RFC3339), Uses: f.Uses,
		Revenue: f.Revenue.MVR(), Discounts: f.Discounts.MVR(),
	}
}

func (h *Handler) list(c *gin.Context) {
	listed, err := h.service.List(c.Request.Context())
	httpserver.Respond(c, http.StatusOK, listed, err, func(l []promotions.Listed) []codeJSON {
		out := make([]codeJSON, len(l))
		for i, x := range l {
			out[i] = toJSON(x.Code, x.Figures)
		}
		return out
	})
}

func (h *Handler) decode(c *gin.Context) (codeRequest, promotions.Rules, bool) {
	var req codeRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, err)
		return req, promotions.Rules{}, false
	}
	rules, err := req.rules()
	if err != nil {
		httpserver.Fail(c, err)
		return req, rules, false
	}
	return req, rules, true
}

func (h *Handler) create(c *gin.Context) {
	req, rules, ok := h.decode(c)
	if !ok {
		return
	}
	code, err := h.service.Create(c.Request.Context(), req.Code, rules)
	httpserver.Respond(c, http.StatusCreated, code, err, func(x *promotions.Code) codeJSON {
		return toJSON(x, promotions.Figures{})
	})
}

func (h *Handler) edit(c *gin.Context) {
	_, rules, ok := h.decode(c)
	if !ok {
		return
	}
	code, err := h.service.Edit(c.Request.Context(), c.Param("code"), rules)
	httpserver.Respond(c, http.StatusOK, code, err, func(x *promotions.Code) codeJSON {
		return toJSON(x, promotions.Figures{})
	})
}

func (h *Handler) remove(c *gin.Context) {
	httpserver.NoContent(c, h.service.Delete(c.Request.Context(), c.Param("code")))
}
