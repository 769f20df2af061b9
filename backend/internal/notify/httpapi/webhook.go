package httpapi

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"dhoni/internal/notify"
	"dhoni/internal/notify/telegram"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/ratelimit"
)

// WebhookLimit bounds the webhook's posts per client: far above what
// people pressing buttons in a few chats make.
var WebhookLimit = config.Limit{Max: 120, Window: time.Minute}

// MsgTooManyWebhookPosts answers a client over WebhookLimit.
const MsgTooManyWebhookPosts = "Too many requests. Please wait a minute."

// NewWebhook returns POST /api/telegram/webhook: the button presses Telegram
// posts when the shop has a public URL (DHONI_PUBLIC_URL). Only a post with
// the secret given to setWebhook is read. The route is public: Telegram has
// no session; the secret header stands for one.
//
// Posts are limited per client (WebhookLimit): Telegram posts a button
// press at a time, a script posting guesses is cut short.
func NewWebhook(actions *notify.Actions, limits ratelimit.Provider) httpserver.RoutesFunc {
	limiter := ratelimit.For(limits, "telegram-webhook", WebhookLimit)
	return func(r *httpserver.Routes) {
		r.Public.POST("/telegram/webhook", func(c *gin.Context) {
			client := httpserver.ClientKey(c)
			if !httpserver.Allow(c, limiter, client, MsgTooManyWebhookPosts) {
				return
			}
			var up telegram.Update
			// Telegram's updates carry many fields this server does not read.
			if err := json.NewDecoder(c.Request.Body).Decode(&up); err != nil {
				c.JSON(http.StatusBadRequest, gin.H{"error": "Not a Telegram update"})
				return
			}
			httpserver.NoContent(c, actions.Webhook(c.Request.Context(), client, c.GetHeader("X-Telegram-Bot-Api-Secret-Token"), up))
		})
	}
}
