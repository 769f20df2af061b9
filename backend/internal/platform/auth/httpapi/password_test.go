package httpapi_test

import (
	"encoding/json"
	"maps"
	"net/http"
	"strings"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// wantOnlyNewPassword checks that the new password signs in and the old one
// (the configured one) no longer does.
func wantOnlyNewPassword(t *testing.T, a *apptest.App, old, changed, when string) {
	t.Helper()
	if got := login(t, a, old, nil).StatusCode; got != http.StatusUnauthorized {
		t.Errorf("%s, the old password: got %d, want 401", when, got)
	}
	if got := login(t, a, changed, nil).StatusCode; got != http.StatusNoContent {
		t.Errorf("%s, the new password: got %d, want 204", when, got)
	}
}

func changePassword(t *testing.T, a *apptest.App, cookie string, body any) *http.Response {
	t.Helper()
	var raw string
	switch b := body.(type) {
	case string:
		raw = b
	default:
		enc, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		raw = string(enc)
	}
	h := jsonHeader.Clone()
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	return a.Do(t, http.MethodPut, "/api/auth/password", h, strings.NewReader(raw))
}

func passwords(current, next string) map[string]string {
	return map[string]string{"currentPassword": current, "newPassword": next}
}

// TestChangingThePassword: the new password replaces the configured one, also
// after a restart; every other session is signed out, this one stays.
func TestChangingThePassword(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg = quick(t, cfg)
		a := apptest.Start(t, cfg)
		this, other := a.AdminCookie(t), a.AdminCookie(t)

		res := changePassword(t, a, this, passwords(cfg.AdminPassword, "harbour-lights-42"))
		if res.StatusCode != http.StatusNoContent {
			t.Fatalf("PUT /api/auth/password: got %d %+v, want 204", res.StatusCode, errorBody(t, res))
		}
		wantOnlyNewPassword(t, a, cfg.AdminPassword, "harbour-lights-42", "after the change")
		if got := adminStatus(t, a, other); got != http.StatusUnauthorized {
			t.Errorf("the other session: got %d, want 401 (signed out)", got)
		}
		if got := adminStatus(t, a, this); got != http.StatusUnprocessableEntity {
			t.Errorf("the session that changed it: got %d, want 422 (still signed in)", got)
		}
		var stored string
		if err := a.DB.Raw("SELECT password_hash FROM admin_credentials WHERE id = 1").Scan(&stored).Error; err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(stored, "$2") || strings.Contains(stored, "harbour") {
			t.Errorf("stored %q: want a bcrypt hash, never the password", stored)
		}

		// A new server on the same database, with the same configuration.
		a.Stop(t)
		b := apptest.Start(t, cfg)
		wantOnlyNewPassword(t, b, cfg.AdminPassword, "harbour-lights-42", "after a restart")
		if got := adminStatus(t, b, this); got != http.StatusUnprocessableEntity {
			t.Errorf("after a restart, the session that changed it: got %d, want 422 (still signed in)", got)
		}
	})
}

func TestPasswordChangeRefusals(t *testing.T) {
	t.Parallel()
	cfg := quick(t, dbtest.Config(t, "sqlite"))
	a, admin := apptest.StartAsAdmin(t, cfg)
	current := cfg.AdminPassword
	for _, tc := range []struct {
		name string
		body any
		want map[string]string
	}{
		{"wrong current password", passwords("not-it", "harbour-lights-42"),
			map[string]string{"currentPassword": "Current password is incorrect"}},
		{"empty current password", passwords("", "harbour-lights-42"),
			map[string]string{"currentPassword": "Current password is required"}},
		{"nothing sent", `{}`, map[string]string{
			"currentPassword": "Current password is required", "newPassword": "New password must be at least 8 characters"}},
		{"new password too short", passwords(current, "seven77"),
			map[string]string{"newPassword": "New password must be at least 8 characters"}},
		{"new password over bcrypt's 72 bytes (37 Thaana letters)", passwords(current, strings.Repeat("ހ", 37)),
			map[string]string{"newPassword": "New password must be at most 72 bytes"}},
		{"new password the same", passwords(current, current),
			map[string]string{"newPassword": "New password must differ from the current one"}},
		{"wrong current and a short new one", passwords("not-it", "short"), map[string]string{
			"currentPassword": "Current password is incorrect", "newPassword": "New password must be at least 8 characters"}},
		{"a number for a password", `{"currentPassword": 12345678, "newPassword": "harbour-lights-42"}`,
			map[string]string{"currentPassword": "Current password is required"}},
		{"an unknown field", `{"currentPassword": "x", "newPassword": "harbour-lights-42", "confirm": "y"}`,
			map[string]string{"confirm": "Unknown field"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := changePassword(t, a, admin, tc.body)
			if res.StatusCode != http.StatusUnprocessableEntity {
				t.Fatalf("got %d, want 422", res.StatusCode)
			}
			got := errorBody(t, res)
			if got.Error != "Please fix the highlighted fields." || !maps.Equal(got.Fields, tc.want) {
				t.Errorf("got %+v, want fields %v", got, tc.want)
			}
		})
	}
	if got := adminStatus(t, a, admin); got != http.StatusUnprocessableEntity {
		t.Errorf("after refused changes the session: got %d, want still signed in", got)
	}
	if got := login(t, a, current, nil).StatusCode; got != http.StatusNoContent {
		t.Errorf("after refused changes the old password: got %d, want 204 (unchanged)", got)
	}
	if res := changePassword(t, a, "", passwords(current, "harbour-lights-42")); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("a stranger: got %d, want 401", res.StatusCode)
	}
	if got := login(t, a, current, nil).StatusCode; got != http.StatusNoContent {
		t.Errorf("after a stranger's try the old password: got %d, want 204 (unchanged)", got)
	}
}

// TestWrongCurrentPasswordsCountAsFailedSignIns: guessing through the change
// form is held to the sign-in limit, and the two share the count.
func TestWrongCurrentPasswordsCountAsFailedSignIns(t *testing.T) {
	t.Parallel()
	clk := clock.NewManual(time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC))
	cfg := quick(t, dbtest.Config(t, "sqlite"))
	a, admin := apptest.StartAsAdmin(t, cfg, apptest.WithClock(clk))
	for i := 1; i < maxFailedLogins; i++ {
		if res := changePassword(t, a, admin, passwords("guess", "harbour-lights-42")); res.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("wrong current password %d: got %d, want 422", i, res.StatusCode)
		}
	}
	if res := login(t, a, "guess", nil); res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("fifth failure, at sign-in: got %d, want 401", res.StatusCode)
	}
	const want = "Too many failed attempts. Please try again in 15 minutes."
	for _, password := range []string{"guess", cfg.AdminPassword} {
		res := changePassword(t, a, admin, passwords(password, "harbour-lights-42"))
		if res.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("change after %d failures: got %d, want 429", maxFailedLogins, res.StatusCode)
		}
		if got := errorBody(t, res).Error; got != want {
			t.Errorf("message: got %q, want %q", got, want)
		}
		if got := res.Header.Get("Retry-After"); got != "900" {
			t.Errorf("Retry-After: got %q, want 900", got)
		}
	}
	clk.Advance(config.Defaults().Limits.Login.Window)
	if res := changePassword(t, a, admin, passwords(cfg.AdminPassword, "harbour-lights-42")); res.StatusCode != http.StatusNoContent {
		t.Errorf("once the window passed: got %d, want 204", res.StatusCode)
	}
}
