package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"dhoni/internal/notify"
	"dhoni/internal/notify/telegram"
	"dhoni/internal/platform/httpserver"
)

// Webhook answers POST /api/telegram/webhook: the button presses Telegram
// posts when the shop has a public URL (DHONI_PUBLIC_URL). Only a post with
// the secret given to setWebhook is read.
type Webhook struct{ actions *notify.Actions }

// NewWebhook returns the handler.
func NewWebhook(actions *notify.Actions) *Webhook { return &Webhook{actions: actions} }

// RegisterRoutes adds POST /api/telegram/webhook (public: Telegram has no
// session; the secret header stands for one).
func (w *Webhook) RegisterRoutes(r *httpserver.Routes) {
	r.Public.POST("/telegram/webhook", w.post)
}

func (w *Webhook) post(c *gin.Context) {
	var up telegram.Update
	// Telegram's updates carry many fields this server does not read.
	if err := json.NewDecoder(c.Request.Body).Decode(&up); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "Not a Telegram update"})
		return
	}
	httpserver.NoContent(c, w.actions.Webhook(c.Request.Context(), c.GetHeader("X-Telegram-Bot-Api-Secret-Token"), up))
}
