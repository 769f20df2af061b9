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
		_, store := openMigrated(t, cfg)
		clk := clock.NewManual(time.Date(2026, 1, 10, 8, 0, 0, 123456789, time.UTC))
		sessions := auth.NewSessions(store, clk, zap.NewNop())

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
	_, store := openMigrated(t, dbtest.Config(t, "sqlite"))
	sessions := auth.NewSessions(store, clock.System{}, zap.NewNop())
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
