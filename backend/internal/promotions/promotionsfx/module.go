// Package promotionsfx wires the discount codes: their migrations, the GORM
// store, the catalog's categories and the admin's routes.
package promotionsfx

import (
	"go.uber.org/fx"

	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/promotions"
	"dhoni/internal/promotions/catalogadapter"
	"dhoni/internal/promotions/gormstore"
	"dhoni/internal/promotions/httpapi"
)

// Module provides *promotions.Service and the /api/discount-codes admin
// routes. It needs the catalog module.
var Module = wiring.Module("promotions", gormstore.Migrations,
	wiring.Private(
		wiring.Port[promotions.Store](gormstore.New),
		catalogadapter.New,
	),
	fx.Provide(wiring.FromDeps(promotions.NewService), httpserver.AsRoutes(httpapi.New)),
)
