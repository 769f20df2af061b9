package readcache

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/platform/background"
	"dhoni/internal/platform/coalesce"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/httpserver"
)

// Channel is the PostgreSQL NOTIFY channel of catalogue writes.
const Channel = "dhoni_readcache"

// Module provides the *Cache and its middleware, named "api-cache", for the
// engine to put in front of /api. On PostgreSQL it listens for the other
// replicas' writes and announces its own.
var Module = fx.Module("readcache",
	fx.Provide(
		newCache,
		fx.Annotate(func(c *Cache) gin.HandlerFunc { return c.Middleware() }, fx.ResultTags(`name:"api-cache"`)),
	),
	fx.Invoke(func(c *Cache, e *httpserver.Engine) { c.SetOrigin(e.Engine) }),
)

func newCache(lc fx.Lifecycle, cfg config.Config, db *database.DB, log *zap.Logger) (*Cache, error) {
	c := New()
	if db.Dialect != database.Postgres {
		return c, nil
	}
	target, err := database.ResolveTarget(cfg)
	if err != nil {
		return nil, err
	}
	log = log.Named("readcache")
	// Each replica signs its notifications, and ignores its own: it has
	// already dropped its copy, and its own notice arriving late would
	// drop the answers kept since.
	var id [8]byte
	if _, err := rand.Read(id[:]); err != nil {
		return nil, err
	}
	self := hex.EncodeToString(id[:])
	// Writes announced at once share one notice, sent after each of them
	// dropped its copy (an order each, under load).
	notices := coalesce.New(2, 1, 5*time.Second, func(ctx context.Context, _ []struct{}) (map[struct{}]struct{}, error) {
		return nil, db.WithContext(ctx).Exec("SELECT pg_notify(?, ?)", Channel, self).Error
	})
	c.announce = func() {
		if _, _, err := notices.Get(context.Background(), struct{}{}); err != nil {
			log.Warn("could not tell the other replicas of a catalogue change", zap.Error(err))
		}
	}
	// Until the LISTEN connection is up, answers come from the database.
	c.live.Store(false)
	background.Run(lc, func(ctx context.Context) { c.listen(ctx, target.DSN, self, log) })
	return c, nil
}

// listen keeps a LISTEN connection open, dropping the cache on every
// notification from another replica, and reconnects after a failure; while it is down the cache
// is not used.
func (c *Cache) listen(ctx context.Context, dsn, self string, log *zap.Logger) {
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := c.listenOnce(ctx, dsn, self)
		c.setLive(false)
		if ctx.Err() != nil {
			return
		}
		log.Warn("catalogue change notifications lost; reconnecting", zap.Error(err))
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(wait*2, 5*time.Second)
	}
}

func (c *Cache) listenOnce(ctx context.Context, dsn, self string) error {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return err
	}
	defer func() {
		closeCtx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = conn.Close(closeCtx)
	}()
	if _, err := conn.Exec(ctx, "LISTEN "+Channel); err != nil {
		return err
	}
	c.setLive(true)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if n.Payload != self {
			c.drop()
		}
	}
}
