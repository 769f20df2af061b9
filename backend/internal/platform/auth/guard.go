package auth

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
)

// CookieName is the admin session cookie.
const CookieName = "dhoni_session"

const sessionKey = "dhoni.admin_session"

// NewGuard returns the middleware in front of every admin route: a request
// with an unexpired session in the database goes on (with the session on the
// context, see SessionFrom); anything else is answered 401 "Not logged in".
func NewGuard(sessions *Sessions) httpserver.AdminGuard {
	return func(c *gin.Context) {
		s, err := sessions.fromRequest(c)
		switch {
		case errors.Is(err, ErrNoSession):
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
func SessionFrom(c *gin.Context) (Session, bool) {
	v, ok := c.Get(sessionKey)
	if !ok {
		return Session{}, false
	}
	s, ok := v.(Session)
	return s, ok
}

// IsAdmin reports whether the request carries a valid admin session, for
// public routes that show the admin more (GET /api/settings). A database
// failure counts as "no": the caller then shows what everyone sees.
func (s *Sessions) IsAdmin(c *gin.Context) bool {
	if _, ok := SessionFrom(c); ok {
		return true
	}
	sess, err := s.fromRequest(c)
	if err != nil {
		if !errors.Is(err, ErrNoSession) {
			logging.FromContext(c.Request.Context()).Error("checking the admin session failed", zap.Error(err))
		}
		return false
	}
	c.Set(sessionKey, sess)
	return true
}

func (s *Sessions) fromRequest(c *gin.Context) (Session, error) {
	token, err := c.Cookie(CookieName)
	if err != nil || token == "" {
		return Session{}, ErrNoSession
	}
	return s.Lookup(c.Request.Context(), token)
}
