// Package ordersfx wires the orders module: its migrations, the GORM store,
// the ports it needs (the catalog through catalogadapter, the settings'
// atolls and fees, the media module's slips, the database's transactor) and
// its routes. The announcement of new orders (orders.Notifier) comes from the
// notify module.
package ordersfx

import (
	"go.uber.org/fx"
	"gorm.io/gorm"

	"dhoni/internal/catalog"
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
	"dhoni/internal/settings"
	"dhoni/internal/tailoring"
)

// Module provides *orders.Service and the /api/orders routes. It needs the
// catalog, settings, media, auth and notify modules and a
// *database.Transactor.
var Module = fx.Module("orders",
	database.Migrations("orders", gormstore.Migrations, "migrations"),
	fx.Provide(
		fx.Private,
		fx.Annotate(func(db *gorm.DB) *gormstore.Store { return gormstore.New(db) }, fx.As(new(orders.Store))),
		fx.Annotate(func(s *catalog.Service) *catalogadapter.Catalog { return catalogadapter.New(s) }, fx.As(new(orders.Catalog))),
		fx.Annotate(func(s *settings.Service) *settings.Service { return s }, fx.As(new(orders.Delivery))),
		fx.Annotate(func(m *media.Service) *media.Service { return m }, fx.As(new(orders.Slips))),
		fx.Annotate(func(t *database.Transactor) *database.Transactor { return t }, fx.As(new(orders.Transactor))),
		fx.Annotate(func(a *authapi.AdminCheck) *authapi.AdminCheck { return a }, fx.As(new(httpapi.AdminCheck))),
		fx.Annotate(func(s *tailoring.Service) *tailoradapter.TailorMade { return tailoradapter.New(s) }, fx.As(new(orders.TailorMade))),
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
	return orders.NewService(orders.Deps{
		Store: in.Store, Catalog: in.Catalog, Delivery: in.Delivery, Slips: in.Slips,
		Tx: in.Tx, Notifier: in.Notifier, Clock: in.Clock, Tailor: in.Tailor,
	})
}
