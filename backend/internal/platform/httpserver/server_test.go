package httpserver_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

// echoRoutes is a test-only route that reads the whole body, to exercise the
// body limit the way a real handler meets it.
type echoRoutes struct{}

func (echoRoutes) RegisterRoutes(r *httpserver.Routes) {
	r.Public.POST("/test/echo", func(c *gin.Context) {
		b, err := io.ReadAll(c.Request.Body)
		if err != nil {
			httpserver.Fail(c, err)
			return
		}
		c.JSON(http.StatusOK, gin.H{"bytes": len(b)})
	})
	r.Public.GET("/test/panic", func(*gin.Context) { panic("boom: secret internals") })
	r.Public.GET("/test/scheme", func(c *gin.Context) {
		c.JSON(http.StatusOK, gin.H{"https": httpserver.IsHTTPS(c)})
	})
}

func withEcho() fx.Option {
	return fx.Provide(httpserver.AsRoutes(func() echoRoutes { return echoRoutes{} }))
}

// decode reads res's body as a T.
func decode[T any](t *testing.T, res *http.Response) T {
	t.Helper()
	return apptest.Decode[T](t, apptest.ReadBody(t, res))
}

func TestHealth(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := apptest.Start(t, cfg)

		res := a.Get(t, "/api/health")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET /api/health: got %d, want 200", res.StatusCode)
		}
		body := decode[map[string]any](t, res)
		if body["status"] != "ok" {
			t.Errorf("health status: got %v, want ok", body["status"])
		}

		// The database goes away under a running server: health says so.
		if err := a.DB.Close(); err != nil {
			t.Fatalf("close database: %v", err)
		}
		res = a.Get(t, "/api/health")
		if res.StatusCode != http.StatusServiceUnavailable {
			t.Fatalf("GET /api/health with the database gone: got %d, want 503", res.StatusCode)
		}
		if got := decode[map[string]any](t, res)["status"]; got != "unavailable" {
			t.Errorf("health status: got %v, want unavailable", got)
		}
	})
}

func TestUnknownAPIPathIsJSON404(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"))
	for _, tc := range []struct {
		method, path string
		want         int
	}{
		{http.MethodGet, "/api/no-such", http.StatusNotFound},
		{http.MethodGet, "/api", http.StatusNotFound},
		{http.MethodDelete, "/api/no/such/thing", http.StatusNotFound},
		{http.MethodPost, "/api/health", http.StatusMethodNotAllowed},
	} {
		res := a.Do(t, tc.method, tc.path, nil, nil)
		if res.StatusCode != tc.want {
			t.Errorf("%s %s: got %d, want %d", tc.method, tc.path, res.StatusCode, tc.want)
			continue
		}
		if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Errorf("%s %s: Content-Type %q, want JSON", tc.method, tc.path, ct)
		}
		if msg := decode[httpserver.ErrorBody](t, res).Error; msg == "" {
			t.Errorf("%s %s: empty error message", tc.method, tc.path)
		}
	}
}

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"))
	for _, path := range []string{"/api/health", "/api/no-such", "/no-such-page", "/metrics"} {
		res := a.Get(t, path)
		h := res.Header
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self'") {
			t.Errorf("%s: Content-Security-Policy %q lacks frame-ancestors/script-src", path, csp)
		}
		for name, want := range map[string]string{
			"X-Content-Type-Options": "nosniff",
			"X-Frame-Options":        "DENY",
			"Referrer-Policy":        "strict-origin-when-cross-origin",
		} {
			if got := h.Get(name); got != want {
				t.Errorf("%s: %s got %q, want %q", path, name, got, want)
			}
		}
	}
}

func TestRequestIDOnResponseAndAccessLog(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"))

	res := a.Do(t, http.MethodGet, "/api/no-such", http.Header{"X-Request-Id": {"abc-123"}}, nil)
	if got := res.Header.Get("X-Request-Id"); got != "abc-123" {
		t.Errorf("echoed request id: got %q, want abc-123", got)
	}
	res = a.Do(t, http.MethodGet, "/api/no-such?phone=7771234", http.Header{"X-Request-Id": {"bad id with spaces"}}, nil)
	generated := res.Header.Get("X-Request-Id")
	if generated == "" || generated == "bad id with spaces" {
		t.Fatalf("generated request id: got %q, want a fresh id", generated)
	}

	lines := a.Logs.FilterMessage("request").FilterField(zapString("request_id", generated)).All()
	if len(lines) != 1 {
		t.Fatalf("access-log lines with request_id %s: got %d, want 1", generated, len(lines))
	}
	fields := lines[0].ContextMap()
	if fields["path"] != "/api/no-such" || fields["status"] != int64(404) {
		t.Errorf("access log fields: got path=%v status=%v, want /api/no-such 404", fields["path"], fields["status"])
	}
	for _, l := range a.Logs.All() {
		for k, v := range l.ContextMap() {
			if s, ok := v.(string); ok && strings.Contains(s, "7771234") {
				t.Errorf("log line %q field %s leaks the query string: %q", l.Message, k, s)
			}
		}
	}
}

func TestBodyLimit(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"), withEcho())

	small := a.Do(t, http.MethodPost, "/api/test/echo", nil, strings.NewReader(`{"ok":true}`))
	if small.StatusCode != http.StatusOK {
		t.Fatalf("small body: got %d, want 200", small.StatusCode)
	}

	big := bytes.Repeat([]byte("x"), int(httpserver.DefaultBodyLimit)+1)
	declared := a.Do(t, http.MethodPost, "/api/test/echo", nil, bytes.NewReader(big))
	if declared.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("body over the limit with Content-Length: got %d, want 413", declared.StatusCode)
	}

	// No Content-Length (chunked): the handler's read is cut off at the limit.
	chunked := a.Do(t, http.MethodPost, "/api/test/echo", nil, io.MultiReader(bytes.NewReader(big)))
	if chunked.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("chunked body over the limit: got %d, want 413", chunked.StatusCode)
	}
	if msg := decode[httpserver.ErrorBody](t, chunked).Error; msg != "Request body too large" {
		t.Errorf("413 message: got %q", msg)
	}
}

func TestPanicAnswers500WithoutInternals(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"), withEcho())
	res := a.Get(t, "/api/test/panic")
	if res.StatusCode != http.StatusInternalServerError {
		t.Fatalf("panicking handler: got %d, want 500", res.StatusCode)
	}
	body, _ := io.ReadAll(res.Body)
	if strings.Contains(string(body), "secret") {
		t.Errorf("500 body leaks internals: %s", body)
	}
	if a.Logs.FilterMessage("panic while serving request").Len() != 1 {
		t.Errorf("panic was not logged")
	}
}

// TestMetricsByRoute also guards finding 9 of docs/security.md: /metrics is
// served on DHONI_METRICS_ADDR only, never beside the shop.
func TestMetricsByRoute(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	cfg.MetricsAddr = "127.0.0.1:0"
	var ms *httpserver.MetricsServer
	a := apptest.Start(t, cfg, fx.Populate(&ms))
	for range 3 {
		a.Get(t, "/api/health")
	}
	a.Get(t, "/api/no-such")
	if body, _ := io.ReadAll(a.Get(t, "/metrics").Body); strings.Contains(string(body), "go_goroutines") {
		t.Error("the shop's own address serves /metrics, want it on DHONI_METRICS_ADDR only")
	}
	res, err := http.Get(ms.URL() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	text := string(body)
	for _, want := range []string{
		`dhoni_http_requests_total{method="GET",route="/api/health",status="200"} 3`,
		`dhoni_http_requests_total{method="GET",route="unmatched",status="404"} 1`,
		`dhoni_http_request_duration_seconds_count{method="GET",route="/api/health"} 3`,
		`go_goroutines`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}

func TestAPIAnswersAreCompressedAndNotCached(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"))
	req, err := http.NewRequest(http.MethodGet, a.URL+"/api/health", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding: got %q, want gzip", res.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatalf("gzip body: %v", err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil || !strings.Contains(string(plain), `"status":"ok"`) {
		t.Errorf("decompressed body: %q (%v)", plain, err)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control: got %q, want no-store", cc)
	}
}
