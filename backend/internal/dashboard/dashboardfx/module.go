// Package dashboardfx wires the dashboard: its store (reading the orders'
// and the catalog's tables), the low-stock threshold from the settings, and
// GET /api/dashboard.
package dashboardfx

import (
	"context"

	"go.uber.org/fx"

	"dhoni/internal/dashboard"
	"dhoni/internal/dashboard/gormstore"
	"dhoni/internal/dashboard/httpapi"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/settings"
)

// Module provides *dashboard.Service and its route. It needs the settings
// module and the orders' and catalog's migrations.
var Module = fx.Module("dashboard",
	wiring.Private(
		wiring.Port[dashboard.Store](gormstore.New),
		wiring.Port[dashboard.Thresholds](func(s *settings.Service) thresholds { return thresholds{s} }),
	),
	fx.Provide(dashboard.NewService, httpserver.AsRoutes(httpapi.New)),
)

type thresholds struct{ s *settings.Service }

func (t thresholds) LowStockThreshold(ctx context.Context) (int, error) {
	inv, err := t.s.Inventory(ctx)
	return inv.LowStockThreshold, err
}
