// Package settingsfx wires the settings module: its migrations, the GORM
// store, the service (also the atoll source of geography), the routes, and
// the public settings index.html carries to the app.
package settingsfx

import (
	"go.uber.org/fx"

	"dhoni/internal/geography"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/settings"
	"dhoni/internal/settings/gormstore"
	"dhoni/internal/settings/httpapi"
	"dhoni/internal/storefront"
)

// Module provides *settings.Service (with Get, Save, Delivery, Telegram for
// other modules) and geography.AtollSource, the /api/settings routes and
// their public answer as the storefront.Settings.
var Module = wiring.Module("settings", gormstore.Migrations,
	wiring.Private(wiring.Port[settings.Store](gormstore.New), httpapi.New),
	fx.Provide(
		fx.Annotate(settings.NewService, fx.As(fx.Self()), fx.As(new(geography.AtollSource))),
		httpserver.AsRoutes(func(h *httpapi.Handler) *httpapi.Handler { return h }),
		// The storefront reads the public settings as the route answers them.
		wiring.As[*httpapi.Handler, storefront.Settings](),
		// index.html carries the public settings (no banner popping in late).
		httpapi.Bootstrap,
	),
)
