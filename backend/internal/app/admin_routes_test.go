package app_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

// probeRoutes adds one admin route, so this test proves the guard itself even
// before the shop has admin routes of its own.
type probeRoutes struct{ reached *bool }

func (p probeRoutes) RegisterRoutes(r *httpserver.Routes) {
	r.AdminRoute(http.MethodPost, "/test/admin-probe", func(c *gin.Context) {
		*p.reached = true
		c.Status(http.StatusNoContent)
	})
}

// TestEveryAdminRouteRefusesAStranger walks every route registered on the
// admin group and checks it answers 401 without a session, with a forged or
// unknown token and with an expired session, and that no handler behind the
// guard runs.
func TestEveryAdminRouteRefusesAStranger(t *testing.T) {
	t.Parallel()
	reached := false
	a := apptest.Start(t, dbtest.Config(t, "sqlite"),
		fx.Provide(httpserver.AsRoutes(func() probeRoutes { return probeRoutes{reached: &reached} })))

	if len(a.Engine.AdminRoutes) == 0 {
		t.Fatal("no admin routes recorded")
	}
	// A real session, then expired in the database.
	expired := a.AdminCookie(t)
	past := time.Now().Add(-time.Minute).UTC()
	if err := a.DB.Exec("UPDATE admin_sessions SET expires_at = ?", past).Error; err != nil {
		t.Fatalf("expire the session: %v", err)
	}
	cookies := []string{
		"",
		"dhoni_session=forged-" + strings.Repeat("a", 40),
		"dhoni_session=" + strings.Repeat("A", 43), // the shape of a token, never issued
		expired,
	}
	param := regexp.MustCompile(`[:*][A-Za-z_]+`)
	for _, r := range a.Engine.AdminRoutes {
		path := param.ReplaceAllString(r.Path, "x")
		for _, cookie := range cookies {
			h := http.Header{"Content-Type": {"application/json"}}
			if cookie != "" {
				h.Set("Cookie", cookie)
			}
			res := a.Do(t, r.Method, path, h, strings.NewReader(`{}`))
			if res.StatusCode != http.StatusUnauthorized {
				t.Errorf("%s %s (cookie %q): got %d, want 401", r.Method, path, cookie, res.StatusCode)
			}
		}
	}
	if reached {
		t.Error("an admin handler ran for a stranger")
	}
}
