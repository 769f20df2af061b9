// Package searchfx wires search: its migrations, the store of searches that
// found nothing, the catalogue as documents, the read model's generation as
// the signal to build the index again, and the routes.
package searchfx

import (
	"context"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/background"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/wiring"
	"dhoni/internal/search"
	"dhoni/internal/search/catalogadapter"
	"dhoni/internal/search/gormstore"
	"dhoni/internal/search/httpapi"
	"dhoni/internal/storefront"
)

// flushEvery is how often the counts of searches that found nothing are
// written (and at stop; the owner's list writes what waits first).
const flushEvery = 30 * time.Second

// Module provides *search.Service and its routes. It needs the catalog
// module's service; the read model (storefront, absent from `dhoni migrate`)
// tells it when the catalogue changed.
var Module = wiring.Module("search", gormstore.Migrations,
	wiring.Private(
		wiring.Port[search.MissStore](gormstore.New),
		catalogadapter.New,
		search.NewMisses,
		changes,
	),
	fx.Provide(search.NewService, httpserver.AsRoutes(httpapi.New)),
	fx.Invoke(flush, countServed, warm),
)

// countServed counts the searches that found nothing which the read model
// answers from memory (their handler does not run).
func countServed(in changesIn, s *search.Service) {
	if in.Cache != nil {
		in.Cache.OnServed(httpapi.SearchPath, httpapi.CountServed(s))
	}
}

type changesIn struct {
	fx.In
	Cache *storefront.Cache `optional:"true"`
}

// changes is the read model's generation; without one (no server), every
// search reads the catalogue.
func changes(in changesIn) search.Changes {
	if in.Cache == nil {
		return never{}
	}
	return in.Cache
}

type never struct{}

func (never) Generation() (uint64, bool) { return 0, false }

// warm builds the index once the application has started, so the first
// search does not wait for it (5,000 products take a few hundred
// milliseconds to read and index). A replica that does not yet hear its
// heartbeat would not keep it, so warm waits for that, at most warmFor.
func warm(lc fx.Lifecycle, s *search.Service, ch search.Changes, log *zap.Logger) {
	background.Run(lc, func(ctx context.Context) {
		for deadline := time.Now().Add(warmFor); ; {
			if _, live := ch.Generation(); live {
				break
			}
			if time.Now().After(deadline) {
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
		if _, err := s.Index(ctx); err != nil && ctx.Err() == nil {
			log.Warn("search index not built at start", zap.Error(err))
		}
	})
}

// warmFor is how long warm waits for the read model to be live.
const warmFor = 10 * time.Second

// flush writes the counts now and then, and once more at stop.
func flush(lc fx.Lifecycle, m *search.Misses, log *zap.Logger) {
	write := func(ctx context.Context) {
		if err := m.Flush(ctx); err != nil {
			log.Warn("searches that found nothing not counted", zap.Error(err))
		}
	}
	background.Every(lc, flushEvery, flushEvery, write)
	lc.Append(fx.StopHook(write))
}
