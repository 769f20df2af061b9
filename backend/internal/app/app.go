// Package app is the one place that lists every fx module of the server.
// Adding a domain means adding its Module here, and nothing else shared.
package app

import (
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/backup/backupfx"
	"dhoni/internal/catalog/catalogfx"
	"dhoni/internal/clientlog/clientlogfx"
	"dhoni/internal/dashboard/dashboardfx"
	"dhoni/internal/geography/geographyfx"
	"dhoni/internal/media/mediafx"
	"dhoni/internal/notify/notifyfx"
	"dhoni/internal/orders/ordersfx"
	"dhoni/internal/payments/paymentsfx"
	"dhoni/internal/platform/auth/authfx"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit/dblimit"
	"dhoni/internal/platform/replicas"
	"dhoni/internal/promotions/promotionsfx"
	"dhoni/internal/search/searchfx"
	"dhoni/internal/seo/seofx"
	"dhoni/internal/settings/settingsfx"
	"dhoni/internal/storefront"
	"dhoni/internal/storefront/spa"
	"dhoni/internal/storefront/ssr"
	"dhoni/internal/tailoring/tailoringfx"
)

// schemaOrder is the order in which the modules' migrations run: a module's
// tables may refer to those of the modules before it (orders to catalog and
// media, notify to orders). A module with migrations is named here once.
var schemaOrder = database.SchemaOrder{
	"ratelimit",
	"auth",
	"settings",
	"catalog",
	"media",
	"orders",
	"promotions",
	"tailoring",
	"notify",
	"payments",
	"search",
	"replicas",
	"backup",
}

// Platform is configuration, logging, the clock, the migrated database
// (with the Transactor modules share), blob storage and the rate limits.
func Platform(cfg config.Config, log *zap.Logger) fx.Option {
	return fx.Options(
		config.Module(cfg),
		logging.Module(log),
		clock.Module,
		fx.Supply(schemaOrder),
		database.Module,
		blobstore.Module,
		// Rate limits: shared in the database on PostgreSQL, in memory on SQLite.
		dblimit.Module,
		// What a change on one replica must reach before it returns.
		replicas.Module,
	)
}

// Domains are the shop's modules: each brings its migrations, services and routes.
func Domains() fx.Option {
	return fx.Options(
		authfx.Module,
		settingsfx.Module,
		geographyfx.Module,
		mediafx.Module,
		catalogfx.Module,
		ordersfx.Module,
		// Discount codes, judged and counted by orders (catalog).
		promotionsfx.Module,
		notifyfx.Module,
		// Paying online through Bank of Maldives Connect (orders, notify).
		paymentsfx.Module,
		// Each page's head tags, the sitemap and robots.txt (catalog, settings).
		seofx.Module,
		tailoringfx.Module,
		clientlogfx.Module,
		dashboardfx.Module,
		// One search over both shops, from the catalogue (catalog).
		searchfx.Module,
		// The embedded database's daily backup (blob store for the files).
		backupfx.Module,
	)
}

// Server is everything `dhoni serve` runs. extra lets tests add options
// (a slow route, a populate) to the real graph.
func Server(cfg config.Config, log *zap.Logger, extra ...fx.Option) fx.Option {
	return fx.Options(
		Platform(cfg, log),
		Domains(),
		ssr.Module,
		spa.Module,
		// Public catalogue answers kept in memory, dropped on every write.
		storefront.Module,
		httpserver.Module,
		// Stopping must outlast the HTTP drain it contains.
		fx.StopTimeout(cfg.ShutdownTimeout+5*time.Second),
		fx.StartTimeout(30*time.Second),
		fx.Options(extra...),
	)
}

// Migrate is what `dhoni migrate` runs: the database module and every
// domain's migrations, and no server.
func Migrate(cfg config.Config, log *zap.Logger) fx.Option {
	return fx.Options(
		Platform(cfg, log),
		Domains(),
		fx.Invoke(func(*database.DB) {}),
	)
}
