package auth_test

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

func addSessions(t *testing.T, db *database.DB, ids ...string) {
	t.Helper()
	now := time.Now().UTC()
	for _, id := range ids {
		err := db.Exec("INSERT INTO admin_sessions (id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?)",
			id, now, now.Add(time.Hour), now).Error
		if err != nil {
			t.Fatal(err)
		}
	}
}

func sessionIDs(t *testing.T, db *database.DB) []string {
	t.Helper()
	var ids []string
	if err := db.Raw("SELECT id FROM admin_sessions ORDER BY id").Scan(&ids).Error; err != nil {
		t.Fatal(err)
	}
	return ids
}

// TestPasswordChangedInTheAdminWinsUntilReset: a changed password replaces the
// configured one, also for a server started later, until reset-password
// clears it; then the configured one applies again and everyone is signed out.
func TestPasswordChangedInTheAdminWinsUntilReset(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		db, store := openMigrated(t, cfg)
		creds, err := auth.LoadCredentials(ctx, cfg, store, zap.NewNop())
		if err != nil {
			t.Fatal(err)
		}
		addSessions(t, db, "keep", "other-1", "other-2")
		if err := creds.Change(ctx, "a new secret", "keep"); err != nil {
			t.Fatalf("Change: %v", err)
		}
		if got := sessionIDs(t, db); len(got) != 1 || got[0] != "keep" {
			t.Errorf("sessions after the change: got %v, want only the one that changed it", got)
		}
		if matches(t, creds, dbtest.AdminPassword) || !matches(t, creds, "a new secret") {
			t.Error("the running server: want the new password accepted and the configured one refused")
		}

		restarted, err := auth.LoadCredentials(ctx, cfg, store, zap.NewNop())
		if err != nil {
			t.Fatal(err)
		}
		if restarted.Source() != auth.ChangedInAdmin || !matches(t, restarted, "a new secret") || matches(t, restarted, dbtest.AdminPassword) {
			t.Errorf("after a restart: source %s; want the changed password to stay in force", restarted.Source())
		}

		res, err := auth.ResetPassword(ctx, cfg, store)
		if err != nil {
			t.Fatalf("ResetPassword: %v", err)
		}
		if !res.Cleared || res.Configured != auth.FromConfiguredHash || res.Generated != "" || res.SignedOut != 1 {
			t.Errorf("reset: got %+v, want cleared, the configured hash in force, 1 session signed out", res)
		}
		if got := sessionIDs(t, db); len(got) != 0 {
			t.Errorf("sessions after the reset: got %v, want none", got)
		}
		// The running server follows without a restart.
		if !matches(t, restarted, dbtest.AdminPassword) || matches(t, restarted, "a new secret") {
			t.Error("after the reset: want the configured password again")
		}
		res, err = auth.ResetPassword(ctx, cfg, store)
		if err != nil || res.Cleared {
			t.Errorf("a second reset: got %+v, %v; want nothing to clear", res, err)
		}
	})
}

// TestResetWithoutAConfiguredPasswordMakesANewOne: with no password
// configured (a generated one was in use, or forgotten), the reset prints a
// new one, and the old ones no longer work.
func TestResetWithoutAConfiguredPasswordMakesANewOne(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.SQLite)
	cfg.AdminPassword, cfg.AdminPasswordHash = "", ""
	ctx := context.Background()
	_, store := openMigrated(t, cfg)
	creds, err := auth.LoadCredentials(ctx, cfg, store, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	if err := creds.Change(ctx, "changed and forgotten", "none"); err != nil {
		t.Fatal(err)
	}
	res, err := auth.ResetPassword(ctx, cfg, store)
	if err != nil {
		t.Fatalf("ResetPassword: %v", err)
	}
	if !res.Cleared || res.Configured != "" || len(res.Generated) < 16 {
		t.Fatalf("reset: got %+v, want cleared and a new generated password", res)
	}
	if !matches(t, creds, res.Generated) || matches(t, creds, "changed and forgotten") {
		t.Error("after the reset: want the new generated password, not the changed one")
	}
	restarted, err := auth.LoadCredentials(ctx, cfg, store, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	if restarted.Source() != auth.FromDatabase || !matches(t, restarted, res.Generated) {
		t.Errorf("after a restart: source %s; want the new generated password kept", restarted.Source())
	}

	// A generated password that was never changed, only forgotten: reset
	// replaces it.
	again, err := auth.ResetPassword(ctx, cfg, store)
	if err != nil {
		t.Fatal(err)
	}
	if again.Cleared || again.Generated == "" || again.Generated == res.Generated {
		t.Fatalf("second reset: got %+v, want a fresh generated password", again)
	}
	if matches(t, creds, res.Generated) || !matches(t, creds, again.Generated) {
		t.Error("after the second reset: want only the newest password accepted")
	}
}
