// Package apptest starts the real application graph in-process on an ephemeral
// port, for tests that speak HTTP to it and look at the database behind it.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"dhoni/internal/app"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
)

// App is a running server.
type App struct {
	URL    string
	Config config.Config
	DB     *database.DB
	Engine *httpserver.Engine
	// Logs holds every line the application logged.
	Logs   *observer.ObservedLogs
	Client *http.Client

	fx *fx.App
	// plain is a client whose answers are not checked (Flood).
	plain *http.Client
}

// Start runs the application with cfg until the test ends (or Stop).
func Start(t testing.TB, cfg config.Config, extra ...fx.Option) *App {
	t.Helper()
	core, logs := observer.New(zap.DebugLevel)
	// Every JSON answer the test receives is checked against docs/openapi.yaml.
	a := &App{Config: cfg, Logs: logs, Client: &http.Client{
		Timeout:   30 * time.Second,
		Transport: contractTransport{t: t, base: http.DefaultTransport.(*http.Transport).Clone()},
	}}
	var srv *httpserver.Server
	opts := append([]fx.Option{fx.Populate(&srv, &a.DB, &a.Engine)}, extra...)
	a.fx = fx.New(app.Server(cfg, zap.New(core), opts...))
	if err := a.fx.Err(); err != nil {
		t.Fatalf("build app: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := a.fx.Start(ctx); err != nil {
		t.Fatalf("start app: %v", err)
	}
	a.URL = srv.URL()
	t.Cleanup(func() { a.Stop(t) })
	return a
}

// WithClock is an option of Start: the application reads the time from clk
// (a clock.Manual the test moves) instead of the system's.
func WithClock(clk clock.Clock) fx.Option {
	return fx.Decorate(func(clock.Clock) clock.Clock { return clk })
}

// Eventually asks ok every few milliseconds until it says yes, for 30 s at
// the most, and reports whether it did: for what the application does in
// the background (a worker, a sweep, an engine starting).
func Eventually(ok func() bool) bool {
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if ok() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}

// Stop stops the application (again is a no-op).
func (a *App) Stop(t testing.TB) {
	t.Helper()
	if a.fx == nil {
		return
	}
	// Idle keep-alive connections would hold the server's drain open.
	a.Client.CloseIdleConnections()
	if a.plain != nil {
		a.plain.CloseIdleConnections()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := a.fx.Stop(ctx); err != nil {
		t.Errorf("stop app: %v", err)
	}
	a.fx = nil
}

// Get sends a GET to path and fails the test on a transport error.
func (a *App) Get(t testing.TB, path string) *http.Response {
	t.Helper()
	return a.Do(t, http.MethodGet, path, nil, nil)
}

// GetOK sends a GET to path, with the session cookie when cookie is not
// empty, and returns the body of its 200 answer; any other status fails the
// test.
func (a *App) GetOK(t testing.TB, path, cookie string) []byte {
	t.Helper()
	var h http.Header
	if cookie != "" {
		h = http.Header{"Cookie": {cookie}}
	}
	res := a.Do(t, http.MethodGet, path, h, nil)
	raw := ReadBody(t, res)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: got %d %s, want 200", path, res.StatusCode, raw)
	}
	return raw
}

// Flood GETs path the way a client flooding the shop does: its answer is
// not checked against docs/openapi.yaml (which takes milliseconds per
// answer), only its status, 200, else the test fails.
func (a *App) Flood(t testing.TB, path string) {
	t.Helper()
	if a.plain == nil {
		a.plain = &http.Client{Timeout: 30 * time.Second}
	}
	res, err := a.plain.Get(a.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	_ = res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: got %d, want 200", path, res.StatusCode)
	}
}

// Do sends a request with optional headers and body.
func (a *App) Do(t testing.TB, method, path string, header http.Header, body io.Reader) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, a.URL+path, body)
	if err != nil {
		t.Fatalf("new request: %v", err)
	}
	for k, vs := range header {
		for _, v := range vs {
			req.Header.Add(k, v)
		}
	}
	res, err := a.Client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	t.Cleanup(func() { _ = res.Body.Close() })
	return res
}

// Send sends body as JSON (no body when nil) with the headers and returns
// the answer with all of its body.
func (a *App) Send(t testing.TB, method, path string, header http.Header, body any) (*http.Response, []byte) {
	t.Helper()
	res := a.Do(t, method, path, header, JSONBody(t, body))
	return res, ReadBody(t, res)
}

// JSONBody is body encoded as JSON for a request, or no body for nil.
func JSONBody(t testing.TB, body any) io.Reader {
	t.Helper()
	if body == nil {
		return nil
	}
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(raw)
}

// ReadBody reads all of an answer's body.
func ReadBody(t testing.TB, res *http.Response) []byte {
	t.Helper()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("read answer: %v", err)
	}
	return raw
}

// Decode is raw decoded as a T; anything else fails the test.
func Decode[T any](t testing.TB, raw []byte) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("answer is not the JSON expected: %v: %s", err, raw)
	}
	return v
}

// StartAsAdmin is Start, and the admin signed in: the session cookie as
// AdminCookie returns it.
func StartAsAdmin(t testing.TB, cfg config.Config, extra ...fx.Option) (*App, string) {
	t.Helper()
	a := Start(t, cfg, extra...)
	return a, a.AdminCookie(t)
}

// AdminCookie signs in with the configured admin password and returns the
// session cookie as a Cookie header value ("dhoni_session=...").
func (a *App) AdminCookie(t testing.TB) string {
	t.Helper()
	body := strings.NewReader(`{"password":` + quote(a.Config.AdminPassword) + `}`)
	res := a.Do(t, http.MethodPost, "/api/auth/login", http.Header{"Content-Type": {"application/json"}}, body)
	if res.StatusCode != http.StatusNoContent {
		t.Fatalf("sign in as the admin: got %d, want 204", res.StatusCode)
	}
	for _, c := range res.Cookies() {
		if c.Name == "dhoni_session" && c.Value != "" {
			return c.Name + "=" + c.Value
		}
	}
	t.Fatal("sign in as the admin: no dhoni_session cookie")
	return ""
}

// AsAdmin returns headers for a JSON request with the admin's cookie.
func AsAdmin(cookie string) http.Header {
	return http.Header{"Content-Type": {"application/json"}, "Cookie": {cookie}}
}

func quote(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err) // a string always marshals
	}
	return string(b)
}
