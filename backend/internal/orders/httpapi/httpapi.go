// Package httpapi serves orders over HTTP: POST /api/orders (place an order,
// idempotently), GET /api/orders/track (find an order by number and phone,
// rate-limited), GET /api/orders/{order_number}/slip (the transfer slip,
// for the admin or the customer) and the admin's order management (admin.go).
package httpapi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/orders"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
	"dhoni/internal/platform/textcheck"
)

// Messages of the limits on anonymous requests (429).
const (
	MsgTooManyLookups = "Too many attempts. Please try again in a few minutes."
	MsgTooManyOrders  = "Too many orders in a short time. Please try again later, or contact us to complete your order."
)

// Handler answers the orders routes.
type Handler struct {
	service *orders.Service
	admin   httpserver.AdminCheck
	clock   clock.Clock

	lookups        ratelimit.Limiter
	ordersByClient ratelimit.Limiter
	ordersByPhone  ratelimit.Limiter
	codeChecks     ratelimit.Limiter

	// tracked is the tracking answers, encoded once per order version.
	tracked answers
}

// New returns the handler, its limits taken from the provider.
func New(service *orders.Service, admin httpserver.AdminCheck, clk clock.Clock, limits ratelimit.Provider, cfg config.Config) *Handler {
	return &Handler{
		service:        service,
		admin:          admin,
		clock:          clk,
		lookups:        ratelimit.ForBusy(limits, "order-lookups", cfg.Limits.Tracking),
		ordersByClient: ratelimit.ForBusy(limits, "orders-by-client", cfg.Limits.OrdersPerClient),
		ordersByPhone:  ratelimit.ForBusy(limits, "orders-by-phone", cfg.Limits.OrdersPerPhone),
		// Guessing codes is limited per client as tracking is (decision 213).
		codeChecks: ratelimit.ForBusy(limits, "discount-code-checks", cfg.Limits.Tracking),
	}
}

// RegisterRoutes adds the public order routes. gin serves the static
// /orders/track beside the parameter in /orders/:order_number/slip.
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.Public.POST("/orders", h.place)
	r.Public.GET("/orders/track", h.track)
	r.Public.GET("/orders/:order_number/slip", h.slip)
	r.Public.POST("/discount-codes/check", h.checkCode)
	h.registerAdminRoutes(r)
}

// place answers 201 with a new order, or 200 with the stored one when the
// same order number came again with the same content.
func (h *Handler) place(c *gin.Context) {
	var req orderRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, reword(err))
		return
	}
	checkout := req.checkout()
	// Anonymous orders take stock and reach the owner's Telegram: a script
	// may place only a few, per address and per customer phone. The address
	// counts every attempt; the phone only an order that passed validation,
	// so nobody can spend someone else's allowance with invalid orders. The
	// admin (placing an order for a caller) is not limited.
	var o *orders.Order
	var created bool
	var err error
	if h.admin.IsAdmin(c) {
		o, created, err = h.service.Place(c.Request.Context(), checkout)
	} else {
		if !httpserver.Allow(c, h.ordersByClient, httpserver.ClientKey(c), MsgTooManyOrders) {
			return
		}
		o, created, err = h.service.PlaceAsCustomer(c.Request.Context(), checkout, h.admitPhone)
	}
	var wait *retryAfter
	if errors.As(err, &wait) {
		c.Header("Retry-After", strconv.Itoa(ratelimit.RetryAfter(wait.wait)))
	}
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	c.JSON(status, toCustomerJSON(o))
}

// admitPhone counts a valid order against its customer's phone.
func (h *Handler) admitPhone(ctx context.Context, customerPhone string) error {
	wait, err := h.ordersByPhone.Allow(ctx, customerPhone)
	switch {
	case err != nil:
		return fmt.Errorf("rate limit: %w", err)
	case wait > 0:
		return &retryAfter{wait: wait}
	}
	return nil
}

// retryAfter is a phone over its order limit: 429 with Retry-After.
type retryAfter struct{ wait time.Duration }

func (e *retryAfter) Error() string { return MsgTooManyOrders }

// FaultKind makes it 429.
func (e *retryAfter) FaultKind() fault.Kind { return fault.TooManyRequests }

// reword puts the checkout's messages on the fields DecodeJSON found of the
// wrong type.
func reword(err error) error {
	return httpserver.Reword(err, func(path, msg string) string {
		if better, ok := fieldMessages[index.ReplaceAllString(path, "[]")]; ok && msg != httpserver.MsgUnknownField && msg != textcheck.MsgControl {
			return better
		}
		return msg
	})
}

// limited answers 429 when the client has looked up too much, and says
// whether it did.
func (h *Handler) limited(c *gin.Context) bool {
	return !httpserver.Allow(c, h.lookups, httpserver.ClientKey(c), MsgTooManyLookups)
}

func (h *Handler) track(c *gin.Context) {
	if h.limited(c) {
		return
	}
	o, err := h.service.Track(c.Request.Context(), orders.Lookup{
		OrderNumber: c.Query("order_number"), Phone: c.Query("phone"),
	})
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	body, err := h.tracked.encode(o)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	c.Data(http.StatusOK, "application/json; charset=utf-8", body)
}

// slip sends the order's transfer slip as it was uploaded, never cached and
// never sniffed into something else.
func (h *Handler) slip(c *gin.Context) {
	admin := h.admin.IsAdmin(c)
	if !admin && h.limited(c) {
		return
	}
	number := orders.LookupNumber(c.Param("order_number"))
	file, contentType, err := h.service.Slip(c.Request.Context(), number, c.Query("phone"), admin)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	defer file.Close()
	hdr := c.Writer.Header()
	hdr.Set("Content-Type", contentType)
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Cache-Control", "private, no-store")
	hdr.Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": slipName(number, contentType)}))
	c.Status(http.StatusOK)
	if _, err := io.Copy(c.Writer, file); err != nil {
		logging.FromContext(c.Request.Context()).Warn("sending a transfer slip interrupted",
			zap.String("order_number", number), zap.Error(err))
	}
}

// slipName is the file name a saved slip gets: transfer-slip-RB-....jpg.
func slipName(number, contentType string) string {
	ext := map[string]string{
		"image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "application/pdf": ".pdf",
	}[contentType]
	return "transfer-slip-" + number + ext
}
