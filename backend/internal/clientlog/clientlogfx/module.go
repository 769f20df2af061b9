// Package clientlogfx wires the browser log channel: /socket.io/ on the site
// when DHONI_CLIENT_LOGS is on, a plain 404 there when it is off (the app is
// told through index.html and does not try).
package clientlogfx

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/clientlog"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
)

// Module provides the channel's routes. Tests replace clientlog.Limits with
// fx.Decorate.
var Module = fx.Module("clientlog",
	fx.Provide(
		clientlog.DefaultLimits,
		newChannel,
		httpserver.AsRoutes(newRoutes),
	),
)

func newChannel(lc fx.Lifecycle, cfg config.Config, log *zap.Logger, clk clock.Clock, limits clientlog.Limits) *clientlog.Channel {
	if !cfg.ClientLogs {
		return nil
	}
	ch := clientlog.New(log, clk, limits)
	lc.Append(fx.StopHook(func(context.Context) { ch.Close() }))
	return ch
}

type routes struct{ ch *clientlog.Channel }

func newRoutes(ch *clientlog.Channel) routes { return routes{ch} }

func (r routes) RegisterRoutes(rs *httpserver.Routes) {
	handle := func(c *gin.Context) { c.String(http.StatusNotFound, "Not found") }
	if r.ch != nil {
		handle = r.ch.Handle
	}
	rs.Site.GET("/socket.io/", handle)
	rs.Site.POST("/socket.io/", handle)
}
