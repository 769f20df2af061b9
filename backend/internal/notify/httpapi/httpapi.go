// Package httpapi is the notify module's HTTP adapter: POST
// /api/telegram/test, which sends the owner a test message through the same
// client as the order alerts (docs/decisions/050), and POST
// /api/orders/{order_number}/announce, which queues an order's alert again.
package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/notify"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
)

// MsgTooManyTests answers the test after the tenth in a minute (429).
const MsgTooManyTests = "Too many test messages. Please wait a minute."

// limiterKey: the limit is the shop's, not each client's.
const limiterKey = "telegram-test"

// Handler answers the notify routes.
type Handler struct {
	service *notify.Service
	tests   ratelimit.Limiter
}

// New returns the handler.
func New(service *notify.Service, limits ratelimit.Provider, cfg config.Config) *Handler {
	return &Handler{service: service, tests: ratelimit.For(limits, "telegram-tests", cfg.Limits.TelegramTest)}
}

// RegisterRoutes adds POST /api/telegram/test and POST
// /api/orders/{order_number}/announce (admin).
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.AdminRoute(http.MethodPost, "/telegram/test", h.test)
	r.AdminRoute(http.MethodPost, "/orders/:order_number/announce", h.announce)
}

type announceResponse struct {
	Queued bool `json:"queued"`
}

// announce queues the order's alert again (202): the worker sends it.
func (h *Handler) announce(c *gin.Context) {
	number := c.Param("order_number")
	if err := h.service.AnnounceAgain(c.Request.Context(), number); err != nil {
		httpserver.Fail(c, err)
		return
	}
	logging.FromContext(c.Request.Context()).Info("order alert queued again", zap.String("order_number", number))
	c.JSON(http.StatusAccepted, announceResponse{Queued: true})
}

type testRequest struct {
	BotToken *string `json:"botToken" optional:"true"`
	ChatIDs  *string `json:"chatIds" optional:"true"`
}

type testResultJSON struct {
	ChatID      string `json:"chatId"`
	OK          bool   `json:"ok"`
	Status      int    `json:"status"`
	Description string `json:"description"`
}

type testResponse struct {
	Results []testResultJSON `json:"results"`
}

func (h *Handler) test(c *gin.Context) {
	var req testRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, err)
		return
	}
	if !httpserver.Allow(c, h.tests, limiterKey, MsgTooManyTests) {
		return
	}
	results, err := h.service.SendTest(c.Request.Context(), notify.TestTarget{BotToken: req.BotToken, ChatIDs: req.ChatIDs})
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	out := testResponse{Results: make([]testResultJSON, len(results))}
	sent := 0
	for i, r := range results {
		out.Results[i] = testResultJSON{ChatID: r.ChatID, OK: r.OK, Status: r.Status, Description: r.Description}
		if r.OK {
			sent++
		}
	}
	logging.FromContext(c.Request.Context()).Info("telegram test message sent",
		zap.Int("chats", len(results)), zap.Int("delivered", sent))
	c.JSON(http.StatusOK, out)
}
