package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

func TestSweepDeletesOnlyExpiredSessions(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		db := openMigrated(t, cfg)
		clk := clock.NewManual(time.Date(2026, 1, 10, 8, 0, 0, 123456789, time.UTC))
		sessions := auth.NewSessions(db.DB, clk, zap.NewNop())

		var old []string
		for range 2 {
			token, _, err := sessions.Create(ctx)
			if err != nil {
				t.Fatal(err)
			}
			old = append(old, token)
		}
		clk.Advance(3 * 24 * time.Hour)
		fresh, _, err := sessions.Create(ctx)
		if err != nil {
			t.Fatal(err)
		}

		clk.Advance(auth.SessionTTL - 3*24*time.Hour) // the first two just expired
		n, err := sessions.DeleteExpired(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n != 2 {
			t.Errorf("DeleteExpired: got %d, want 2", n)
		}
		if _, err := sessions.Lookup(ctx, fresh); err != nil {
			t.Errorf("the unexpired session: got %v, want it kept", err)
		}
		for _, token := range old {
			if _, err := sessions.Lookup(ctx, token); !errors.Is(err, auth.ErrNoSession) {
				t.Errorf("an expired session: got %v, want ErrNoSession", err)
			}
		}
	})
}

func TestLookupRefusesTokensItDidNotIssue(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := openMigrated(t, dbtest.Config(t, "sqlite"))
	sessions := auth.NewSessions(db.DB, clock.System{}, zap.NewNop())
	token, _, err := sessions.Create(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, token string }{
		{"empty", ""},
		{"short", "abc"},
		{"forged", "forged-" + strings.Repeat("a", 40)},
		{"well-formed but unknown", strings.Repeat("A", len(token))},
		{"one character changed", flip(token)},
		{"padded", token + "="},
		{"not base64url", strings.Repeat("+", len(token))},
	} {
		if _, err := sessions.Lookup(ctx, tc.token); !errors.Is(err, auth.ErrNoSession) {
			t.Errorf("%s token: got %v, want ErrNoSession", tc.name, err)
		}
	}
	if _, err := sessions.Lookup(ctx, token); err != nil {
		t.Errorf("the issued token: got %v, want a session", err)
	}
}

func flip(s string) string {
	b := []byte(s)
	if b[0] == 'A' {
		b[0] = 'B'
	} else {
		b[0] = 'A'
	}
	return string(b)
}

func TestLoginLimiter(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		// failures are minutes after start at which client "a" fails.
		failures []int
		// at is when "a" tries again, in minutes after start.
		at   int
		wait time.Duration
	}{
		{"four failures leave one try", []int{0, 1, 2, 3}, 4, 0},
		{"five failures block", []int{0, 1, 2, 3, 4}, 5, 10 * time.Minute},
		{"the window slides past the first failure", []int{0, 1, 2, 3, 4}, 15, 0},
		{"spread-out failures do not add up", []int{0, 20, 40, 60, 80}, 81, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			clk := clock.NewManual(start)
			l := auth.NewLoginLimiter(clk)
			for _, m := range tc.failures {
				clk.Advance(start.Add(time.Duration(m) * time.Minute).Sub(clk.Now()))
				if w := l.Try("a"); w != 0 {
					t.Fatalf("failure at minute %d: blocked for %v, want allowed", m, w)
				}
			}
			clk.Advance(start.Add(time.Duration(tc.at) * time.Minute).Sub(clk.Now()))
			if got := l.Try("a"); got != tc.wait {
				t.Errorf("try at minute %d: wait %v, want %v", tc.at, got, tc.wait)
			}
			if got := l.Try("b"); got != 0 {
				t.Errorf("another client: wait %v, want 0", got)
			}
		})
	}
}

func TestLoginLimiterSuccessForgets(t *testing.T) {
	t.Parallel()
	l := auth.NewLoginLimiter(clock.NewManual(time.Now()))
	for range auth.MaxFailedLogins - 1 {
		l.Try("a")
	}
	l.Succeeded("a")
	for i := range auth.MaxFailedLogins {
		if w := l.Try("a"); w != 0 {
			t.Fatalf("attempt %d after a success: wait %v, want 0", i+1, w)
		}
	}
	if w := l.Try("a"); w == 0 {
		t.Error("sixth attempt: allowed, want blocked")
	}
}
