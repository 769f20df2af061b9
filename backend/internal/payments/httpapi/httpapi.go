// Package httpapi serves online payments over HTTP: whether online payment
// is offered (GET /api/payments/options), the customer's start, return and
// "cash instead" (found by order number and phone, rate-limited like
// tracking), the bank's webhook (POST /api/payments/webhook: bounded,
// rate-limited, signature checked, then the transaction re-read), and the
// admin's settings and order payments with a re-check.
package httpapi

import (
	"errors"
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/payments"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
)

// Limits of the webhook: the bank sends one per change of a transaction;
// anything far above that is someone else.
const (
	// WebhookBodyLimit bounds a webhook's body (the bank's are well under).
	WebhookBodyLimit = 16 << 10
	// WebhookMax webhooks a client may post in a WebhookWindow.
	WebhookMax    = 120
	WebhookWindow = time.Minute
)

// Messages.
const (
	MsgTooManyAttempts = "Too many attempts. Please try again in a few minutes."
	MsgTooManyWebhooks = "Too many requests"
)

// Handler answers the payments routes.
type Handler struct {
	service   *payments.Service
	publicURL string
	lookups   ratelimit.Limiter
	webhooks  ratelimit.Limiter
}

// New returns the handler.
func New(service *payments.Service, limits ratelimit.Provider, cfg config.Config) *Handler {
	return &Handler{
		service:   service,
		publicURL: cfg.PublicURL,
		lookups:   ratelimit.For(limits, "payment-lookups", cfg.Limits.Tracking),
		webhooks:  ratelimit.For(limits, "payment-webhooks", config.Limit{Max: WebhookMax, Window: WebhookWindow}),
	}
}

// WebhookPath is the webhook's path, for the bank's dashboard.
const WebhookPath = "/api/payments/webhook"

// RegisterRoutes adds the routes.
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.Public.GET("/payments/options", h.options)
	r.Public.POST("/payments/start", h.start)
	r.Public.POST("/payments/return", h.returned)
	r.Public.POST("/payments/cash", h.cash)
	r.Public.POST("/payments/webhook", h.webhook)
	r.LimitBody(WebhookPath, WebhookBodyLimit)
	r.AdminRoute(http.MethodGet, "/payments/settings", h.settings)
	r.AdminRoute(http.MethodPut, "/payments/settings", h.saveSettings)
	r.AdminRoute(http.MethodGet, "/payments/orders/:order_number", h.status)
	r.AdminRoute(http.MethodPost, "/payments/orders/:order_number/recheck", h.recheck)
}

type optionsBody struct {
	Online bool `json:"online"`
}

func (h *Handler) options(c *gin.Context) {
	on, err := h.service.OnlineEnabled(c.Request.Context())
	httpserver.Respond(c, http.StatusOK, on, err, func(on bool) optionsBody { return optionsBody{Online: on} })
}

type lookupBody struct {
	OrderNumber string `json:"order_number"`
	Phone       string `json:"phone"`
}

// lookup reads the customer's body and counts it against the limit.
func (h *Handler) lookup(c *gin.Context) (lookupBody, bool) {
	var body lookupBody
	if err := httpserver.DecodeJSON(c.Request.Body, &body); err != nil {
		httpserver.Fail(c, err)
		return body, false
	}
	return body, httpserver.Allow(c, h.lookups, c.ClientIP(), MsgTooManyAttempts)
}

type startAnswer struct {
	URL string `json:"url"`
}

// start answers the bank's payment page for the customer's order.
func (h *Handler) start(c *gin.Context) {
	body, ok := h.lookup(c)
	if !ok {
		return
	}
	page, err := h.service.Start(c.Request.Context(), body.OrderNumber, body.Phone, h.returnURL(c, body.OrderNumber))
	httpserver.Respond(c, http.StatusOK, page, err, func(u string) startAnswer { return startAnswer{URL: u} })
}

// returnURL is the confirmation page the bank sends the customer back to:
// on the configured public address, else on the request's own host.
func (h *Handler) returnURL(c *gin.Context, number string) string {
	base := h.publicURL
	if base == "" {
		scheme := "http"
		if c.Request.TLS != nil || c.GetHeader("X-Forwarded-Proto") == "https" {
			scheme = "https"
		}
		base = scheme + "://" + c.Request.Host
	}
	return base + "/order-confirmation/" + url.PathEscape(number) + "?payment=return"
}

func (h *Handler) returned(c *gin.Context) {
	body, ok := h.lookup(c)
	if !ok {
		return
	}
	st, err := h.service.Returned(c.Request.Context(), body.OrderNumber, body.Phone)
	httpserver.Respond(c, http.StatusOK, st, err, statusWire)
}

func (h *Handler) cash(c *gin.Context) {
	body, ok := h.lookup(c)
	if !ok {
		return
	}
	o, err := h.service.PayCashInstead(c.Request.Context(), body.OrderNumber, body.Phone)
	httpserver.Respond(c, http.StatusOK, payments.Status{Order: o}, err, statusWire)
}

// webhookBody is the bank's webhook. Unknown fields are allowed: the bank
// may add some.
type webhookBody struct {
	TransactionID     string `json:"transactionId"`
	LocalID           string `json:"localId" optional:"true"`
	CustomerReference string `json:"customerReference" optional:"true"`
	State             string `json:"state" optional:"true"`
	Created           string `json:"created" optional:"true"`
	Signature         string `json:"signature"`
	Amount            int64  `json:"amount"`
	Currency          string `json:"currency"`
	Provider          string `json:"provider" optional:"true"`
}

type webhookAnswer struct {
	Received bool `json:"received"`
}

// webhook answers 200 for every webhook it read, whatever became of it (an
// unknown transaction, a mismatch: one log line and nothing changed), so
// the bank does not send it again; 401 for a wrong signature; 503 when the
// bank could not be asked, so the bank sends it again later.
func (h *Handler) webhook(c *gin.Context) {
	if !httpserver.Allow(c, h.webhooks, c.ClientIP(), MsgTooManyWebhooks) {
		return
	}
	var body webhookBody
	if err := httpserver.DecodeJSONLenient(c.Request.Body, &body); err != nil {
		httpserver.Fail(c, err)
		return
	}
	log := logging.FromContext(c.Request.Context()).With(zap.String("transaction", body.TransactionID))
	_, err := h.service.HandleWebhook(c.Request.Context(), payments.Webhook{
		TransactionID: body.TransactionID, LocalID: body.LocalID, State: body.State,
		Signature: body.Signature, Currency: body.Currency, Amount: body.Amount,
	})
	var mismatch *payments.MismatchError
	switch {
	case errors.Is(err, payments.ErrSignature):
		log.Warn("payment webhook refused: wrong signature")
		httpserver.Fail(c, err)
		return
	case errors.Is(err, payments.ErrUnknownTransaction):
		log.Warn("payment webhook ignored: unknown transaction")
	case errors.As(err, &mismatch):
		log.Warn("payment webhook ignored: transaction does not match the order", zap.Error(err))
	case err != nil:
		log.Warn("payment webhook not handled: the bank did not answer", zap.Error(err))
		httpserver.Abort(c, http.StatusServiceUnavailable, "Try again later")
		return
	}
	c.JSON(http.StatusOK, webhookAnswer{Received: true})
}

type settingsBody struct {
	Enabled       bool   `json:"enabled"`
	ApplicationID string `json:"application_id"`
	// APIKey is never answered; an empty one keeps the stored key.
	APIKey      string `json:"api_key" optional:"true"`
	Environment string `json:"environment"`
	HoldMinutes int    `json:"hold_minutes"`
}

type settingsAnswer struct {
	Enabled       bool   `json:"enabled"`
	ApplicationID string `json:"application_id"`
	// APIKeyHint is the key's last four characters ("" without a key).
	APIKeyHint  string `json:"api_key_hint"`
	Environment string `json:"environment"`
	HoldMinutes int    `json:"hold_minutes"`
	WebhookPath string `json:"webhook_path"`
}

func settingsWire(s payments.Settings) settingsAnswer {
	return settingsAnswer{Enabled: s.Enabled, ApplicationID: s.ApplicationID, APIKeyHint: s.KeyHint(),
		Environment: string(s.Environment), HoldMinutes: s.HoldMinutes, WebhookPath: WebhookPath}
}

func (h *Handler) settings(c *gin.Context) {
	s, err := h.service.Settings(c.Request.Context())
	httpserver.Respond(c, http.StatusOK, s, err, settingsWire)
}

func (h *Handler) saveSettings(c *gin.Context) {
	var body settingsBody
	if err := httpserver.DecodeJSON(c.Request.Body, &body); err != nil {
		httpserver.Fail(c, err)
		return
	}
	s, err := h.service.SaveSettings(c.Request.Context(), payments.Settings{
		Enabled: body.Enabled, ApplicationID: body.ApplicationID, APIKey: body.APIKey,
		Environment: payments.Environment(body.Environment), HoldMinutes: body.HoldMinutes,
	})
	httpserver.Respond(c, http.StatusOK, s, err, settingsWire)
}

type transactionWire struct {
	ID        string    `json:"transaction_id"`
	State     string    `json:"state"`
	Amount    float64   `json:"amount"`
	Currency  string    `json:"currency"`
	Outcome   string    `json:"outcome"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

type statusAnswer struct {
	OrderNumber   string `json:"order_number"`
	PaymentMethod string `json:"payment_method"`
	// Payment is "paid online", "awaiting online payment", "unpaid", "paid".
	Payment      string            `json:"payment"`
	Awaiting     bool              `json:"awaiting"`
	Transactions []transactionWire `json:"transactions"`
}

func statusWire(s payments.Status) statusAnswer {
	out := statusAnswer{OrderNumber: s.Order.Number, PaymentMethod: s.Order.Method, Payment: s.Order.Payment,
		Awaiting: s.Order.Awaiting, Transactions: []transactionWire{}}
	for _, t := range s.Transactions {
		out.Transactions = append(out.Transactions, transactionWire{
			ID: t.ID, State: string(t.State), Amount: t.Amount.MVR(), Currency: t.Currency,
			Outcome: string(t.Outcome), CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt,
		})
	}
	return out
}

func (h *Handler) status(c *gin.Context) {
	httpserver.ServeOne(c, "order_number", h.service.Status, statusWire)
}

func (h *Handler) recheck(c *gin.Context) {
	st, err := h.service.Recheck(c.Request.Context(), c.Param("order_number"))
	httpserver.Respond(c, http.StatusOK, st, err, statusWire)
}
