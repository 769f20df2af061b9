package readcache

import (
	"github.com/gin-gonic/gin"
	"go.uber.org/fx"

	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/replicas"
)

// Module provides the *Cache and its middleware, named "api-cache", for the
// engine to put in front of /api. On PostgreSQL it shares the replica's
// fence (the "catalogue" topic) with the other replicas.
var Module = fx.Module("readcache",
	fx.Provide(
		func(f *replicas.Fence) *Cache { return New(f.Topic("catalogue")) },
		fx.Annotate(func(c *Cache) gin.HandlerFunc { return c.Middleware() }, fx.ResultTags(`name:"api-cache"`)),
	),
	fx.Invoke(func(c *Cache, e *httpserver.Engine) { c.SetOrigin(e.Engine) }),
)
