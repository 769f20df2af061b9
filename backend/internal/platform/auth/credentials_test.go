package auth_test

import (
	"context"
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/auth/gormstore"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
)

// openMigrated opens cfg's database with the auth tables, and the store on it.
func openMigrated(t *testing.T, cfg config.Config) (*database.DB, *gormstore.Store) {
	t.Helper()
	db := dbtest.OpenModule(t, cfg, "auth", gormstore.Migrations)
	return db, gormstore.New(db.DB)
}

func matches(t *testing.T, c *auth.Credentials, password string) bool {
	t.Helper()
	ok, err := c.Matches(context.Background(), password)
	if err != nil {
		t.Fatalf("Matches: %v", err)
	}
	return ok
}

func TestGeneratedPasswordIsPrintedOnceAndOnlyItsHashKept(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.AdminPassword, cfg.AdminPasswordHash = "", ""
		db, store := openMigrated(t, cfg)
		core, logs := observer.New(zap.InfoLevel)

		first, err := auth.LoadCredentials(context.Background(), cfg, store, zap.New(core))
		if err != nil {
			t.Fatal(err)
		}
		printed := logs.FilterMessageSnippet("generated admin password").All()
		if first.Source() != auth.Generated || len(printed) != 1 {
			t.Fatalf("first start: source %s, %d password lines; want generated, 1", first.Source(), len(printed))
		}
		password, _ := printed[0].ContextMap()["password"].(string)
		if len(password) < 16 || !matches(t, first, password) {
			t.Fatalf("printed password %q is short or does not match", password)
		}

		var stored string
		if err := db.Raw("SELECT password_hash FROM admin_credentials WHERE id = 1").Scan(&stored).Error; err != nil {
			t.Fatal(err)
		}
		if stored == password || len(stored) < 50 {
			t.Errorf("stored %q: want a bcrypt hash, never the password", stored)
		}

		second, err := auth.LoadCredentials(context.Background(), cfg, store, zap.New(core))
		if err != nil {
			t.Fatal(err)
		}
		if second.Source() != auth.FromDatabase || !matches(t, second, password) || matches(t, second, "wrong") {
			t.Errorf("second start: source %s; want the stored hash to be used", second.Source())
		}
		if n := logs.FilterMessageSnippet("generated admin password").Len(); n != 1 {
			t.Errorf("password printed %d times, want once", n)
		}
	})
}

func TestConfiguredPasswordWins(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, database.SQLite)
	_, store := openMigrated(t, cfg)

	hash, err := auth.HashPassword("from-hash")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name       string
		hash, pass string
		want       auth.PasswordSource
		matches    string
	}{
		{"hash", hash, "ignored", auth.FromConfiguredHash, "from-hash"},
		{"plain", "", "from-plain", auth.FromConfiguredPassword, "from-plain"},
	} {
		c := cfg
		c.AdminPasswordHash, c.AdminPassword = tc.hash, tc.pass
		creds, err := auth.LoadCredentials(context.Background(), c, store, zap.NewNop())
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if ok := matches(t, creds, tc.matches); creds.Source() != tc.want || !ok {
			t.Errorf("%s: source %s, matches %q: %v", tc.name, creds.Source(), tc.matches, ok)
		}
	}

	c := cfg
	c.AdminPasswordHash = "not-a-bcrypt-hash"
	if _, err := auth.LoadCredentials(context.Background(), c, store, zap.NewNop()); err == nil {
		t.Errorf("a malformed DHONI_ADMIN_PASSWORD_HASH was accepted")
	}
}
