// Package notifyfx wires the notify module: the outbox's migrations and
// store, the Telegram client, the service (the orders' Notifier), the test
// message route, and the worker that sends, started and stopped with the
// application.
package notifyfx

import (
	"context"

	"go.uber.org/fx"
	"go.uber.org/zap"
	"gorm.io/gorm"

	"dhoni/internal/notify"
	"dhoni/internal/notify/gormstore"
	"dhoni/internal/notify/httpapi"
	"dhoni/internal/notify/telegram"
	"dhoni/internal/orders"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/settings"
	"dhoni/internal/tailoring"
)

// Module provides *notify.Service (also the orders.Notifier) and
// notify.Config (tests replace it with fx.Decorate for short backoffs), and
// runs the worker while the application runs. It needs the settings module.
var Module = fx.Module("notify",
	database.Migrations("notify", 60, gormstore.Migrations, "migrations"),
	fx.Provide(
		fx.Private,
		fx.Annotate(func(db *gorm.DB) *gormstore.Outbox { return gormstore.New(db) }, fx.As(new(notify.Outbox))),
		fx.Annotate(func(s *settings.Service) *settings.Service { return s }, fx.As(new(notify.TelegramSettings))),
		fx.Annotate(func(s *orders.Service) *orders.Service { return s }, fx.As(new(httpapi.Orders))),
		fx.Annotate(func(cfg config.Config, n notify.Config) *telegram.Client {
			return telegram.New(cfg.TelegramAPIURL, n.SendTimeout)
		}, fx.As(new(notify.Sender))),
	),
	fx.Provide(
		notify.DefaultConfig,
		fx.Annotate(newService, fx.As(fx.Self()), fx.As(new(orders.Notifier)), fx.As(new(tailoring.Notifier))),
		httpserver.AsRoutes(httpapi.New),
	),
	fx.Invoke(runWorker),
)

type serviceIn struct {
	fx.In
	Outbox   notify.Outbox
	Sender   notify.Sender
	Settings notify.TelegramSettings
	Clock    clock.Clock
	Log      *zap.Logger
	Config   notify.Config
}

func newService(in serviceIn) *notify.Service {
	return notify.NewService(notify.Deps{
		Outbox: in.Outbox, Sender: in.Sender, Settings: in.Settings, Clock: in.Clock, Log: in.Log, Config: in.Config,
		AfterCommit: database.AfterCommit,
	})
}

// runWorker sends the outbox from the start of the application to its stop;
// stopping waits for the message being sent (at most one send timeout).
func runWorker(lc fx.Lifecycle, s *notify.Service) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	lc.Append(fx.Hook{
		OnStart: func(context.Context) error {
			go func() {
				defer close(done)
				s.Run(ctx)
			}()
			return nil
		},
		OnStop: func(stop context.Context) error {
			cancel()
			select {
			case <-done:
				return nil
			case <-stop.Done():
				return stop.Err()
			}
		},
	})
}
