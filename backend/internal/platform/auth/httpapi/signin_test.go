package httpapi_test

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/auth/httpapi"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

var jsonHeader = http.Header{"Content-Type": {"application/json"}}

// quick configures the admin password as a cheap bcrypt hash (the configured
// hash wins over the plain password): these tests compare passwords dozens of
// times, and the production cost would make them slow, not more telling.
func quick(t *testing.T, cfg config.Config) config.Config {
	t.Helper()
	h, err := bcrypt.GenerateFromPassword([]byte(cfg.AdminPassword), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	cfg.AdminPasswordHash = string(h)
	return cfg
}

func login(t *testing.T, a *apptest.App, password string, header http.Header) *http.Response {
	t.Helper()
	h := jsonHeader.Clone()
	for k, v := range header {
		h[k] = v
	}
	b, err := json.Marshal(map[string]string{"password": password})
	if err != nil {
		t.Fatal(err)
	}
	return a.Do(t, http.MethodPost, "/api/auth/login", h, strings.NewReader(string(b)))
}

func sessionCookie(t *testing.T, res *http.Response) *http.Cookie {
	t.Helper()
	for _, c := range res.Cookies() {
		if c.Name == httpapi.CookieName {
			return c
		}
	}
	t.Fatalf("no %s cookie in the answer (Set-Cookie: %q)", httpapi.CookieName, res.Header.Values("Set-Cookie"))
	return nil
}

type sessionState struct {
	Authenticated bool       `json:"authenticated"`
	ExpiresAt     *time.Time `json:"expiresAt"`
}

func session(t *testing.T, a *apptest.App, cookie string) sessionState {
	t.Helper()
	return apptest.Decode[sessionState](t, a.GetOK(t, "/api/auth/session", cookie))
}

func errorBody(t *testing.T, res *http.Response) httpserver.ErrorBody {
	t.Helper()
	return apptest.Decode[httpserver.ErrorBody](t, apptest.ReadBody(t, res))
}

// adminStatus asks an admin route (PUT /api/settings with an empty object:
// 422 once past the guard) whether cookie is let through.
func adminStatus(t *testing.T, a *apptest.App, cookie string) int {
	t.Helper()
	return a.Do(t, http.MethodPut, "/api/settings", apptest.AsAdmin(cookie), strings.NewReader(`{}`)).StatusCode
}

func countSessions(t *testing.T, a *apptest.App) int64 {
	t.Helper()
	var n int64
	if err := a.DB.Raw("SELECT count(*) FROM admin_sessions").Scan(&n).Error; err != nil {
		t.Fatal(err)
	}
	return n
}

func TestLoginStartsASession(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := apptest.Start(t, quick(t, cfg))
		if s := session(t, a, ""); s.Authenticated || s.ExpiresAt != nil {
			t.Errorf("before sign-in: got %+v, want not authenticated and no expiresAt", s)
		}

		res := login(t, a, cfg.AdminPassword, nil)
		if res.StatusCode != http.StatusNoContent {
			t.Fatalf("POST /api/auth/login: got %d, want 204", res.StatusCode)
		}
		c := sessionCookie(t, res)
		if !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/" || c.Secure {
			t.Errorf("cookie: got HttpOnly=%v SameSite=%v Path=%q Secure=%v; want HttpOnly, Strict, /, not Secure over plain http",
				c.HttpOnly, c.SameSite, c.Path, c.Secure)
		}
		if want := int(auth.SessionTTL.Seconds()); c.MaxAge != want {
			t.Errorf("cookie Max-Age: got %d, want %d", c.MaxAge, want)
		}
		raw, err := base64.RawURLEncoding.DecodeString(c.Value)
		if err != nil || len(raw) != 32 {
			t.Errorf("token %q: want 32 random bytes in base64url (%v)", c.Value, err)
		}

		s := session(t, a, c.Name+"="+c.Value)
		if !s.Authenticated || s.ExpiresAt == nil {
			t.Fatalf("after sign-in: got %+v, want authenticated with expiresAt", s)
		}
		if d := time.Until(*s.ExpiresAt) - auth.SessionTTL; d > time.Minute || d < -time.Minute {
			t.Errorf("expiresAt %v: want about 7 days from now", s.ExpiresAt)
		}

		// Only the token's SHA-256 is kept.
		var ids []string
		if err := a.DB.Raw("SELECT id FROM admin_sessions").Scan(&ids).Error; err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(raw)
		if len(ids) != 1 || ids[0] != hex.EncodeToString(sum[:]) {
			t.Errorf("stored ids %v: want the one SHA-256 of the token", ids)
		}
		if strings.Contains(strings.Join(ids, ","), c.Value) {
			t.Error("the raw token is stored")
		}
	})
}

func TestLoginCookieIsSecureOverHTTPS(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	cfg.TrustedProxies = []string{"127.0.0.1"}
	behindProxy := apptest.Start(t, quick(t, cfg))
	direct := apptest.Start(t, quick(t, dbtest.Config(t, "sqlite")))
	https := http.Header{"X-Forwarded-Proto": {"https"}}

	if c := sessionCookie(t, login(t, behindProxy, cfg.AdminPassword, https)); !c.Secure {
		t.Error("via a trusted proxy saying https: cookie not Secure, want Secure")
	}
	if c := sessionCookie(t, login(t, behindProxy, cfg.AdminPassword, nil)); c.Secure {
		t.Error("via a trusted proxy over plain http: cookie Secure, want not")
	}
	if c := sessionCookie(t, login(t, direct, direct.Config.AdminPassword, https)); c.Secure {
		t.Error("a client's own X-Forwarded-Proto: cookie Secure, want not (not a trusted proxy)")
	}
}

func TestLoginRefusals(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, quick(t, dbtest.Config(t, "sqlite")))
	for _, tc := range []struct {
		name   string
		body   string
		status int
		want   httpserver.ErrorBody
	}{
		{"wrong password", `{"password":"nope"}`, http.StatusUnauthorized,
			httpserver.ErrorBody{Error: "Incorrect password."}},
		{"empty password", `{"password":""}`, http.StatusUnprocessableEntity,
			httpserver.ErrorBody{Error: "Password is required", Fields: map[string]string{"password": "Password is required"}}},
		{"missing password", `{}`, http.StatusUnprocessableEntity,
			httpserver.ErrorBody{Error: "Password is required", Fields: map[string]string{"password": "Password is required"}}},
		{"password of the wrong type", `{"password":12345}`, http.StatusUnprocessableEntity,
			httpserver.ErrorBody{Error: "Password is required", Fields: map[string]string{"password": "Password is required"}}},
		{"broken JSON", `{"password":`, http.StatusBadRequest,
			httpserver.ErrorBody{Error: "Request body is not valid JSON"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := a.Do(t, http.MethodPost, "/api/auth/login", jsonHeader, strings.NewReader(tc.body))
			if res.StatusCode != tc.status {
				t.Fatalf("got %d, want %d", res.StatusCode, tc.status)
			}
			got := errorBody(t, res)
			if got.Error != tc.want.Error || len(got.Fields) != len(tc.want.Fields) || got.Fields["password"] != tc.want.Fields["password"] {
				t.Errorf("body: got %+v, want %+v", got, tc.want)
			}
			if len(res.Header.Values("Set-Cookie")) != 0 {
				t.Errorf("a refused sign-in set a cookie: %q", res.Header.Values("Set-Cookie"))
			}
		})
	}
}

func TestLoginIsRateLimitedPerClient(t *testing.T) {
	t.Parallel()
	clk := clock.NewManual(time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC))
	a := apptest.Start(t, quick(t, dbtest.Config(t, "sqlite")), apptest.WithClock(clk))
	right := a.Config.AdminPassword

	for i := 1; i <= maxFailedLogins; i++ {
		if res := login(t, a, "wrong", nil); res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("failed attempt %d: got %d, want 401", i, res.StatusCode)
		}
		clk.Advance(time.Minute)
	}
	// The first failure was 5 minutes ago: 10 minutes of the window are left.
	for _, password := range []string{"wrong", right} {
		res := login(t, a, password, nil)
		if res.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("attempt after %d failures: got %d, want 429", maxFailedLogins, res.StatusCode)
		}
		if got := res.Header.Get("Retry-After"); got != "600" {
			t.Errorf("Retry-After: got %q, want 600", got)
		}
		e := errorBody(t, res)
		if got, want := e.Error, "Too many failed attempts. Please try again in 10 minutes."; got != want {
			t.Errorf("message: got %q, want %q", got, want)
		}
		if e.Code != "too_many_login_attempts" || e.Params["minutes"] != "10" {
			t.Errorf("code: got %q %v, want too_many_login_attempts with minutes 10", e.Code, e.Params)
		}
	}

	clk.Advance(9*time.Minute + 30*time.Second)
	res := login(t, a, right, nil)
	if got, want := errorBody(t, res).Error, "Too many failed attempts. Please try again in 1 minute."; res.StatusCode != http.StatusTooManyRequests || got != want {
		t.Errorf("30 s before the window ends: got %d %q, want 429 %q", res.StatusCode, got, want)
	}

	clk.Advance(30 * time.Second)
	if res := login(t, a, right, nil); res.StatusCode != http.StatusNoContent {
		t.Fatalf("right password once the window passed: got %d, want 204", res.StatusCode)
	}
	// The success forgot the failures: five more wrong tries are each a 401.
	for i := 1; i <= maxFailedLogins; i++ {
		if res := login(t, a, "wrong", nil); res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("failed attempt %d after a success: got %d, want 401", i, res.StatusCode)
		}
	}
	if res := login(t, a, "wrong", nil); res.StatusCode != http.StatusTooManyRequests {
		t.Errorf("sixth failure after a success: got %d, want 429", res.StatusCode)
	}
}

func TestEachLoginIssuesANewTokenAndLogoutEndsIt(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, quick(t, dbtest.Config(t, "sqlite")))
	first := a.AdminCookie(t)

	res := login(t, a, a.Config.AdminPassword, http.Header{"Cookie": {first}})
	second := httpapi.CookieName + "=" + sessionCookie(t, res).Value
	if second == first {
		t.Fatal("a second sign-in kept the same token, want a new one")
	}
	if s := session(t, a, first); s.Authenticated {
		t.Error("the replaced token is still authenticated")
	}
	if got := adminStatus(t, a, first); got != http.StatusUnauthorized {
		t.Errorf("admin route with the replaced token: got %d, want 401", got)
	}
	if got := adminStatus(t, a, second); got != http.StatusUnprocessableEntity {
		t.Errorf("admin route with the new token: got %d, want 422 (past the guard)", got)
	}

	res = a.Do(t, http.MethodPost, "/api/auth/logout", http.Header{"Cookie": {second}}, nil)
	if res.StatusCode != http.StatusNoContent {
		t.Fatalf("POST /api/auth/logout: got %d, want 204", res.StatusCode)
	}
	if c := sessionCookie(t, res); c.Value != "" || c.MaxAge >= 0 {
		t.Errorf("logout cookie: got value %q Max-Age %d, want it cleared", c.Value, c.MaxAge)
	}
	if s := session(t, a, second); s.Authenticated {
		t.Error("the token is still authenticated after logout")
	}
	if got := adminStatus(t, a, second); got != http.StatusUnauthorized {
		t.Errorf("admin route after logout: got %d, want 401", got)
	}
	if n := countSessions(t, a); n != 0 {
		t.Errorf("sessions left after logout: got %d, want 0", n)
	}
	if res := a.Do(t, http.MethodPost, "/api/auth/logout", nil, nil); res.StatusCode != http.StatusNoContent {
		t.Errorf("logout without a session: got %d, want 204", res.StatusCode)
	}
}

func TestSessionSurvivesARestart(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, cookie := apptest.StartAsAdmin(t, quick(t, cfg))
		a.Stop(t)

		b := apptest.Start(t, quick(t, cfg))
		if s := session(t, b, cookie); !s.Authenticated {
			t.Error("after a restart: not authenticated, want the session kept")
		}
		if got := adminStatus(t, b, cookie); got != http.StatusUnprocessableEntity {
			t.Errorf("admin route after a restart: got %d, want 422 (past the guard)", got)
		}
	})
}

func TestExpiredSessionIsRefusedAndDeleted(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		clk := clock.NewManual(time.Now())
		a, cookie := apptest.StartAsAdmin(t, quick(t, cfg), apptest.WithClock(clk))

		clk.Advance(auth.SessionTTL - time.Second)
		if got := adminStatus(t, a, cookie); got != http.StatusUnprocessableEntity {
			t.Fatalf("a second before expiry: got %d, want 422 (past the guard)", got)
		}
		clk.Advance(time.Second)
		res := a.Do(t, http.MethodPut, "/api/settings", apptest.AsAdmin(cookie), strings.NewReader(`{}`))
		if res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("at expiry: got %d, want 401", res.StatusCode)
		}
		if got := errorBody(t, res).Error; got != "Not logged in" {
			t.Errorf("message: got %q, want %q", got, "Not logged in")
		}
		if s := session(t, a, cookie); s.Authenticated {
			t.Error("GET /api/auth/session: authenticated with an expired session")
		}
		if n := countSessions(t, a); n != 0 {
			t.Errorf("expired sessions left: got %d, want 0 (deleted when presented)", n)
		}
	})
}

// TestSweepRemovesExpiredSessionsNobodyPresents: the sweep runs when the
// server starts (and every authfx.SweepInterval after), not only when a cookie
// is presented.
func TestSweepRemovesExpiredSessionsNobodyPresents(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	a := apptest.Start(t, quick(t, cfg))
	a.AdminCookie(t)
	a.AdminCookie(t)
	if err := a.DB.Exec("UPDATE admin_sessions SET expires_at = ?", time.Now().Add(-time.Hour).UTC()).Error; err != nil {
		t.Fatal(err)
	}
	keep := a.AdminCookie(t)
	a.Stop(t)

	b := apptest.Start(t, quick(t, cfg))
	if !apptest.Eventually(func() bool { return countSessions(t, b) == 1 }) {
		t.Fatalf("sessions after start: got %d, want 1 (the expired ones swept)", countSessions(t, b))
	}
	if s := session(t, b, keep); !s.Authenticated {
		t.Error("the unexpired session was swept too")
	}
}

// maxFailedLogins is the default login limit (DHONI_LIMIT_LOGIN).
var maxFailedLogins = config.Defaults().Limits.Login.Max
