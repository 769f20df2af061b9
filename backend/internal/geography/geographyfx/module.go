// Package geographyfx wires the geography module: its HTTP routes. The atolls
// come from an AtollSource another module provides (settings).
package geographyfx

import (
	"go.uber.org/fx"

	"dhoni/internal/geography/httpapi"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/storefront"
)

// Module contributes GET /api/atolls, and its answer as the
// storefront.Atolls.
var Module = fx.Module("geography",
	fx.Provide(fx.Private, httpapi.New),
	fx.Provide(
		httpserver.AsRoutes(func(h *httpapi.Handler) *httpapi.Handler { return h }),
		wiring.As[*httpapi.Handler, storefront.Atolls](),
	),
)
