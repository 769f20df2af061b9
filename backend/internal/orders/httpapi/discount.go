package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"dhoni/internal/orders"
	"dhoni/internal/platform/httpserver"
)

// codeCheckRequest is the body of POST /api/discount-codes/check: the code
// and the cart's lines (product, size, colour, quantity; prices are not
// needed and never used).
type codeCheckRequest struct {
	Code  *string       `json:"code" optional:"true"`
	Items []itemRequest `json:"items" optional:"true"`
}

// codeCheckJSON is what the cart shows: the items' subtotal, what the code
// takes off it, and whether it waives the delivery fee.
type codeCheckJSON struct {
	Code         string  `json:"code"`
	Subtotal     float64 `json:"subtotal"`
	Discount     float64 `json:"discount"`
	FreeDelivery bool    `json:"free_delivery"`
	Total        float64 `json:"total"`
}

// checkCode answers what a code takes off the cart, or 422 with why it
// cannot be used. Every check counts against the client's limit (as
// tracking does), whatever its answer, so a script cannot tell codes apart
// faster than a customer types them.
func (h *Handler) checkCode(c *gin.Context) {
	if !httpserver.Allow(c, h.codeChecks, httpserver.ClientKey(c), MsgTooManyLookups) {
		return
	}
	var req codeCheckRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, reword(err))
		return
	}
	items := orderRequest{Items: req.Items}.checkout().Items
	q, err := h.service.QuoteDiscount(c.Request.Context(), text(req.Code), items)
	httpserver.Respond(c, http.StatusOK, q, err, func(q orders.Quote) codeCheckJSON {
		return codeCheckJSON{Code: q.Discount.Code, Subtotal: q.Subtotal.MVR(), Discount: q.Discount.Amount.MVR(),
			FreeDelivery: q.Discount.FreeDelivery, Total: (q.Subtotal - q.Discount.Amount).MVR()}
	})
}
