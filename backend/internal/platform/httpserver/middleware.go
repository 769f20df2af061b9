package httpserver

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/textcheck"
)

// RequestIDHeader carries the request id in and out.
const RequestIDHeader = "X-Request-ID"

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// requestID gives every request an id (the caller's, when it is sane), puts it
// on the response and on a request-scoped logger.
func requestID(log *zap.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader(RequestIDHeader)
		if !validRequestID.MatchString(id) {
			id = newRequestID()
		}
		c.Header(RequestIDHeader, id)
		c.Set("request_id", id)
		reqLog := log.With(zap.String("request_id", id))
		c.Request = c.Request.WithContext(logging.WithLogger(c.Request.Context(), reqLog))
		c.Next()
	}
}

func newRequestID() string {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return strconv.FormatInt(time.Now().UnixNano(), 36)
	}
	return hex.EncodeToString(b)
}

// accessLog writes one line per request. The query string is left out: it can
// hold a customer's phone number (order tracking).
func accessLog(log *zap.Logger) gin.HandlerFunc {
	access := log.Named("http")
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		status := c.Writer.Status()
		fields := []zap.Field{
			zap.String("request_id", c.GetString("request_id")),
			zap.String("method", c.Request.Method),
			zap.String("path", c.Request.URL.Path),
			zap.Int("status", status),
			zap.Duration("duration", time.Since(start)),
			zap.Int("bytes", max(c.Writer.Size(), 0)),
			zap.String("client_ip", c.ClientIP()),
		}
		switch {
		case status >= 500:
			access.Error("request", fields...)
		case c.Request.URL.Path == "/api/health" || c.Request.URL.Path == "/metrics":
			access.Debug("request", fields...)
		default:
			access.Info("request", fields...)
		}
	}
}

// recovery turns a panic into a logged 500 with no internals in the answer.
func recovery() gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				logging.FromContext(c.Request.Context()).Error("panic while serving request",
					zap.String("panic", fmt.Sprint(v)), zap.Stack("stack"))
				if !c.Writer.Written() {
					Abort(c, http.StatusInternalServerError, MsgInternal)
				} else {
					c.Abort()
				}
			}
		}()
		c.Next()
	}
}

// metrics counts requests and their latency by route pattern (never by raw
// path, which would make one series per product slug).
type metrics struct {
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "dhoni_http_requests_total",
			Help: "HTTP requests served, by method, route and status code.",
		}, []string{"method", "route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "dhoni_http_request_duration_seconds",
			Help:    "Time to serve HTTP requests, by method and route.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"method", "route"}),
	}
	for _, c := range []prometheus.Collector{m.requests, m.latency} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (m *metrics) middleware() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		route := c.FullPath()
		if route == "" {
			route = "unmatched"
			if !strings.HasPrefix(c.Request.URL.Path, "/api/") {
				route = "web"
			}
		}
		m.requests.WithLabelValues(c.Request.Method, route, strconv.Itoa(c.Writer.Status())).Inc()
		m.latency.WithLabelValues(c.Request.Method, route).Observe(time.Since(start).Seconds())
	}
}

// contentSecurityPolicy allows the app's own scripts only, and connections
// (fetch, WebSocket) to the shop itself only: 'self' covers ws: and wss: of
// the same host. Images may come
// from any https host (an owner can paste a hero image URL), and the footer's
// map is an embedded Google Maps frame.
const contentSecurityPolicy = "default-src 'self'; " +
	scriptSources + "; " +
	"style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: https:; " +
	"font-src 'self' data:; " +
	"connect-src 'self'; " +
	"frame-src https://www.google.com https://maps.google.com; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; " +
	"frame-ancestors 'none'"

const scriptSources = "script-src 'self'"

// AllowInlineScript lets the document answered with h run one inline
// script, script, besides the shop's own files: its policy names the
// script's SHA-256, so no other inline script runs (a drawn page's keeper of
// early taps, decision 190).
func AllowInlineScript(h http.Header, script []byte) {
	sum := sha256.Sum256(script)
	hash := " 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	h.Set("Content-Security-Policy", strings.Replace(contentSecurityPolicy, scriptSources, scriptSources+hash, 1))
}

// NotADocument takes from h the headers securityHeaders set that act only on
// a document (its policy, framing, referrer, permissions and opener), for an
// answer that is never one: a script, a stylesheet, a picture. Some twenty
// such files make a first visit, and these headers would be some 550 bytes
// of each (decision 182). nosniff stays.
func NotADocument(h http.Header) {
	for _, name := range []string{"Content-Security-Policy", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy"} {
		h.Del(name)
	}
}

// securityHeaders sets the headers every answer carries; HSTS only on a
// request that is HTTPS (see scheme, which must run first): a client's own
// X-Forwarded-Proto does not make a plain HTTP answer claim HTTPS.
func securityHeaders() gin.HandlerFunc {
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if IsHTTPS(c) {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		c.Next()
	}
}

// controlCharacters refuses an API request whose path or query holds a NUL
// or another control character: no id, slug or order number has one, and
// PostgreSQL would fail on a NUL where SQLite would look it up (finding 7 of
// docs/security.md). The path is 404; a query parameter is 422 by name.
func controlCharacters() gin.HandlerFunc {
	return func(c *gin.Context) {
		if textcheck.HasControl(c.Request.URL.Path) {
			Abort(c, http.StatusNotFound, MsgNotFound)
			return
		}
		bad := map[string]string{}
		for name, values := range c.Request.URL.Query() {
			for _, v := range values {
				if textcheck.HasControl(name) || textcheck.HasControl(v) {
					bad[name] = textcheck.MsgControl
				}
			}
		}
		if len(bad) > 0 {
			Fail(c, fault.InvalidFields(fault.MsgCheckFields, bad))
			return
		}
		c.Next()
	}
}

// DefaultBodyLimit bounds a request body unless a route asks for more.
const DefaultBodyLimit int64 = 1 << 20

// bodyLimit refuses a declared body over the route's limit at once (413,
// without reading it), caps what a handler can read from an undeclared one,
// and gives the body a deadline: short for JSON, the route's own (uploads)
// where it asked for one, so a body trickling in cannot hold a connection.
func bodyLimit(limits map[string]int64, deadlines map[string]time.Duration, timeout time.Duration) gin.HandlerFunc {
	return func(c *gin.Context) {
		limit := DefaultBodyLimit
		if n, ok := limits[c.FullPath()]; ok {
			limit = n
		}
		deadline := timeout
		if d, ok := deadlines[c.FullPath()]; ok {
			deadline = d
		}
		if deadline > 0 && c.Request.Body != nil && c.Request.Body != http.NoBody {
			// Not every writer supports deadlines (httptest); the server's own
			// ReadTimeout still bounds those.
			_ = http.NewResponseController(c.Writer).SetReadDeadline(time.Now().Add(deadline))
		}
		if c.Request.ContentLength > limit {
			// Close the connection rather than drain a body we will not read.
			c.Header("Connection", "close")
			Abort(c, http.StatusRequestEntityTooLarge, MsgBodyTooLarge)
			return
		}
		if c.Request.Body != nil {
			c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
		}
		c.Next()
	}
}

// proxies says whether a peer address is one of DHONI_TRUSTED_PROXIES, whose
// X-Forwarded-* headers are believed.
type proxies []*net.IPNet

func parseProxies(list []string) (proxies, error) {
	var out proxies
	for _, p := range list {
		if !strings.Contains(p, "/") {
			if ip := net.ParseIP(p); ip != nil && ip.To4() != nil {
				p += "/32"
			} else {
				p += "/128"
			}
		}
		_, n, err := net.ParseCIDR(p)
		if err != nil {
			return nil, fmt.Errorf("DHONI_TRUSTED_PROXIES: %q is not an address or CIDR", p)
		}
		out = append(out, n)
	}
	return out, nil
}

func (ps proxies) trust(remoteIP string) bool {
	ip := net.ParseIP(remoteIP)
	for _, n := range ps {
		if ip != nil && n.Contains(ip) {
			return true
		}
	}
	return false
}

const (
	httpsKey     = "dhoni.https"
	crossSiteKey = "dhoni.cross-site"
)

// scheme records whether the browser reached us over TLS: directly, or
// through a trusted proxy that says so in X-Forwarded-Proto; and whether
// the request comes from another site than the shop (FromOwnOrigin).
func scheme(trusted proxies) gin.HandlerFunc {
	return func(c *gin.Context) {
		proto, _, _ := strings.Cut(c.GetHeader("X-Forwarded-Proto"), ",")
		https := c.Request.TLS != nil ||
			(strings.EqualFold(strings.TrimSpace(proto), "https") && trusted.trust(c.RemoteIP()))
		c.Set(httpsKey, https)
		c.Set(crossSiteKey, strings.EqualFold(c.GetHeader("Sec-Fetch-Site"), "cross-site") || !sameOrigin(c, trusted))
		c.Next()
	}
}

// FromOwnOrigin reports whether a browser's request may come from the
// shop's own pages: it says it is not cross-site, and its Origin, when it
// sends one, is the shop's in scheme, host and port. Requests without
// either header (curl, server to server) pass.
func FromOwnOrigin(c *gin.Context) bool { return !c.GetBool(crossSiteKey) }

// IsHTTPS reports whether the request came over TLS (a cookie set on it may be
// Secure). A client's own X-Forwarded-Proto counts only from a trusted proxy.
func IsHTTPS(c *gin.Context) bool { return c.GetBool(httpsKey) }

// crossSite refuses a state-changing API request a browser sent from another
// site: Sec-Fetch-Site says cross-site, or an Origin names another scheme,
// host or port than the one asked. Requests without either header (curl, server to server) pass;
// browsers always send Origin on such requests, so a page elsewhere cannot use
// the admin's cookie. This backs up SameSite=Strict for older browsers.
func crossSite() gin.HandlerFunc {
	return func(c *gin.Context) {
		switch c.Request.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			c.Next()
			return
		}
		if !FromOwnOrigin(c) {
			Abort(c, http.StatusForbidden, MsgCrossSite)
			return
		}
		c.Next()
	}
}

// sameOrigin: no Origin, or one whose scheme is the request's (https when
// IsHTTPS) and whose host and port are the ones asked for.
func sameOrigin(c *gin.Context, trusted proxies) bool {
	origin := c.GetHeader("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" { // "null" from a sandboxed frame or a file
		return false
	}
	if scheme := map[bool]string{true: "https", false: "http"}[IsHTTPS(c)]; !strings.EqualFold(u.Scheme, scheme) {
		return false
	}
	want := hostWithoutDefaultPort(u.Scheme, u.Host)
	if strings.EqualFold(want, hostWithoutDefaultPort(u.Scheme, c.Request.Host)) {
		return true
	}
	// A proxy may rewrite Host; the host the browser asked for is then in
	// X-Forwarded-Host, believed from a trusted proxy only.
	fwd, _, _ := strings.Cut(c.GetHeader("X-Forwarded-Host"), ",")
	fwd = strings.TrimSpace(fwd)
	return fwd != "" && trusted.trust(c.RemoteIP()) && strings.EqualFold(want, hostWithoutDefaultPort(u.Scheme, fwd))
}

func hostWithoutDefaultPort(scheme, host string) string {
	switch {
	case scheme == "http" && strings.HasSuffix(host, ":80"):
		return strings.TrimSuffix(host, ":80")
	case scheme == "https" && strings.HasSuffix(host, ":443"):
		return strings.TrimSuffix(host, ":443")
	}
	return host
}
