// Package catalogfx wires the catalog module: its migrations, the GORM
// stores, the service (also the price and stock source of orders), the
// routes, and the sample data on first start. It lives apart from package
// catalog because it imports the adapters, which import catalog.
package catalogfx

import (
	"context"
	"fmt"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/catalog"
	"dhoni/internal/catalog/gormstore"
	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/catalog/sampledata"
	"dhoni/internal/media"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/storefront"
)

// Module provides *catalog.Service, the /api/products and /api/categories
// routes and their answers as the storefront.Catalogue, and the sample pictures as an http.Handler named "sample-images"
// for the media module to serve at GET /media/samples/*name. It needs the
// media module's service (where inline images are stored) and a clock.Clock.
var Module = wiring.Module("catalog", gormstore.Migrations,
	wiring.Private(
		wiring.Port[catalog.Products](gormstore.NewProducts),
		wiring.Port[catalog.Categories](gormstore.NewCategories),
		wiring.Port[catalog.SampleStore](gormstore.NewSamples),
		httpapi.New,
	),
	fx.Provide(
		// Images sent inline (data URLs) are stored through the media module
		// (tests put a fake in its place with fx.Decorate).
		func(m *media.Service) catalog.ImageStore { return m },
		catalog.NewService,
		httpserver.AsRoutes(func(a *httpapi.API) *httpapi.API { return a }),
		// The storefront reads the public answers through the routes' own
		// JSON, in process.
		wiring.As[*httpapi.API, storefront.Catalogue](),
		fx.Annotate(sampledata.Images, fx.ResultTags(`name:"sample-images"`)),
	),
	fx.Invoke(seedOnStart, dropAnswersWhenSalesChange),
)

type cacheIn struct {
	fx.In
	Cache *storefront.Cache `optional:"true"`
}

// dropAnswersWhenSalesChange makes the read cache drop its answers when a
// sale starts or ends: prices change then without any write.
func dropAnswersWhenSalesChange(in cacheIn, s *catalog.Service, clk clock.Clock) {
	if in.Cache != nil {
		in.Cache.UseHorizon(clk, s.NextPriceChange)
	}
}

// seedOnStart fills an empty, never-seeded catalog with the sample data when
// DHONI_SAMPLE_DATA is on, before the server starts listening.
func seedOnStart(lc fx.Lifecycle, cfg config.Config, store catalog.SampleStore, clk clock.Clock, log *zap.Logger) {
	if !cfg.SampleData {
		return
	}
	lc.Append(fx.StartHook(func(ctx context.Context) error {
		seeded, err := sampledata.Seed(ctx, store, clk.Now())
		if err != nil {
			return fmt.Errorf("sample data: %w", err)
		}
		if seeded {
			log.Info("sample catalog added (DHONI_SAMPLE_DATA=false turns this off)")
		}
		return nil
	}))
}
