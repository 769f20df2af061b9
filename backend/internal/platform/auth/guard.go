package auth

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"dhoni/internal/platform/httpserver"
)

// NewGuard returns the middleware in front of every admin route. Until admin
// sign-in exists there is no way to hold a session, so every admin request is
// refused as not logged in.
func NewGuard() httpserver.AdminGuard {
	return func(c *gin.Context) {
		httpserver.Abort(c, http.StatusUnauthorized, "Not logged in")
	}
}
