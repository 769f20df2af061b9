// Package seofx wires the seo module: the head tags every page of the app is
// served with (a spa.Head for the web handler), /sitemap.xml, /robots.txt and
// the catalogue feeds, read from the catalog and the settings.
package seofx

import (
	"go.uber.org/fx"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/seo"
	"dhoni/internal/seo/httpapi"
	"dhoni/internal/settings"
	"dhoni/internal/storefront"
	"dhoni/internal/storefront/spa"
)

// Module provides the spa.Head, the spa.Canonical and the routes. It needs *catalog.Service and
// *settings.Service.
var Module = fx.Module("seo",
	wiring.Private(
		wiring.As[*catalog.Service, seo.Catalog](),
		wiring.As[*settings.Service, seo.Settings](),
		seo.NewService,
		httpapi.New,
	),
	fx.Provide(
		httpserver.AsRoutes(func(a *httpapi.API) *httpapi.API { return a }),
		httpapi.Head,
		// Every page answers at its one address (decision 222).
		func() spa.Canonical { return seo.CanonicalPath },
	),
	// Pages carry the data of their first reads when the server keeps the
	// public answers in memory (storefront; not in `dhoni migrate`), and the
	// catalogue feeds are built again only when its generation moves.
	fx.Invoke(func(p readers) {
		if p.Cache != nil {
			p.API.UseReader(p.Cache)
			p.API.UseChanges(p.Cache)
		}
	}),
)

type readers struct {
	fx.In
	API   *httpapi.API
	Cache *storefront.Cache `optional:"true"`
}
