// Package paymentsfx wires the payments module: its migrations and store,
// the bank's client (DHONI_BML_URL overrides the environment's address),
// the service (waiting payments.DefaultBankTimeout for the bank unless the
// graph holds a payments.BankTimeout, as a test's does), both ports it shares with the orders module, the owner's
// alerts through notify, its routes, and the sweep that cancels orders whose
// payment never came.
package paymentsfx

import (
	"context"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/payments"
	"dhoni/internal/payments/bml"
	"dhoni/internal/payments/gormstore"
	"dhoni/internal/payments/httpapi"
	"dhoni/internal/payments/notifyadapter"
	"dhoni/internal/payments/ordersadapter"
	"dhoni/internal/platform/background"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
)

// SweepInterval is how often orders past their hold time are looked for.
const SweepInterval = time.Minute

// Module provides *payments.Service and the orders' OnlinePayments. It
// needs the orders and notify modules.
var Module = wiring.Module("payments", gormstore.Migrations,
	wiring.Private(
		wiring.Port[payments.Store](gormstore.New),
		func(cfg config.Config) payments.Bank { return bml.New(cfg.BMLURL) },
		notifyadapter.New,
		ordersadapter.New,
	),
	fx.Provide(
		wiring.FromDeps(payments.NewService),
		ordersadapter.NewOnline,
		httpserver.AsRoutes(httpapi.New),
	),
	fx.Invoke((*payments.Service).UseOrders, runSweep),
)

type sweepIn struct {
	fx.In
	Lifecycle fx.Lifecycle
	Service   *payments.Service
	Log       *zap.Logger
}

// runSweep cancels, every SweepInterval, the orders whose online payment
// did not come within the owner's hold time.
func runSweep(in sweepIn) {
	background.Every(in.Lifecycle, SweepInterval, SweepInterval, func(ctx context.Context) {
		cancelled, err := in.Service.Sweep(ctx)
		if err != nil && ctx.Err() == nil {
			in.Log.Error("online payments sweep failed", zap.Error(err))
		}
		if len(cancelled) > 0 {
			in.Log.Info("orders cancelled: online payment not made in time", zap.Strings("orders", cancelled))
		}
	})
}
