// Package replicas tells every server process on one PostgreSQL of the
// changes the others commit, so each may keep what it read in memory
// (decision 220, which replaced the fence of decision 147).
//
// A change is announced after it commits (NOTIFY) and the writer goes on:
// it waits for no other replica. Each replica hears the notices on its own
// LISTEN connection and drops what it kept of the topic. A replica serves
// what it keeps only while it can tell it hears: it sends itself a
// heartbeat through the database every Heartbeat and must hear it back
// within Stale. One that stops hearing (connection cut, listener stuck,
// process paused) stops serving from memory, and starts afresh (everything
// it kept dropped) once it hears its heartbeat again.
package replicas

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"go.uber.org/zap"
	"gorm.io/gorm"
)

// Channel is the PostgreSQL NOTIFY channel of changes and heartbeats.
const Channel = "dhoni_replicas"

// Heartbeat is how often a replica sends itself a heartbeat; Stale is how
// long after sending one it may still serve from memory without having
// heard one back.
const (
	Heartbeat = 250 * time.Millisecond
	Stale     = time.Second
)

// Notices: "c<topic>:<replica>" a change, "p<replica>:<beat>" a heartbeat.
const (
	changeMark = 'c'
	pingMark   = 'p'
)

// Bus is one replica's part: its LISTEN connection, its heartbeat and its
// topics. A nil *Bus (SQLite: one server) has nil topics, which keep
// nothing valid and announce nothing.
type Bus struct {
	db    *gorm.DB
	dsn   string
	id    string
	stale time.Duration
	beat  time.Duration
	log   *zap.Logger
	start time.Time

	// session changes whenever everything kept may be out of date: a new
	// LISTEN session, a heartbeat heard after one went missing. Each topic
	// adds its own changes.
	session atomic.Uint64
	topics  map[string]*Topic
	// validUntil is when serving from memory ends unless a heartbeat is
	// heard, in nanoseconds since start.
	validUntil atomic.Int64
	// listening is set while the LISTEN connection is up.
	listening atomic.Bool

	mu    sync.Mutex
	beats map[int64]int64 // heartbeat number -> when it was sent
	seq   int64

	// handling runs before a change notice is handled (OnNotice).
	handling func()
}

// Topic is one kind of change (the catalogue): a replica keeps what it
// read of a topic by the topic's Stamp.
type Topic struct {
	b          *Bus
	name       string
	generation atomic.Uint64
	onChange   []func()
}

// Topic returns the topic called name (letters only), made on first use;
// call it before Run. A nil bus has nil topics.
func (b *Bus) Topic(name string) *Topic {
	if b == nil {
		return nil
	}
	if t := b.topics[name]; t != nil {
		return t
	}
	t := &Topic{b: b, name: name}
	b.topics[name] = t
	return t
}

// OnChange adds what runs when another replica changed the topic, or when
// everything kept may be out of date (a heartbeat missed). Call it before
// Run.
func (t *Topic) OnChange(run func()) {
	if t != nil {
		t.onChange = append(t.onChange, run)
	}
}

// Stamp returns the generation of what this replica keeps of the topic and
// whether it may serve what it kept at that generation: true only while
// its heartbeats come back in time.
func (t *Topic) Stamp() (generation uint64, valid bool) {
	if t == nil {
		return 0, false
	}
	b := t.b
	g := b.session.Load() + t.generation.Load()
	return g, b.listening.Load() && b.now() < b.validUntil.Load()
}

// Changed is called once a change to the topic has committed: what this
// replica kept of it is out of date at once, and the other replicas are
// sent a notice. It does not wait for them: each drops its copy when it
// hears the notice, or stops serving from memory when it cannot hear.
func (t *Topic) Changed(ctx context.Context) {
	if t == nil {
		return
	}
	t.generation.Add(1)
	err := t.b.db.WithContext(context.WithoutCancel(ctx)).
		Exec("SELECT pg_notify(?, ?)", Channel, string(changeMark)+t.name+":"+t.b.id).Error
	if err != nil {
		// The others stop serving from memory when the database is out of
		// their reach too; otherwise they keep the old answers until their
		// next change or heartbeat loss.
		t.b.log.Error("could not tell the other replicas of a change", zap.String("topic", t.name), zap.Error(err))
	}
}

// heard runs the topic's change told by another replica.
func (t *Topic) heard() {
	t.generation.Add(1)
	for _, run := range t.onChange {
		run()
	}
}

// everything starts a new session: nothing kept before is served.
func (b *Bus) everything() {
	b.session.Add(1)
	for _, t := range b.topics {
		for _, run := range t.onChange {
			run()
		}
	}
}

// OnNotice sets what runs before each notice (change or heartbeat) is
// handled; tests slow a replica's listener down or stop it with it. Call
// it before Run.
func (b *Bus) OnNotice(run func()) { b.handling = run }

// New returns the bus of one replica on db, listening with its own
// connection to dsn. Run starts it.
func New(db *gorm.DB, dsn string, log *zap.Logger) (*Bus, error) {
	var id [8]byte
	if _, err := rand.Read(id[:]); err != nil {
		return nil, err
	}
	return &Bus{
		db: db, dsn: dsn, id: hex.EncodeToString(id[:]), stale: Stale, beat: Heartbeat, log: log,
		start: time.Now(), beats: map[int64]int64{}, topics: map[string]*Topic{},
	}, nil
}

// SetTimes changes Heartbeat and Stale (tests). Call it before Run.
func (b *Bus) SetTimes(beat, stale time.Duration) { b.beat, b.stale = beat, stale }

func (b *Bus) now() int64 { return int64(time.Since(b.start)) }

// Run keeps the replica listening and its heartbeat going until ctx ends.
func (b *Bus) Run(ctx context.Context) {
	go b.heartbeat(ctx)
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := b.listenOnce(ctx)
		b.lapse()
		if ctx.Err() != nil {
			return
		}
		b.log.Warn("change notices lost; reconnecting", zap.Error(err))
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(wait*2, 5*time.Second)
	}
}

// lapse stops serving from memory until a new session has heard its own
// heartbeat.
func (b *Bus) lapse() {
	b.listening.Store(false)
	b.validUntil.Store(0)
	b.everything()
}

func (b *Bus) listenOnce(ctx context.Context) error {
	conn, err := pgx.Connect(ctx, b.dsn)
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
	b.mu.Lock()
	clear(b.beats)
	b.mu.Unlock()
	b.everything()
	b.listening.Store(true)
	own := string(pingMark) + b.id + ":"
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if b.handling != nil {
			b.handling()
		}
		switch {
		case n.Payload == "":
		case n.Payload[0] == changeMark:
			// c<topic>:<replica>
			topic, from, _ := strings.Cut(n.Payload[1:], ":")
			if t := b.topics[topic]; t != nil && from != b.id {
				t.heard()
			}
		case strings.HasPrefix(n.Payload, own):
			if k, err := strconv.ParseInt(n.Payload[len(own):], 10, 64); err == nil {
				b.echoed(k)
			}
		}
	}
}

// heartbeat sends a heartbeat every b.beat while listening.
func (b *Bus) heartbeat(ctx context.Context) {
	tick := time.NewTicker(b.beat)
	defer tick.Stop()
	for {
		if b.listening.Load() {
			b.mu.Lock()
			b.seq++
			k := b.seq
			b.beats[k] = b.now()
			b.mu.Unlock()
			err := b.db.WithContext(ctx).Exec("SELECT pg_notify(?, ?)", Channel, string(pingMark)+b.id+":"+strconv.FormatInt(k, 10)).Error
			if err != nil && ctx.Err() == nil {
				b.log.Warn("could not send the replica's heartbeat", zap.Error(err))
			}
		}
		select {
		case <-tick.C:
		case <-ctx.Done():
			return
		}
	}
}

// echoed extends serving from memory from heartbeat k's sending. One
// heard after serving had stopped starts a new session: changes may have
// gone unheard meanwhile.
func (b *Bus) echoed(k int64) {
	b.mu.Lock()
	sent, ok := b.beats[k]
	for n := range b.beats {
		if n <= k {
			delete(b.beats, n)
		}
	}
	b.mu.Unlock()
	if !ok {
		return
	}
	if b.now() >= b.validUntil.Load() {
		b.everything()
	}
	if until := sent + int64(b.stale); until > b.validUntil.Load() {
		b.validUntil.Store(until)
	}
}
