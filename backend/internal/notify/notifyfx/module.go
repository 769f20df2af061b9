// Package notifyfx wires the notify module: the outbox's migrations and
// store, the Telegram client, the service (the orders' Notifier), the test
// message route, and the worker that sends, started and stopped with the
// application.
package notifyfx

import (
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/catalog"
	"dhoni/internal/notify"
	"dhoni/internal/notify/gormstore"
	"dhoni/internal/notify/httpapi"
	"dhoni/internal/notify/ordersadapter"
	"dhoni/internal/notify/telegram"
	"dhoni/internal/platform/background"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/settings"
	"dhoni/internal/tailoring"
)

// Module provides *notify.Service (also, through ordersadapter, the
// orders.Notifier) and
// notify.Config (tests replace it with fx.Decorate for short backoffs), and
// runs the worker while the application runs. It needs the settings module.
var Module = wiring.Module("notify", gormstore.Migrations,
	wiring.Private(
		wiring.Port[notify.Outbox](gormstore.New),
		wiring.As[*settings.Service, notify.TelegramSettings](),
		ordersadapter.New,
		func(cfg config.Config, n notify.Config) *telegram.Client {
			return telegram.New(cfg.TelegramAPIURL, n.SendTimeout)
		},
		wiring.As[*telegram.Client, notify.Sender](),
		wiring.Port[notify.Updates](gormstore.NewUpdates),
	),
	fx.Provide(
		notify.DefaultConfig,
		fx.Annotate(newService, fx.As(fx.Self()), fx.As(new(tailoring.Notifier))),
		ordersadapter.NewNotifier,
		httpserver.AsRoutes(httpapi.New),
		notify.DefaultActionsConfig,
		newActions,
		httpserver.AsRoutes(httpapi.NewWebhook),
	),
	fx.Invoke(runWorker, runActions, watchStock, (*notify.Service).ReadOrdersFrom),
)

type serviceIn struct {
	fx.In
	Outbox   notify.Outbox
	Sender   notify.Sender
	Settings notify.TelegramSettings
	Clock    clock.Clock
	Log      *zap.Logger
	Config   notify.Config
	Bot      *telegram.Client
	App      config.Config
}

func newService(in serviceIn) *notify.Service {
	return notify.NewService(notify.Deps{
		Outbox: in.Outbox, Sender: in.Sender, Settings: in.Settings, Clock: in.Clock, Log: in.Log, Config: in.Config,
		AfterCommit: database.AfterCommit, Buttons: in.Bot, ActionLabel: ordersadapter.ActionLabel,
		PublicURL: in.App.PublicURL,
	})
}

type actionsIn struct {
	fx.In
	Updates  notify.Updates
	Bot      *telegram.Client
	Orders   notify.Orders
	Tx       notify.Transactor
	Settings notify.TelegramSettings
	Clock    clock.Clock
	Log      *zap.Logger
	Config   notify.ActionsConfig
	App      config.Config
}

func newActions(in actionsIn) *notify.Actions {
	cfg := in.Config
	if cfg.PublicURL == "" {
		cfg.PublicURL = in.App.PublicURL
	}
	return notify.NewActions(notify.ActionsDeps{
		Updates: in.Updates, Bot: in.Bot, Orders: in.Orders, Tx: in.Tx, Settings: in.Settings,
		Clock: in.Clock, Log: in.Log, Config: cfg, ActionLabel: ordersadapter.ActionLabel,
	})
}

// runActions polls Telegram for button presses while the application runs.
func runActions(lc fx.Lifecycle, a *notify.Actions) {
	background.Run(lc, a.Run)
}

// runWorker sends the outbox from the start of the application to its stop;
// stopping waits for the message being sent (at most one send timeout).
func runWorker(lc fx.Lifecycle, s *notify.Service) {
	background.Run(lc, s.Run)
}

// watchStock makes the catalog tell the notifier of every stock take, for
// the low-stock alerts.
func watchStock(c *catalog.Service, s *notify.Service, st *settings.Service) {
	c.WatchStock(notify.NewLowStock(s, st))
}
