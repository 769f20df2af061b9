package httpserver

import (
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"
)

// RouteRegistrar is what a domain's HTTP adapter implements to add its routes.
// Registrars are collected through the fx group "routes", so adding a domain
// touches internal/app and nothing else shared.
type RouteRegistrar interface {
	RegisterRoutes(r *Routes)
}

// RoutesFunc is a function as a RouteRegistrar: for an adapter that is only
// its routes over a service.
type RoutesFunc func(r *Routes)

// RegisterRoutes calls f.
func (f RoutesFunc) RegisterRoutes(r *Routes) { f(r) }

// AdminCheck tells a public route whether its request comes from the
// signed-in admin, who is shown more (the auth module's
// httpapi.AdminCheck implements it).
type AdminCheck interface {
	IsAdmin(c *gin.Context) bool
}

// Routes hands a registrar the groups under /api.
type Routes struct {
	// Public is /api for everyone.
	Public *gin.RouterGroup
	// Admin is /api behind the admin guard: a request without a valid admin
	// session never reaches these handlers.
	Admin *gin.RouterGroup
	// Site is the root, outside /api, for files such as /media/...: no JSON
	// compression or no-store there (the handler sets its own caching).
	// The single-page app still answers every GET path nothing claims.
	Site *gin.RouterGroup

	limits    map[string]int64
	deadlines map[string]time.Duration
	admin     *[]Route
}

// Route is one method and path.
type Route struct{ Method, Path string }

// AdminRoute registers a handler on the admin group and records it, so a test
// can walk every admin route and prove a stranger is refused.
func (r *Routes) AdminRoute(method, path string, handlers ...gin.HandlerFunc) {
	r.Admin.Handle(method, path, handlers...)
	*r.admin = append(*r.admin, Route{Method: method, Path: r.Admin.BasePath() + path})
}

// LimitBody raises (or lowers) the request body limit of one route, given by
// its full path as registered (for example "/api/uploads").
func (r *Routes) LimitBody(fullPath string, n int64) {
	r.limits[fullPath] = n
}

// BodyDeadline gives one route's request body longer (or less) than the
// JSON default (DHONI_BODY_TIMEOUT) to arrive, for example uploads.
func (r *Routes) BodyDeadline(fullPath string, d time.Duration) {
	r.deadlines[fullPath] = d
}

// AsRoutes annotates a constructor so that its result joins the "routes" group.
func AsRoutes(f any) any {
	return fx.Annotate(f, fx.As(new(RouteRegistrar)), fx.ResultTags(`group:"routes"`))
}
