// Package tailoringfx wires the tailoring module: its migrations, the GORM
// store, the ports it needs (the media module's private files, the owner's
// alerts from notify) and its routes.
package tailoringfx

import (
	"go.uber.org/fx"

	"dhoni/internal/media"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/tailoring"
	"dhoni/internal/tailoring/gormstore"
	"dhoni/internal/tailoring/httpapi"
)

// Module provides *tailoring.Service and the /api/tailoring routes. It
// needs the media and notify modules and the database's
// transaction.Transactor.
var Module = wiring.Module("tailoring", gormstore.Migrations,
	wiring.Private(
		wiring.Port[tailoring.Store](gormstore.New),
		wiring.As[*media.Service, tailoring.Files](),
	),
	fx.Provide(wiring.FromDeps(tailoring.NewService), httpserver.AsRoutes(httpapi.New)),
)
