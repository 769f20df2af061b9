package httpapi

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
)

// CookieName is the admin session cookie.
const CookieName = "dhoni_session"

const sessionKey = "dhoni.admin_session"

// NewGuard returns the middleware in front of every admin route: a request
// with an unexpired session in the database goes on (with the session on the
// context, see SessionFrom); anything else is answered 401 "Not logged in".
func NewGuard(sessions *auth.Sessions) httpserver.AdminGuard {
	return func(c *gin.Context) {
		s, err := fromRequest(c, sessions)
		switch {
		case errors.Is(err, auth.ErrNoSession):
			httpserver.Abort(c, http.StatusUnauthorized, "Not logged in")
		case err != nil:
			httpserver.Fail(c, err)
		default:
			c.Set(sessionKey, s)
			c.Next()
		}
	}
}

// SessionFrom returns the admin session the guard found for this request.
func SessionFrom(c *gin.Context) (auth.Session, bool) {
	v, ok := c.Get(sessionKey)
	if !ok {
		return auth.Session{}, false
	}
	s, ok := v.(auth.Session)
	return s, ok
}

// AdminCheck tells public routes that show the admin more (GET
// /api/settings, an order's slip) whether the request is the admin's.
type AdminCheck struct{ sessions *auth.Sessions }

// NewAdminCheck returns the check over the sessions.
func NewAdminCheck(sessions *auth.Sessions) *AdminCheck { return &AdminCheck{sessions: sessions} }

// IsAdmin reports whether the request carries a valid admin session. A
// database failure counts as "no": the caller then shows what everyone sees.
func (a *AdminCheck) IsAdmin(c *gin.Context) bool {
	if _, ok := SessionFrom(c); ok {
		return true
	}
	sess, err := fromRequest(c, a.sessions)
	if err != nil {
		if !errors.Is(err, auth.ErrNoSession) {
			logging.FromContext(c.Request.Context()).Error("checking the admin session failed", zap.Error(err))
		}
		return false
	}
	c.Set(sessionKey, sess)
	return true
}

func fromRequest(c *gin.Context, sessions *auth.Sessions) (auth.Session, error) {
	token, err := c.Cookie(CookieName)
	if err != nil || token == "" {
		return auth.Session{}, auth.ErrNoSession
	}
	return sessions.Lookup(c.Request.Context(), token)
}
