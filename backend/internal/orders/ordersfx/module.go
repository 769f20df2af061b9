// Package ordersfx wires the orders module: its migrations, the GORM store,
// the ports it needs (the catalog through catalogadapter, the settings'
// atolls and fees, the media module's slips), its routes and the hourly
// cancelling of unconfirmed cash on delivery orders. The
// announcement of new orders (orders.Notifier) comes from the notify module.
package ordersfx

import (
	"context"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/media"
	"dhoni/internal/orders"
	"dhoni/internal/orders/catalogadapter"
	"dhoni/internal/orders/gormstore"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/orders/promoadapter"
	"dhoni/internal/orders/tailoradapter"
	"dhoni/internal/platform/background"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/settings"
)

// Module provides *orders.Service and the /api/orders routes. It needs the
// catalog, settings, media, auth and notify modules and the database's
// transaction.Transactor.
var Module = wiring.Module("orders", gormstore.Migrations,
	wiring.Private(
		wiring.Port[orders.Store](gormstore.New),
		catalogadapter.New,
		tailoradapter.New,
		promoadapter.New,
		wiring.As[*settings.Service, orders.Delivery](),
		wiring.As[*media.Service, orders.Slips](),
		wiring.Port[orders.Limits](func(s *settings.Service) unitLimits { return unitLimits{s} }),
		wiring.Port[orders.Taxes](func(s *settings.Service) gstRegistration { return gstRegistration{s} }),
	),
	fx.Provide(wiring.FromDeps(orders.NewService), httpserver.AsRoutes(httpapi.New)),
	fx.Invoke(hearChanges, cancelUnconfirmed),
)

// UnconfirmedInterval is how often unconfirmed cash on delivery orders past
// the owner's number of days are looked for; the first look is
// UnconfirmedFirst after the start.
const (
	UnconfirmedInterval = time.Hour
	UnconfirmedFirst    = 10 * time.Minute
)

type unconfirmedIn struct {
	fx.In
	Lifecycle fx.Lifecycle
	Service   *orders.Service
	Log       *zap.Logger
}

// cancelUnconfirmed cancels, every UnconfirmedInterval, the cash on
// delivery orders still unconfirmed after the owner's number of days. The
// log names the orders by number only.
func cancelUnconfirmed(in unconfirmedIn) {
	background.Every(in.Lifecycle, UnconfirmedFirst, UnconfirmedInterval, func(ctx context.Context) {
		cancelled, err := in.Service.CancelUnconfirmedCOD(ctx)
		if err != nil && ctx.Err() == nil {
			in.Log.Error("cancelling unconfirmed cash on delivery orders failed", zap.Error(err))
		}
		if len(cancelled) > 0 {
			in.Log.Info("orders cancelled: cash on delivery not confirmed in time", zap.Strings("orders", cancelled))
		}
	})
}

// hearChanges tells the service of every change to an order this process
// commits, for the orders it keeps for tracking (on PostgreSQL, every
// lookup also reads the order's version: decision 220).
func hearChanges(s *orders.Service, store orders.Store) {
	if st, ok := store.(*gormstore.Store); ok {
		st.OnChange(s.OrdersChanged)
	}
}

// unitLimits reads the orders' unit limits from the settings.
type unitLimits struct{ s *settings.Service }

func (u unitLimits) UnitLimits(ctx context.Context) (orders.UnitLimits, error) {
	l, contact, err := u.s.OrderLimits(ctx)
	return orders.UnitLimits{
		PerLine: l.MaxUnitsPerLine, PerOrder: l.MaxUnitsPerOrder, OpenPerPhone: l.MaxOpenUnitsPerPhone,
		Reach:              orders.ReachFor(contact.WhatsappURL, contact.Phone),
		CancelCODAfterDays: l.CancelUnconfirmedCODAfterDays,
	}, err
}

// gstRegistration reads the shop's GST registration from the settings.
type gstRegistration struct{ s *settings.Service }

func (g gstRegistration) GST(ctx context.Context) (orders.GST, error) {
	t, err := g.s.Tax(ctx)
	return orders.GST{
		Registered: t.GSTRegistered, TIN: t.TIN, RateBasisPoints: t.RateBasisPoints, PricesInclude: t.PricesIncludeGST,
	}, err
}
