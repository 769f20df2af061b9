package httpserver

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/config"
)

// MetricsServer serves /metrics on DHONI_METRICS_ADDR, apart from the shop:
// request counts and Go internals are for the people running it, not for
// every visitor. With no address it serves nothing.
type MetricsServer struct {
	srv      *http.Server
	listener net.Listener
	log      *zap.Logger
}

// NewMetricsServer prepares the metrics server; it listens when the
// application starts, if an address is configured.
func NewMetricsServer(lc fx.Lifecycle, cfg config.Config, e *Engine, log *zap.Logger) *MetricsServer {
	m := &MetricsServer{log: log}
	if cfg.MetricsAddr == "" {
		return m
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", e.Metrics)
	m.srv = &http.Server{
		Addr:              cfg.MetricsAddr,
		Handler:           mux,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      time.Minute,
		ErrorLog:          zap.NewStdLog(log.Named("metrics")),
	}
	lc.Append(fx.Hook{
		OnStart: func(context.Context) error {
			ln, err := net.Listen("tcp", m.srv.Addr)
			if err != nil {
				return fmt.Errorf("cannot listen for metrics on %s: %w", m.srv.Addr, err)
			}
			m.listener = ln
			go func() {
				if err := m.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
					log.Error("metrics server stopped", zap.Error(err))
				}
			}()
			log.Info("metrics are served", zap.String("url", m.URL()+"/metrics"))
			return nil
		},
		OnStop: func(ctx context.Context) error { return m.srv.Shutdown(ctx) },
	})
	return m
}

// URL is the metrics server's base URL, empty when it is off.
func (m *MetricsServer) URL() string {
	if m.listener == nil {
		return ""
	}
	return "http://" + m.listener.Addr().String()
}

// forwardedHeaders are the headers a proxy adds about the client.
var forwardedHeaders = []string{"X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host", "X-Real-Ip", "Forwarded"}

// forwardedWarning logs once when a request carries forwarded headers from a
// peer that is not a trusted proxy: behind a proxy left out of
// DHONI_TRUSTED_PROXIES every customer shares the proxy's address, and with
// it one rate-limit bucket.
func forwardedWarning(log *zap.Logger, trusted proxies) gin.HandlerFunc {
	var once sync.Once
	return func(c *gin.Context) {
		for _, h := range forwardedHeaders {
			if c.Request.Header.Get(h) == "" {
				continue
			}
			if !trusted.trust(c.RemoteIP()) {
				once.Do(func() {
					log.Warn("forwarded headers from a peer that is not a trusted proxy are ignored; "+
						"if the shop runs behind a proxy, set DHONI_TRUSTED_PROXIES to its address, "+
						"or every customer shares one rate limit and, behind a proxy that ends TLS, "+
						"every change the admin saves is refused as cross-site (403)",
						zap.String("peer", c.RemoteIP()), zap.String("header", h))
				})
			}
			break
		}
		c.Next()
	}
}
