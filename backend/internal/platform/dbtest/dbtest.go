// Package dbtest gives tests a fresh, empty database of each dialect: SQLite in
// a temporary directory, and PostgreSQL as a new database created on the server
// named by TEST_DATABASE_URL (dropped afterwards), so packages running in
// parallel never share rows.
//
// Without TEST_DATABASE_URL the PostgreSQL cases are skipped with a visible
// message, except in CI (CI=true) or with DHONI_REQUIRE_POSTGRES=1, where a
// missing PostgreSQL fails the run.
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io/fs"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"golang.org/x/crypto/bcrypt" // database/sql driver "pgx" for CREATE/DROP DATABASE

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// AdminPassword is the admin password of every test configuration.
const AdminPassword = "test-admin-password"

var (
	hashOnce sync.Once
	hash     string
	hashErr  error
)

// adminHash is a bcrypt hash of AdminPassword at the lowest cost, so starting
// an app in a test does not spend a quarter second on bcrypt.
func adminHash(t testing.TB) string {
	t.Helper()
	hashOnce.Do(func() {
		var h []byte
		h, hashErr = bcrypt.GenerateFromPassword([]byte(AdminPassword), bcrypt.MinCost)
		hash = string(h)
	})
	if hashErr != nil {
		t.Fatalf("hash the test admin password: %v", hashErr)
	}
	return hash
}

// Dialects are the databases every store is tested on.
var Dialects = []database.Dialect{database.SQLite, database.Postgres}

// Config returns a configuration for a fresh database of the dialect, with its
// own data directory and an ephemeral listen port.
func Config(t testing.TB, d database.Dialect) config.Config {
	t.Helper()
	dir := t.TempDir()
	cfg := config.Defaults()
	cfg.HTTPAddr = "127.0.0.1:0"
	cfg.ShutdownTimeout = 10 * time.Second
	cfg.DataDir = filepath.Join(dir, "data")
	cfg.TelegramAPIURL = "http://127.0.0.1:1"
	// The hash (cheap cost, made once) is what the server checks; the plain
	// password stays so tests can log in with it.
	cfg.AdminPassword = AdminPassword
	cfg.AdminPasswordHash = adminHash(t)
	cfg.SampleData = false
	// A test that moves the shop's clock by days would otherwise have the
	// server back itself up; the backup tests turn it on.
	cfg.Backup.Schedule = "off"
	// Tests place many orders from one address and phone; the tests of these
	// limits set them back to the defaults.
	cfg.Limits.OrdersPerClient = config.Limit{Max: 10_000, Window: time.Hour}
	cfg.Limits.OrdersPerPhone = config.Limit{Max: 10_000, Window: time.Hour}
	if d == database.Postgres {
		cfg.DatabaseURL = PostgresURL(t)
	}
	return cfg
}

// ForEach runs f as a subtest per dialect, in parallel, with a configuration
// for a fresh database of that dialect.
func ForEach(t *testing.T, f func(t *testing.T, cfg config.Config)) {
	t.Helper()
	EachDialect(t, func(t *testing.T, d database.Dialect) { f(t, Config(t, d)) })
}

// ForEachRounds is ForEach for stress tests that repeat their work on one
// database: f also gets how many rounds to run on that dialect (rounds has
// a number for each of Dialects).
func ForEachRounds(t *testing.T, rounds map[database.Dialect]int, f func(t *testing.T, cfg config.Config, rounds int)) {
	t.Helper()
	EachDialect(t, func(t *testing.T, d database.Dialect) { f(t, Config(t, d), rounds[d]) })
}

// EachDialect runs f as a subtest per dialect, in parallel, for tests that
// open databases of their own (a store contract opens one per case).
func EachDialect(t *testing.T, f func(t *testing.T, d database.Dialect)) {
	t.Helper()
	for _, d := range Dialects {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel()
			f(t, d)
		})
	}
}

// RunContract runs every case of a store contract, by name, on each
// dialect, in parallel: each case on a fresh database with the module's
// migrations (embedded under "migrations" in fsys) and the stores subject
// makes over it.
func RunContract[S any](t *testing.T, cases map[string]func(t *testing.T, s S), module string, fsys fs.FS, subject func(db *database.DB) S) {
	t.Helper()
	EachDialect(t, func(t *testing.T, d database.Dialect) {
		for _, name := range slices.Sorted(maps.Keys(cases)) {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				cases[name](t, subject(OpenModule(t, Config(t, d), module, fsys)))
			})
		}
	})
}

// Required reports whether a missing PostgreSQL must fail the test run.
func Required() bool {
	return os.Getenv("CI") == "true" || os.Getenv("DHONI_REQUIRE_POSTGRES") == "1"
}

// PostgresURL creates a new empty database and returns its URL.
func PostgresURL(t testing.TB) string {
	t.Helper()
	admin := os.Getenv("TEST_DATABASE_URL")
	if admin == "" {
		if Required() {
			t.Fatal("PostgreSQL is required here (CI) but TEST_DATABASE_URL is not set")
		}
		t.Skip("SKIPPED PostgreSQL: TEST_DATABASE_URL is not set (go tool task test starts a throwaway cluster when PostgreSQL is installed)")
	}
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatalf("TEST_DATABASE_URL: %v", err)
	}
	db, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatalf("open TEST_DATABASE_URL: %v", err)
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	name := "dhoni_test_" + randomHex(6)
	if _, err := db.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		if Required() {
			t.Fatalf("create test database on TEST_DATABASE_URL: %v", err)
		}
		t.Skipf("SKIPPED PostgreSQL: cannot create a database on TEST_DATABASE_URL: %v", err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", admin)
		if err != nil {
			t.Errorf("drop test database: %v", err)
			return
		}
		defer db.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := db.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop test database %s: %v", name, err)
		}
	})
	u.Path = "/" + name
	return u.String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("random: %v", err))
	}
	return hex.EncodeToString(b)
}
