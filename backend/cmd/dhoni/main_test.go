package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"
	"go.uber.org/zap"
	"golang.org/x/crypto/bcrypt"

	"dhoni/internal/platform/auth"
	authstore "dhoni/internal/platform/auth/gormstore"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

// The test binary doubles as the dhoni binary: with DHONI_TEST_AS_MAIN set it
// runs main's run() with the given arguments, so these tests start, signal and
// watch a real process.
func TestMain(m *testing.M) {
	if os.Getenv("DHONI_TEST_AS_MAIN") == "1" {
		var extra []fx.Option
		if table := os.Getenv("DHONI_TEST_COPY_STALL"); table != "" {
			copyDataBeforeCommit = func(name string) {
				if name == table {
					fmt.Println("stalled in", name)
					select {}
				}
			}
		}
		if os.Getenv("DHONI_TEST_SLOW_ROUTE") == "1" {
			extra = append(extra, fx.Provide(httpserver.AsRoutes(func() slowRoutes { return slowRoutes{} })))
		}
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, extra...))
	}
	os.Exit(m.Run())
}

// slowRoutes is a request that takes a while, to catch a shutdown cutting it off.
type slowRoutes struct{}

func (slowRoutes) RegisterRoutes(r *httpserver.Routes) {
	r.Public.GET("/test/slow", func(c *gin.Context) {
		time.Sleep(1500 * time.Millisecond)
		c.String(http.StatusOK, "finished")
	})
}

type proc struct {
	cmd    *exec.Cmd
	stderr *syncBuffer
	url    string
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if err := ln.Close(); err != nil {
		t.Fatal(err)
	}
	return addr
}

// dhoni starts the binary with env (on top of a clean DHONI_* environment).
func dhoni(t *testing.T, env map[string]string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = []string{"DHONI_TEST_AS_MAIN=1", "PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	p := &proc{cmd: cmd, stderr: &syncBuffer{}}
	cmd.Stderr = p.stderr
	cmd.Stdout = p.stderr
	if addr, ok := env["DHONI_HTTP_ADDR"]; ok {
		p.url = "http://" + addr
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
	return p
}

func (p *proc) waitHealthy(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		res, err := http.Get(p.url + "/api/health")
		if err == nil {
			_ = res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("server never became healthy; its output:\n%s", p.stderr)
}

func (p *proc) exit(t *testing.T) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatalf("process did not exit; output:\n%s", p.stderr)
	}
	return p.cmd.ProcessState.ExitCode()
}

// stop sends SIGTERM and returns the exit code.
func (p *proc) stop(t *testing.T) int {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	return p.exit(t)
}

func TestSIGTERMLetsInFlightRequestFinish(t *testing.T) {
	t.Parallel()
	p := dhoni(t, map[string]string{
		"DHONI_HTTP_ADDR":       freeAddr(t),
		"DHONI_DATA_DIR":        t.TempDir(),
		"DHONI_ADMIN_PASSWORD":  "x",
		"DHONI_TEST_SLOW_ROUTE": "1",
	})
	p.waitHealthy(t)

	type result struct {
		status int
		body   string
		err    error
	}
	got := make(chan result, 1)
	go func() {
		res, err := http.Get(p.url + "/api/test/slow")
		if err != nil {
			got <- result{err: err}
			return
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		got <- result{status: res.StatusCode, body: string(b), err: err}
	}()
	// Let the request reach the handler, then ask the server to stop.
	time.Sleep(400 * time.Millisecond)
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}

	r := <-got
	if r.err != nil || r.status != http.StatusOK || r.body != "finished" {
		t.Errorf("in-flight request during shutdown: got %d %q (%v), want 200 \"finished\"", r.status, r.body, r.err)
	}
	if code := p.exit(t); code != 0 {
		t.Errorf("exit code after SIGTERM: got %d, want 0; output:\n%s", code, p.stderr)
	}
	if !strings.Contains(p.stderr.String(), "shutting down") {
		t.Errorf("no shutdown line in the log:\n%s", p.stderr)
	}
}

// errorLines returns the log lines at ERROR level.
func errorLines(out string) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "ERROR") || strings.Contains(l, `"level":"error"`) {
			lines = append(lines, l)
		}
	}
	return lines
}

func TestStartFailsFastWithOneClearLine(t *testing.T) {
	t.Parallel()
	notADir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(notADir, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	corrupt := t.TempDir()
	if err := os.WriteFile(filepath.Join(corrupt, "dhoni.db"), bytes.Repeat([]byte("not sqlite "), 500), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"unreachable PostgreSQL", map[string]string{"DHONI_DATABASE_URL": "postgres://postgres@" + freeAddr(t) + "/shop"}, "cannot reach PostgreSQL"},
		{"corrupt SQLite file", map[string]string{"DHONI_DATA_DIR": corrupt}, "is not a usable SQLite database"},
		{"data dir is a file", map[string]string{"DHONI_DATA_DIR": filepath.Join(notADir, "data")}, "data directory"},
		{"bad database URL", map[string]string{"DHONI_DATABASE_URL": "mysql://x"}, "must start with postgres:// or sqlite://"},
		{"bad environment name", map[string]string{"DHONI_ENV": "prod"}, "DHONI_ENV must be development or production"},
		{"production logs are JSON too", map[string]string{"DHONI_ENV": "production", "DHONI_DATA_DIR": corrupt}, "is not a usable SQLite database"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			env := map[string]string{"DHONI_HTTP_ADDR": freeAddr(t), "DHONI_DATA_DIR": t.TempDir(), "DHONI_ADMIN_PASSWORD": "x"}
			for k, v := range tc.env {
				env[k] = v
			}
			start := time.Now()
			p := dhoni(t, env)
			if code := p.exit(t); code != 1 {
				t.Fatalf("exit code: got %d, want 1; output:\n%s", code, p.stderr)
			}
			if took := time.Since(start); took > 15*time.Second {
				t.Errorf("failing start took %s; it must fail fast", took)
			}
			out := p.stderr.String()
			lines := errorLines(out)
			if len(lines) != 1 || !strings.Contains(lines[0], tc.want) {
				t.Errorf("want exactly one error line containing %q, got %d:\n%s", tc.want, len(lines), out)
			}
			if strings.Contains(out, "goroutine ") || strings.Contains(out, ".go:") && strings.Contains(out, "\n\t") {
				t.Errorf("output carries a stack trace:\n%s", out)
			}
		})
	}
}

// TestSecondStartKeepsTheDatabase starts twice on the same data: the first
// start generates and prints the admin password, the second one neither
// generates another nor migrates again, and the data is still there.
func TestSecondStartKeepsTheDatabase(t *testing.T) {
	t.Parallel()
	for _, dialect := range dbtest.Dialects {
		t.Run(string(dialect), func(t *testing.T) {
			t.Parallel()
			cfg := dbtest.Config(t, dialect)
			env := map[string]string{"DHONI_HTTP_ADDR": freeAddr(t), "DHONI_DATA_DIR": cfg.DataDir}
			if cfg.DatabaseURL != "" {
				env["DHONI_DATABASE_URL"] = cfg.DatabaseURL
			}

			first := dhoni(t, env)
			first.waitHealthy(t)
			if code := first.stop(t); code != 0 {
				t.Fatalf("first run exit: %d\n%s", code, first.stderr)
			}
			out := first.stderr.String()
			password := fieldValue(out, "password")
			if password == "" || !strings.Contains(out, "migration applied") {
				t.Fatalf("first start must print a generated password and migrate; output:\n%s", out)
			}

			second := dhoni(t, env)
			second.waitHealthy(t)
			if code := second.stop(t); code != 0 {
				t.Fatalf("second run exit: %d\n%s", code, second.stderr)
			}
			out2 := second.stderr.String()
			if strings.Contains(out2, "generated admin password") || strings.Contains(out2, password) {
				t.Errorf("second start printed a password again:\n%s", out2)
			}
			if strings.Contains(out2, "migration applied") {
				t.Errorf("second start migrated again:\n%s", out2)
			}
		})
	}
}

// fieldValue finds `"name": "value"` in a development log line.
func fieldValue(out, name string) string {
	key := fmt.Sprintf("%q: %q", name, "")
	key = key[:len(key)-2]
	i := strings.Index(out, key)
	if i < 0 {
		return ""
	}
	rest := out[i+len(key):]
	rest = strings.TrimPrefix(rest, `"`)
	if j := strings.Index(rest, `"`); j >= 0 {
		return rest[:j]
	}
	return ""
}

func TestMigrateCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := dhoni(t, map[string]string{"DHONI_DATA_DIR": dir, "DHONI_ADMIN_PASSWORD": "x"}, "migrate")
	if code := p.exit(t); code != 0 {
		t.Fatalf("migrate exit: %d\n%s", code, p.stderr)
	}
	if !strings.Contains(p.stderr.String(), "database is up to date") {
		t.Errorf("migrate output:\n%s", p.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "dhoni.db")); err != nil {
		t.Errorf("migrate made no database: %v", err)
	}
	again := dhoni(t, map[string]string{"DHONI_DATA_DIR": dir, "DHONI_ADMIN_PASSWORD": "x"}, "migrate")
	if code := again.exit(t); code != 0 || strings.Contains(again.stderr.String(), "migration applied") {
		t.Errorf("second migrate: exit %d, output:\n%s", code, again.stderr)
	}
}

func TestHashPasswordCommand(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if code := run([]string{"hash-password"}, strings.NewReader("correct horse\n"), &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	hash := strings.TrimSpace(out.String())
	if err := bcrypt.CompareHashAndPassword([]byte(hash), []byte("correct horse")); err != nil {
		t.Errorf("printed hash %q does not match the password: %v", hash, err)
	}
	if code := run([]string{"hash-password"}, strings.NewReader("\n"), io.Discard); code == 0 {
		t.Errorf("an empty password was hashed")
	}
}

// TestResetPasswordCommand: a password changed in the admin area is cleared,
// so the configured one applies again; with none configured a new one is
// printed. Every session is signed out either way.
func TestResetPasswordCommand(t *testing.T) {
	t.Parallel()
	for _, dialect := range dbtest.Dialects {
		t.Run(string(dialect), func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			cfg := dbtest.Config(t, dialect)
			env := map[string]string{"DHONI_DATA_DIR": cfg.DataDir, "DHONI_ADMIN_PASSWORD": cfg.AdminPassword}
			if cfg.DatabaseURL != "" {
				env["DHONI_DATABASE_URL"] = cfg.DatabaseURL
			}
			db := dbtest.Open(t, cfg, database.MigrationSet{Name: "auth", FS: authstore.Migrations, Dir: "migrations"})
			store := authstore.New(db.DB)
			creds, err := auth.LoadCredentials(ctx, cfg, store, zap.NewNop())
			if err != nil {
				t.Fatal(err)
			}
			if err := creds.Change(ctx, "changed-and-forgotten", "no-session"); err != nil {
				t.Fatal(err)
			}
			accepts := func(password string) bool {
				t.Helper()
				ok, err := creds.Matches(ctx, password)
				if err != nil {
					t.Fatal(err)
				}
				return ok
			}

			p := dhoni(t, env, "reset-password")
			if code := p.exit(t); code != 0 {
				t.Fatalf("reset-password exit %d:\n%s", code, p.stderr)
			}
			out := p.stderr.String()
			for _, want := range []string{"The password changed in the admin area is cleared.", "Sign in with the password configured in DHONI_ADMIN_PASSWORD."} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %q:\n%s", want, out)
				}
			}
			if !accepts(cfg.AdminPassword) || accepts("changed-and-forgotten") {
				t.Error("after the reset: want the configured password back, the changed one refused")
			}

			delete(env, "DHONI_ADMIN_PASSWORD")
			p = dhoni(t, env, "reset-password")
			if code := p.exit(t); code != 0 {
				t.Fatalf("reset-password without a configured password exit %d:\n%s", code, p.stderr)
			}
			out = p.stderr.String()
			lines := strings.Split(strings.TrimSpace(out), "\n")
			generated := strings.TrimSpace(lines[len(lines)-1])
			if !strings.Contains(out, "a new one was made") || len(generated) < 16 {
				t.Fatalf("want a new password printed last; output:\n%s", out)
			}
			nothingConfigured := cfg
			nothingConfigured.AdminPassword, nothingConfigured.AdminPasswordHash = "", ""
			fresh, err := auth.LoadCredentials(ctx, nothingConfigured, store, zap.NewNop())
			if err != nil {
				t.Fatal(err)
			}
			if ok, err := fresh.Matches(ctx, generated); err != nil || !ok {
				t.Errorf("the printed password %q is not the admin password (%v)", generated, err)
			}
		})
	}
}

func TestUnknownCommand(t *testing.T) {
	t.Parallel()
	if code := run([]string{"frobnicate"}, strings.NewReader(""), io.Discard); code != 2 {
		t.Errorf("unknown command exit: got %d, want 2", code)
	}
}

// syncBuffer is a bytes.Buffer safe for the process's writes and our reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
