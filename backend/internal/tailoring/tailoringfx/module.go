// Package tailoringfx wires the tailoring module: its migrations, the GORM
// store, the ports it needs (the media module's private files, the
// database's transactor, the owner's alerts from notify) and its routes.
package tailoringfx

import (
	"go.uber.org/fx"

	"dhoni/internal/media"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/tailoring"
	"dhoni/internal/tailoring/gormstore"
	"dhoni/internal/tailoring/httpapi"
)

// Module provides *tailoring.Service and the /api/tailoring routes. It
// needs the media and notify modules and a *database.Transactor.
var Module = wiring.Module("tailoring", gormstore.Migrations,
	fx.Provide(
		fx.Private,
		fx.Annotate(gormstore.New, fx.As(new(tailoring.Store))),
		wiring.As[*media.Service, tailoring.Files](),
		wiring.As[*database.Transactor, tailoring.Transactor](),
	),
	fx.Provide(
		newService,
		httpserver.AsRoutes(httpapi.New),
	),
)

type serviceIn struct {
	fx.In
	Store    tailoring.Store
	Files    tailoring.Files
	Notifier tailoring.Notifier
	Tx       tailoring.Transactor
	Clock    clock.Clock
}

func newService(in serviceIn) *tailoring.Service {
	return tailoring.NewService(tailoring.Deps{
		Store: in.Store, Files: in.Files, Notifier: in.Notifier, Tx: in.Tx, Clock: in.Clock,
	})
}
