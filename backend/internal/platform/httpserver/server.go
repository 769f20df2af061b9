// Package httpserver builds the gin engine (middleware, /api routes that the
// domains contribute, /metrics, the single-page app for everything else) and
// runs it with a graceful shutdown: on SIGTERM in-flight requests finish.
package httpserver

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/gin-contrib/gzip"
	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
)

// AdminGuard is the middleware in front of every admin route.
type AdminGuard gin.HandlerFunc

// EngineParams is what the engine is built from.
type EngineParams struct {
	fx.In

	Config     config.Config
	Log        *zap.Logger
	Guard      AdminGuard
	Registrars []RouteRegistrar        `group:"routes"`
	Checks     []database.HealthCheck  `group:"health"`
	Details    []database.HealthDetail `group:"health-details"`
	// Collectors are the modules' own metrics, served with the rest.
	Collectors []prometheus.Collector `group:"metrics"`
	// Web serves every path outside /api: the single-page app.
	Web http.Handler `name:"web" optional:"true"`
	// APICache answers the public catalogue reads from memory (storefront).
	APICache gin.HandlerFunc `name:"api-cache" optional:"true"`
}

// Engine is the built router with the list of its admin routes and the
// metrics handler, which is served on its own address (DHONI_METRICS_ADDR).
type Engine struct {
	*gin.Engine
	AdminRoutes []Route
	Metrics     http.Handler
}

// NewEngine assembles middleware and routes.
func NewEngine(p EngineParams) (*Engine, error) {
	gin.SetMode(gin.ReleaseMode)
	e := gin.New()
	e.HandleMethodNotAllowed = true
	e.ContextWithFallback = true
	if err := e.SetTrustedProxies(p.Config.TrustedProxies); err != nil {
		return nil, fmt.Errorf("DHONI_TRUSTED_PROXIES: %w", err)
	}

	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	for _, c := range p.Collectors {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("register metrics: %w", err)
		}
	}
	m, err := newMetrics(reg)
	if err != nil {
		return nil, err
	}

	trusted, err := parseProxies(p.Config.TrustedProxies)
	if err != nil {
		return nil, err
	}

	limits := map[string]int64{}
	deadlines := map[string]time.Duration{}
	e.Use(requestID(p.Log), accessLog(p.Log), recovery(), m.middleware(), scheme(trusted),
		forwardedWarning(p.Log, trusted), securityHeaders(), bodyLimit(limits, deadlines, p.Config.BodyTimeout))

	chain := []gin.HandlerFunc{crossSite(), controlCharacters()}
	if p.APICache != nil {
		chain = append(chain, p.APICache)
	}
	api := e.Group("/api", append(chain, gzip.Gzip(gzip.DefaultCompression), noStore())...)
	var admin []Route
	routes := &Routes{
		Public:    api,
		Admin:     api.Group("", gin.HandlerFunc(p.Guard)),
		Site:      &e.RouterGroup,
		limits:    limits,
		deadlines: deadlines,
		admin:     &admin,
	}
	api.GET("/health", healthHandler(p.Checks, p.Details))
	for _, r := range p.Registrars {
		r.RegisterRoutes(routes)
	}

	e.NoMethod(func(c *gin.Context) {
		if isAPI(c.Request.URL.Path) {
			Abort(c, http.StatusMethodNotAllowed, MsgMethodNotAllowed)
			return
		}
		serveWeb(c, p.Web)
	})
	e.NoRoute(func(c *gin.Context) {
		if isAPI(c.Request.URL.Path) {
			Abort(c, http.StatusNotFound, MsgNotFound)
			return
		}
		serveWeb(c, p.Web)
	})
	metricsHandler := promhttp.HandlerFor(reg, promhttp.HandlerOpts{})
	return &Engine{Engine: e, AdminRoutes: admin, Metrics: metricsHandler}, nil
}

func isAPI(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

func serveWeb(c *gin.Context, web http.Handler) {
	if web == nil || (c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead) {
		c.String(http.StatusNotFound, "Not found")
		return
	}
	web.ServeHTTP(c.Writer, c.Request)
}

// noStore keeps API answers out of shared caches: they change with every order.
func noStore() gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Header("Cache-Control", "no-store")
		c.Next()
	}
}

type healthBody struct {
	Status  string            `json:"status"`
	Checks  map[string]string `json:"checks"`
	Details map[string]any    `json:"details,omitempty"`
}

func healthHandler(checks []database.HealthCheck, details []database.HealthDetail) gin.HandlerFunc {
	return func(c *gin.Context) {
		ctx, cancel := context.WithTimeout(c.Request.Context(), 2*time.Second)
		defer cancel()
		body := healthBody{Status: "ok", Checks: map[string]string{}}
		status := http.StatusOK
		for _, ch := range checks {
			if err := ch.Check(ctx); err != nil {
				body.Status = "unavailable"
				body.Checks[ch.Name] = "unavailable"
				status = http.StatusServiceUnavailable
				continue
			}
			body.Checks[ch.Name] = "ok"
		}
		for _, d := range details {
			if body.Details == nil {
				body.Details = map[string]any{}
			}
			body.Details[d.Name] = d.Detail()
		}
		c.JSON(status, body)
	}
}

// Server is the running HTTP server.
type Server struct {
	srv      *http.Server
	listener net.Listener
	log      *zap.Logger
	timeout  time.Duration
	done     chan error
}

// Addr is the address the server listens on (useful with port 0).
func (s *Server) Addr() string { return s.listener.Addr().String() }

// URL is the server's base URL.
func (s *Server) URL() string { return "http://" + s.Addr() }

// NewServer prepares the server; it listens when the application starts.
func NewServer(lc fx.Lifecycle, cfg config.Config, e *Engine, log *zap.Logger) *Server {
	s := &Server{
		srv: &http.Server{
			Addr:              cfg.HTTPAddr,
			Handler:           e.Engine,
			ReadHeaderTimeout: 10 * time.Second,
			// The longest a body may take (uploads of 10 MB from slow island
			// connections); each route's body gets its own, shorter deadline.
			ReadTimeout:  cfg.UploadTimeout,
			WriteTimeout: cfg.UploadTimeout + time.Minute,
			IdleTimeout:  2 * time.Minute,
			ErrorLog:     zap.NewStdLog(log.Named("http")),
		},
		log:     log,
		timeout: cfg.ShutdownTimeout,
		done:    make(chan error, 1),
	}
	lc.Append(fx.Hook{OnStart: s.start, OnStop: s.stop})
	return s
}

func (s *Server) start(context.Context) error {
	ln, err := net.Listen("tcp", s.srv.Addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", s.srv.Addr, err)
	}
	s.listener = ln
	go func() {
		err := s.srv.Serve(ln)
		if errors.Is(err, http.ErrServerClosed) {
			err = nil
		}
		s.done <- err
	}()
	s.log.Info("shop is open", zap.String("url", s.URL()))
	return nil
}

// stop stops accepting connections and waits for in-flight requests.
func (s *Server) stop(ctx context.Context) error {
	s.log.Info("shutting down; waiting for requests in flight", zap.Duration("timeout", s.timeout))
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	if err := s.srv.Shutdown(ctx); err != nil {
		return fmt.Errorf("graceful shutdown: %w", err)
	}
	if err := <-s.done; err != nil {
		return err
	}
	s.log.Info("stopped")
	return nil
}

// Module builds the engine and runs the server, and the metrics server when
// DHONI_METRICS_ADDR is set.
var Module = fx.Module("httpserver",
	fx.Provide(NewEngine, NewServer, NewMetricsServer),
	fx.Invoke(func(*Server, *MetricsServer) {}),
)
