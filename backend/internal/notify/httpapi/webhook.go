package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"dhoni/internal/notify"
	"dhoni/internal/notify/telegram"
	"dhoni/internal/platform/httpserver"
)

// NewWebhook returns POST /api/telegram/webhook: the button presses Telegram
// posts when the shop has a public URL (DHONI_PUBLIC_URL). Only a post with
// the secret given to setWebhook is read. The route is public: Telegram has
// no session; the secret header stands for one.
func NewWebhook(actions *notify.Actions) httpserver.RoutesFunc {
	return func(r *httpserver.Routes) {
		r.Public.POST("/telegram/webhook", func(c *gin.Context) {
			var up telegram.Update
			// Telegram's updates carry many fields this server does not read.
			if err := json.NewDecoder(c.Request.Body).Decode(&up); err != nil {
				c.JSON(http.StatusBadRequest, gin.H{"error": "Not a Telegram update"})
				return
			}
			httpserver.NoContent(c, actions.Webhook(c.Request.Context(), c.GetHeader("X-Telegram-Bot-Api-Secret-Token"), up))
		})
	}
}
