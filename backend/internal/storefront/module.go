package storefront

import (
	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/database"
	"dhoni/internal/platform/replicas"
)

// ReadTables are the tables the kept answers are read from: the catalogue
// (products with their sizes, colours and stock; categories), the
// settings (the shop's public settings and atolls), the online payment
// settings and the discount codes. A committed write of any of their rows
// drops the answers, on every replica.
var ReadTables = []string{
	"products", "product_sizes", "product_colors", "categories",
	"settings", "payment_settings", "discount_codes",
}

// Module provides the *Cache, its middleware, named "api-cache", for the
// engine to put in front of /api, and its size as metrics. It reads the
// answers pages carry from the Catalogue, Settings and Atolls the catalog,
// settings and geography modules provide, watches ReadTables for committed
// writes and, on PostgreSQL, shares the catalogue's changes with the other
// replicas (replicas.Bus).
var Module = fx.Module("storefront",
	fx.Provide(
		func(b *replicas.Bus, s sources, log *zap.Logger) *Cache {
			return New(b.Topic("catalogue"), Sources{Catalogue: s.Catalogue, Settings: s.Settings, Atolls: s.Atolls}, log)
		},
		fx.Annotate(func(c *Cache) gin.HandlerFunc { return c.Middleware() }, fx.ResultTags(`name:"api-cache"`)),
		fx.Annotate(func(c *Cache) prometheus.Collector { return collector{c} }, fx.ResultTags(`group:"metrics"`)),
	),
	fx.Invoke(
		func(c *Cache, db *database.DB) error {
			return database.Watch(db.DB, "storefront", ReadTables, c.Invalidate)
		},
	),
)

// sources are the modules' reads, from the graph.
type sources struct {
	fx.In
	Catalogue Catalogue
	Settings  Settings
	Atolls    Atolls
}

var (
	entriesDesc = prometheus.NewDesc("dhoni_storefront_cache_entries", "Answers the storefront's read model keeps in memory.", nil, nil)
	bytesDesc   = prometheus.NewDesc("dhoni_storefront_cache_bytes", "Bytes the storefront's read model keeps in memory (answers plain and gzipped).", nil, nil)
	hitsDesc    = prometheus.NewDesc("dhoni_storefront_cache_hits_total", "Answers served from the storefront's read model.", nil, nil)
	dropsDesc   = prometheus.NewDesc("dhoni_storefront_cache_drops_total", "Times the storefront's read model dropped everything it kept (a committed change, here or on another replica).", nil, nil)
)

// collector reports the cache's Stats.
type collector struct{ c *Cache }

func (collector) Describe(ch chan<- *prometheus.Desc) {
	ch <- entriesDesc
	ch <- bytesDesc
	ch <- hitsDesc
	ch <- dropsDesc
}

func (m collector) Collect(ch chan<- prometheus.Metric) {
	s := m.c.Stats()
	ch <- prometheus.MustNewConstMetric(entriesDesc, prometheus.GaugeValue, float64(s.Entries))
	ch <- prometheus.MustNewConstMetric(bytesDesc, prometheus.GaugeValue, float64(s.Bytes))
	ch <- prometheus.MustNewConstMetric(hitsDesc, prometheus.CounterValue, float64(s.Hits))
	ch <- prometheus.MustNewConstMetric(dropsDesc, prometheus.CounterValue, float64(s.Drops))
}
