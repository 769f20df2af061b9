// Package replicas lets every server process on one PostgreSQL keep what it
// read in memory and still answer each request made after a change, on any
// replica, with that change (decision 147).
//
// A change is announced after it commits, and the writer waits, before the
// change returns, until every replica holding a lease has handled the
// notice. A replica serves what it keeps only while its lease is valid: a
// lease is renewed by a ping the replica sends to itself through the
// database and hears back on its LISTEN connection, so a replica that stops
// hearing notices stops serving what it kept before any writer stops
// waiting for it.
package replicas

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"go.uber.org/zap"
	"gorm.io/gorm"

	"dhoni/internal/platform/coalesce"
)

// Channel is the PostgreSQL NOTIFY channel of changes and lease pings.
const Channel = "dhoni_replicas"

// Lease is how long a replica may serve what it keeps after the ping that
// last renewed it was sent; pings go out every Lease/3.
const Lease = 3 * time.Second

// Notices: "c<topic>:<number>:<replica>" a change, "p<replica>:<ping>" a
// lease ping.
const (
	changeMark = 'c'
	pingMark   = 'p'
)

// Fence is one replica's part: its LISTEN connection, its lease and its
// topics. A nil *Fence (SQLite: one server) has nil topics, which keep
// nothing valid and announce nothing.
type Fence struct {
	db    *gorm.DB
	dsn   string
	id    string
	lease time.Duration
	log   *zap.Logger
	start time.Time

	// session changes whenever everything kept may be out of date: a new
	// LISTEN session, a lease renewed after it had run out. Each topic adds
	// its own changes.
	session atomic.Uint64
	topics  map[string]*Topic
	// validUntil is when the lease ends, in nanoseconds since start.
	validUntil atomic.Int64
	// listening is set while the LISTEN connection is up and registered.
	listening atomic.Bool
	// seen is the highest change notice handled, written as the lease's
	// acked with the next ping.
	seen atomic.Int64
	// poke asks for a ping now (to ack a change at once).
	poke chan struct{}

	mu      sync.Mutex
	pings   map[int64]int64 // ping number -> when it was sent
	pingSeq int64

	// handling runs before a change notice is handled (OnNotice).
	handling func()
}

// Topic is one kind of change (the orders, the catalogue): a replica keeps
// what it read of a topic by the topic's Stamp.
type Topic struct {
	f          *Fence
	generation atomic.Uint64
	onChange   []func()
	// announce sends one notice for the changes committed while the
	// previous one was sent, and waits for the replicas.
	announce *coalesce.Batches[struct{}, struct{}]
}

// Topic returns the topic called name (letters only), made on first use;
// call it before Run. A nil fence has nil topics.
func (f *Fence) Topic(name string) *Topic {
	if f == nil {
		return nil
	}
	if t := f.topics[name]; t != nil {
		return t
	}
	t := &Topic{f: f}
	t.announce = coalesce.New(2, 1000, f.lease+f.lease/2, func(ctx context.Context, _ []struct{}) (map[struct{}]struct{}, error) {
		f.announce(ctx, name)
		return nil, nil
	})
	f.topics[name] = t
	return t
}

// OnChange adds what runs when another replica changed the topic, or when
// everything kept may be out of date (the lease), before the replica
// acknowledges it. Call it before Run.
func (t *Topic) OnChange(run func()) {
	if t != nil {
		t.onChange = append(t.onChange, run)
	}
}

// Stamp returns the generation of what this replica keeps of the topic and
// whether it may serve what it kept at that generation: true only while
// the lease is valid, so that every change made elsewhere was heard before
// it returned.
func (t *Topic) Stamp() (generation uint64, valid bool) {
	if t == nil {
		return 0, false
	}
	f := t.f
	g := f.session.Load() + t.generation.Load()
	return g, f.listening.Load() && f.now() < f.validUntil.Load()
}

// Changed is called once a change to the topic has committed: what this
// replica kept of it is out of date at once, and Changed returns when
// every other replica with a valid lease has heard of the change (at most
// about a lease later, when a replica that does not answer has stopped
// serving what it kept). Changes committed together share one notice.
func (t *Topic) Changed(ctx context.Context) {
	if t == nil {
		return
	}
	t.generation.Add(1)
	_, _, _ = t.announce.Get(context.WithoutCancel(ctx), struct{}{})
}

// heard runs the topic's change: a notice from another replica, or the
// whole fence's (lease).
func (t *Topic) heard() {
	t.generation.Add(1)
	for _, run := range t.onChange {
		run()
	}
}

// everything starts a new session: nothing kept before is served.
func (f *Fence) everything() {
	f.session.Add(1)
	for _, t := range f.topics {
		for _, run := range t.onChange {
			run()
		}
	}
}

// OnNotice sets what runs before each change notice from another replica
// is handled; tests slow a replica down or stop it with it. Call it before
// Run.
func (f *Fence) OnNotice(run func()) { f.handling = run }

// New returns the fence of one replica on db (migrated), listening with
// its own connection to dsn. Run starts it.
func New(db *gorm.DB, dsn string, lease time.Duration, log *zap.Logger) (*Fence, error) {
	var id [8]byte
	if _, err := rand.Read(id[:]); err != nil {
		return nil, err
	}
	return &Fence{
		db: db, dsn: dsn, id: hex.EncodeToString(id[:]), lease: lease, log: log,
		start: time.Now(), poke: make(chan struct{}, 1), pings: map[int64]int64{}, topics: map[string]*Topic{},
	}, nil
}

func (f *Fence) now() int64 { return int64(time.Since(f.start)) }

// announce sends a change notice of topic and waits for the replicas.
func (f *Fence) announce(ctx context.Context, topic string) {
	// A replica's lease, renewed at renewed_at (the database's clock, after
	// the replica's own clock started it), has ended on the replica by
	// renewed_at + lease; a tenth more for clocks that run apart.
	window := (f.lease + f.lease/10).Seconds()
	// The notice goes out when the statement ends, so the first count is
	// of every replica with a lease: none (one server) ends it there.
	var sent struct{ Number, Behind int64 }
	err := f.db.WithContext(ctx).Raw(
		`SELECT s.n AS number, (SELECT count(*) FROM replica_leases
		   WHERE id <> ? AND acked < s.n AND renewed_at > now() - make_interval(secs => ?)) AS behind
		 FROM (SELECT nextval('replica_notices') AS n) s, LATERAL (SELECT pg_notify(?, ? || s.n || ?)) p`,
		f.id, window, Channel, string(changeMark)+topic+":", ":"+f.id).Scan(&sent).Error
	if err != nil {
		f.log.Error("could not tell the other replicas of a change", zap.Error(err))
		return
	}
	deadline := time.Now().Add(f.lease + f.lease/5)
	for wait := time.Millisecond; sent.Behind > 0; wait = min(2*wait, 20*time.Millisecond) {
		if time.Now().After(deadline) {
			f.log.Warn("replicas did not acknowledge a change within their lease", zap.Int64("replicas", sent.Behind))
			return
		}
		time.Sleep(wait)
		err := f.db.WithContext(ctx).Raw(
			"SELECT count(*) FROM replica_leases WHERE id <> ? AND acked < ? AND renewed_at > now() - make_interval(secs => ?)",
			f.id, sent.Number, window).Scan(&sent.Behind).Error
		if err != nil {
			f.log.Error("could not learn whether the other replicas heard of a change", zap.Error(err))
			return
		}
	}
}

// Run keeps the replica listening and its lease renewed until ctx ends,
// then gives the lease up: writers no longer wait for a replica that
// stopped (the HTTP server has stopped before it).
func (f *Fence) Run(ctx context.Context) {
	go f.renew(ctx)
	defer f.leave()
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := f.listenOnce(ctx)
		f.lapse()
		if ctx.Err() != nil {
			return
		}
		f.log.Warn("change notices lost; reconnecting", zap.Error(err))
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(wait*2, 5*time.Second)
	}
}

// leave removes the replica's lease row.
func (f *Fence) leave() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := f.db.WithContext(ctx).Exec("DELETE FROM replica_leases WHERE id = ?", f.id).Error; err != nil {
		f.log.Warn("could not give the replica's lease up; writers wait for it until it runs out", zap.Error(err))
	}
}

// lapse ends the lease: nothing kept is served until a new session has
// registered and heard its own ping.
func (f *Fence) lapse() {
	f.listening.Store(false)
	f.validUntil.Store(0)
	f.everything()
}

func (f *Fence) listenOnce(ctx context.Context) error {
	conn, err := pgx.Connect(ctx, f.dsn)
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
	if err := f.register(ctx); err != nil {
		return err
	}
	f.listening.Store(true)
	f.ping()
	own := string(pingMark) + f.id + ":"
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		switch {
		case n.Payload == "":
		case n.Payload[0] == changeMark:
			// c<topic>:<number>:<replica>
			topic, rest, _ := strings.Cut(n.Payload[1:], ":")
			num, from, _ := strings.Cut(rest, ":")
			number, err := strconv.ParseInt(num, 10, 64)
			if err != nil {
				continue
			}
			if t := f.topics[topic]; t != nil && from != f.id {
				if f.handling != nil {
					f.handling()
				}
				t.heard()
			}
			if number > f.seen.Load() {
				f.seen.Store(number)
			}
			f.ping()
		case strings.HasPrefix(n.Payload, own):
			if k, err := strconv.ParseInt(n.Payload[len(own):], 10, 64); err == nil {
				f.echoed(k)
			}
		}
	}
}

// register writes this replica's lease row, acknowledging every change
// numbered so far: what it keeps is dropped right after, and every change
// numbered later is heard on the LISTEN connection already open.
func (f *Fence) register(ctx context.Context) error {
	err := f.db.WithContext(ctx).Exec(
		`INSERT INTO replica_leases (id, renewed_at, acked)
		 VALUES (?, now(), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM replica_notices))
		 ON CONFLICT (id) DO UPDATE SET renewed_at = now(), acked = EXCLUDED.acked`, f.id).Error
	if err != nil {
		return fmt.Errorf("register replica: %w", err)
	}
	f.mu.Lock()
	clear(f.pings)
	f.mu.Unlock()
	f.everything()
	// Replicas gone for a day leave no rows behind.
	f.db.WithContext(ctx).Exec("DELETE FROM replica_leases WHERE renewed_at < now() - interval '1 day'")
	return nil
}

// ping asks the renewing loop for a ping now.
func (f *Fence) ping() {
	select {
	case f.poke <- struct{}{}:
	default:
	}
}

// renew sends a ping every third of the lease, and at once when asked:
// the ping renews the lease row and writes what was acked; the lease
// itself is renewed when the ping comes back (echoed).
func (f *Fence) renew(ctx context.Context) {
	tick := time.NewTicker(f.lease / 3)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-f.poke:
		case <-ctx.Done():
			return
		}
		if !f.listening.Load() {
			continue
		}
		f.mu.Lock()
		f.pingSeq++
		k := f.pingSeq
		f.pings[k] = f.now()
		f.mu.Unlock()
		res := f.db.WithContext(ctx).Exec(
			`WITH u AS (UPDATE replica_leases SET renewed_at = now(), acked = greatest(acked, ?) WHERE id = ? RETURNING id)
			 SELECT pg_notify(?, ?) FROM u`,
			f.seen.Load(), f.id, Channel, string(pingMark)+f.id+":"+strconv.FormatInt(k, 10))
		switch {
		case res.Error != nil:
			if ctx.Err() == nil {
				f.log.Warn("could not renew the replica's lease", zap.Error(res.Error))
			}
		case res.RowsAffected == 0:
			// The row is gone (a day without renewing): register again.
			if err := f.register(ctx); err != nil && ctx.Err() == nil {
				f.log.Warn("could not register the replica again", zap.Error(err))
			}
		}
	}
}

// echoed renews the lease from ping k's sending. A lease that had ended
// before it was sent starts a new generation: a writer may have stopped
// waiting for this replica meanwhile.
func (f *Fence) echoed(k int64) {
	f.mu.Lock()
	sent, ok := f.pings[k]
	for n := range f.pings {
		if n <= k {
			delete(f.pings, n)
		}
	}
	f.mu.Unlock()
	if !ok {
		return
	}
	if f.validUntil.Load() < sent {
		f.everything()
	}
	if until := sent + int64(f.lease); until > f.validUntil.Load() {
		f.validUntil.Store(until)
	}
}
