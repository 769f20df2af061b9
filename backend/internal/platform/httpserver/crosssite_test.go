package httpserver_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

func TestCrossSiteWritesAreRefused(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"), withEcho())
	u, err := url.Parse(a.URL)
	if err != nil {
		t.Fatal(err)
	}
	self := "http://" + u.Host
	for _, tc := range []struct {
		name         string
		method, path string
		header       http.Header
		want         int
	}{
		{"no Origin (curl)", http.MethodPost, "/api/test/echo", nil, http.StatusOK},
		{"same origin", http.MethodPost, "/api/test/echo", http.Header{"Origin": {self}}, http.StatusOK},
		{"same origin, fetch metadata agrees", http.MethodPost, "/api/test/echo",
			http.Header{"Origin": {self}, "Sec-Fetch-Site": {"same-origin"}}, http.StatusOK},
		{"foreign Origin", http.MethodPost, "/api/test/echo", http.Header{"Origin": {"https://evil.example"}}, http.StatusForbidden},
		{"same host, other port", http.MethodPost, "/api/test/echo", http.Header{"Origin": {"http://127.0.0.1:1"}}, http.StatusForbidden},
		{"same host and port, other scheme", http.MethodPost, "/api/test/echo", http.Header{"Origin": {"https://" + u.Host}}, http.StatusForbidden},
		{"opaque Origin", http.MethodPost, "/api/test/echo", http.Header{"Origin": {"null"}}, http.StatusForbidden},
		{"Sec-Fetch-Site cross-site without Origin", http.MethodPost, "/api/test/echo",
			http.Header{"Sec-Fetch-Site": {"cross-site"}}, http.StatusForbidden},
		{"same-site subdomain is another origin", http.MethodPost, "/api/test/echo",
			http.Header{"Origin": {"http://shop." + u.Host}, "Sec-Fetch-Site": {"same-site"}}, http.StatusForbidden},
		{"X-Forwarded-Host from an untrusted client", http.MethodPost, "/api/test/echo",
			http.Header{"Origin": {"https://evil.example"}, "X-Forwarded-Host": {"evil.example"}}, http.StatusForbidden},
		{"reads are not refused", http.MethodGet, "/api/health", http.Header{"Origin": {"https://evil.example"}}, http.StatusOK},
		{"outside /api is not refused", http.MethodPost, "/no-such-page", http.Header{"Origin": {"https://evil.example"}}, http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := a.Do(t, tc.method, tc.path, tc.header, strings.NewReader(`{}`))
			if res.StatusCode != tc.want {
				t.Fatalf("%s %s: got %d, want %d", tc.method, tc.path, res.StatusCode, tc.want)
			}
			if tc.want == http.StatusForbidden {
				if msg := decode[httpserver.ErrorBody](t, res).Error; msg != "Cross-site request refused" {
					t.Errorf("message: got %q, want %q", msg, "Cross-site request refused")
				}
			}
		})
	}
}

func TestProxyHeadersAreBelievedFromTrustedProxiesOnly(t *testing.T) {
	t.Parallel()
	untrusted := apptest.Start(t, dbtest.Config(t, "sqlite"), withEcho())
	cfg := dbtest.Config(t, "sqlite")
	cfg.TrustedProxies = []string{"127.0.0.1"}
	trusted := apptest.Start(t, cfg, withEcho())

	for _, tc := range []struct {
		name   string
		app    *apptest.App
		header http.Header
		https  bool
	}{
		{"plain http", trusted, nil, false},
		{"proxy says https", trusted, http.Header{"X-Forwarded-Proto": {"https"}}, true},
		{"proxy says http", trusted, http.Header{"X-Forwarded-Proto": {"http"}}, false},
		{"a client says https", untrusted, http.Header{"X-Forwarded-Proto": {"https"}}, false},
	} {
		res := tc.app.Do(t, http.MethodGet, "/api/test/scheme", tc.header, nil)
		if got := decode[map[string]bool](t, res)["https"]; got != tc.https {
			t.Errorf("%s: IsHTTPS got %v, want %v", tc.name, got, tc.https)
		}
	}

	// Behind a proxy that rewrites Host, the browser's host is in X-Forwarded-Host.
	h := http.Header{"Origin": {"https://shop.example"}, "X-Forwarded-Host": {"shop.example"}, "X-Forwarded-Proto": {"https"}}
	if res := trusted.Do(t, http.MethodPost, "/api/test/echo", h, strings.NewReader(`{}`)); res.StatusCode != http.StatusOK {
		t.Errorf("Origin matching X-Forwarded-Host from a trusted proxy: got %d, want 200", res.StatusCode)
	}
	if res := untrusted.Do(t, http.MethodPost, "/api/test/echo", h, strings.NewReader(`{}`)); res.StatusCode != http.StatusForbidden {
		t.Errorf("Origin matching X-Forwarded-Host from a client: got %d, want 403", res.StatusCode)
	}
}
