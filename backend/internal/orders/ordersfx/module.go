// Package ordersfx wires the orders module: its migrations, the GORM store,
// the ports it needs (the catalog through catalogadapter, the settings'
// atolls and fees, the media module's slips, the database's transactor) and
// its routes. The announcement of new orders (orders.Notifier) comes from the
// notify module.
package ordersfx

import (
	"go.uber.org/fx"

	"dhoni/internal/media"
	"dhoni/internal/orders"
	"dhoni/internal/orders/catalogadapter"
	"dhoni/internal/orders/gormstore"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/orders/tailoradapter"
	authapi "dhoni/internal/platform/auth/httpapi"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/settings"
)

// Module provides *orders.Service and the /api/orders routes. It needs the
// catalog, settings, media, auth and notify modules and a
// *database.Transactor.
var Module = wiring.Module("orders", gormstore.Migrations,
	fx.Provide(
		fx.Private,
		fx.Annotate(gormstore.New, fx.As(new(orders.Store))),
		fx.Annotate(catalogadapter.New, fx.As(new(orders.Catalog))),
		fx.Annotate(tailoradapter.New, fx.As(new(orders.TailorMade))),
		wiring.As[*settings.Service, orders.Delivery](),
		wiring.As[*media.Service, orders.Slips](),
		wiring.As[*database.Transactor, orders.Transactor](),
		wiring.As[*authapi.AdminCheck, httpapi.AdminCheck](),
	),
	fx.Provide(
		newService,
		httpserver.AsRoutes(httpapi.New),
	),
)

type serviceIn struct {
	fx.In
	Store    orders.Store
	Catalog  orders.Catalog
	Delivery orders.Delivery
	Slips    orders.Slips
	Tx       orders.Transactor
	Notifier orders.Notifier
	Clock    clock.Clock
	Tailor   orders.TailorMade
}

func newService(in serviceIn) *orders.Service {
	s := orders.NewService(orders.Deps{
		Store: in.Store, Catalog: in.Catalog, Delivery: in.Delivery, Slips: in.Slips,
		Tx: in.Tx, Notifier: in.Notifier, Clock: in.Clock, Tailor: in.Tailor,
	})
	// The orders kept for tracking hear of every change this process commits.
	if st, ok := in.Store.(interface{ OnChange(func()) }); ok {
		st.OnChange(s.OrdersChanged)
	}
	return s
}
