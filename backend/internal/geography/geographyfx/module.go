// Package geographyfx wires the geography module: its HTTP routes. The atolls
// come from an AtollSource another module provides (settings).
package geographyfx

import (
	"go.uber.org/fx"

	"dhoni/internal/geography/httpapi"
	"dhoni/internal/platform/httpserver"
)

// Module contributes GET /api/atolls.
var Module = fx.Module("geography",
	fx.Provide(httpserver.AsRoutes(httpapi.New)),
)
