// Package httpapi is the auth module's HTTP adapter: sign-in, sign-out and
// the session state under /api/auth, the owner's password change, the
// guard in front of every admin route and the admin check public routes use
// to show the admin more. Failed sign-ins are limited per client through
// platform/ratelimit (DHONI_LIMIT_LOGIN).
package httpapi

import (
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
)

// Messages of the sign-in routes (the spec's words where it has them).
const (
	MsgPasswordRequired  = "Password is required"
	MsgIncorrectPassword = "Incorrect password."
)

// Handler serves sign-in, sign-out and the session state.
type Handler struct {
	creds    *auth.Credentials
	sessions *auth.Sessions
	// attempts counts password checks per client address: an attempt is
	// counted before the password is checked, so concurrent guesses cannot
	// slip past the limit, and a success forgets the client's failures.
	// Keyed to the client only, it never locks the owner out from
	// everywhere (docs/security.md).
	attempts ratelimit.Limiter
}

// New returns the sign-in handler, with the login limit from limits.
func New(creds *auth.Credentials, sessions *auth.Sessions, limits ratelimit.Provider, cfg config.Config) *Handler {
	return &Handler{creds: creds, sessions: sessions, attempts: ratelimit.For(limits, "login", cfg.Limits.Login)}
}

// RegisterRoutes adds /api/auth/login, /api/auth/logout, /api/auth/session
// and, for the admin, /api/auth/password.
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.Public.POST("/auth/login", h.login)
	r.Public.POST("/auth/logout", h.logout)
	r.Public.GET("/auth/session", h.session)
	r.AdminRoute(http.MethodPut, "/auth/password", h.changePassword)
}

type loginBody struct {
	Password string `json:"password"`
}

func (h *Handler) login(c *gin.Context) {
	var body loginBody
	if err := httpserver.DecodeJSON(c.Request.Body, &body); err != nil {
		var fe *fault.Error
		if errors.As(err, &fe) && fe.Kind == fault.Invalid && fe.Fields["password"] != "" {
			fe.Message, fe.Fields["password"] = MsgPasswordRequired, MsgPasswordRequired
		}
		httpserver.Fail(c, err)
		return
	}
	if body.Password == "" {
		httpserver.Fail(c, fault.InvalidFields(MsgPasswordRequired, map[string]string{"password": MsgPasswordRequired}))
		return
	}

	client := httpserver.ClientKey(c)
	ok, answered := h.checkPassword(c, body.Password)
	if answered {
		return
	}
	if !ok {
		logging.FromContext(c.Request.Context()).Warn("failed admin sign-in", zap.String("client_ip", client))
		httpserver.Fail(c, fault.New(fault.Unauthorized, MsgIncorrectPassword))
		return
	}

	// A new token on every sign-in; the one the browser held is ended.
	if old, err := c.Cookie(CookieName); err == nil {
		if err := h.sessions.Delete(c.Request.Context(), old); err != nil {
			httpserver.Fail(c, err)
			return
		}
	}
	token, s, err := h.sessions.Create(c.Request.Context())
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	logging.FromContext(c.Request.Context()).Info("admin signed in", zap.String("client_ip", client))
	setCookie(c, token, s)
	c.Status(http.StatusNoContent)
}

// checkPassword checks password for the request's client under the
// sign-in limit: the attempt is counted before the check, and a match
// forgets the client's failures. answered is true when the request has
// been answered already: 429 with Retry-After, or 500 when the limit or the
// password could not be checked.
func (h *Handler) checkPassword(c *gin.Context, password string) (matches, answered bool) {
	ctx, client := c.Request.Context(), httpserver.ClientKey(c)
	wait, err := h.attempts.Allow(ctx, client)
	if err == nil && wait > 0 {
		c.Header("Retry-After", strconv.Itoa(ratelimit.RetryAfter(wait)))
		httpserver.Fail(c, fault.New(fault.TooManyRequests, tooManyAttempts(wait)))
		return false, true
	}
	if err == nil {
		matches, err = h.creds.Matches(ctx, password)
	}
	if err == nil && matches {
		err = h.attempts.Forget(ctx, client)
	}
	if err != nil {
		httpserver.Fail(c, err)
		return false, true
	}
	return matches, false
}

// tooManyAttempts says how long to wait, in whole minutes rounded up.
func tooManyAttempts(wait time.Duration) string {
	minutes := int(math.Ceil(wait.Minutes()))
	unit := "minutes"
	if minutes == 1 {
		unit = "minute"
	}
	return fmt.Sprintf("Too many failed attempts. Please try again in %d %s.", minutes, unit)
}

func (h *Handler) logout(c *gin.Context) {
	if token, err := c.Cookie(CookieName); err == nil {
		if err := h.sessions.Delete(c.Request.Context(), token); err != nil {
			httpserver.Fail(c, err)
			return
		}
	}
	clearCookie(c)
	c.Status(http.StatusNoContent)
}

type sessionBody struct {
	Authenticated bool       `json:"authenticated"`
	ExpiresAt     *time.Time `json:"expiresAt,omitempty"`
}

func (h *Handler) session(c *gin.Context) {
	token, err := c.Cookie(CookieName)
	if err != nil {
		c.JSON(http.StatusOK, sessionBody{})
		return
	}
	s, err := h.sessions.Lookup(c.Request.Context(), token)
	switch {
	case errors.Is(err, auth.ErrNoSession):
		clearCookie(c) // a stale cookie is of no use to the browser
		c.JSON(http.StatusOK, sessionBody{})
	case err != nil:
		httpserver.Fail(c, err)
	default:
		c.JSON(http.StatusOK, sessionBody{Authenticated: true, ExpiresAt: &s.ExpiresAt})
	}
}

func setCookie(c *gin.Context, token string, s auth.Session) {
	http.SetCookie(c.Writer, &http.Cookie{
		Name:     CookieName,
		Value:    token,
		Path:     "/",
		MaxAge:   int(s.ExpiresAt.Sub(s.CreatedAt).Seconds()),
		HttpOnly: true,
		Secure:   httpserver.IsHTTPS(c),
		SameSite: http.SameSiteStrictMode,
	})
}

func clearCookie(c *gin.Context) {
	http.SetCookie(c.Writer, &http.Cookie{
		Name:     CookieName,
		Value:    "",
		Path:     "/",
		MaxAge:   -1,
		HttpOnly: true,
		Secure:   httpserver.IsHTTPS(c),
		SameSite: http.SameSiteStrictMode,
	})
}
