package replicas_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/replicas"
)

const testLease = 600 * time.Millisecond

// replica is one replica's fence on a test database.
type replica struct {
	topic *replicas.Topic
	// stop stops it (again is a no-op), as a server does when it stops.
	stop func()
}

// cluster opens one PostgreSQL database and starts n replicas' fences on
// it; slow, when set, runs before each replica handles a change notice.
func cluster(t *testing.T, n int, slow func(i int) func()) ([]replica, *database.DB) {
	t.Helper()
	cfg := dbtest.Config(t, database.Postgres)
	db := dbtest.Open(t, cfg, database.MigrationSet{Name: "replicas", FS: replicas.Migrations, Dir: "migrations"})
	target, err := database.ResolveTarget(cfg)
	if err != nil {
		t.Fatal(err)
	}
	started := make([]replica, n)
	for i := range started {
		f, err := replicas.New(db.DB, target.DSN, testLease, zap.NewNop())
		if err != nil {
			t.Fatal(err)
		}
		if slow != nil {
			if run := slow(i); run != nil {
				f.OnNotice(run)
			}
		}
		topic := f.Topic("orders")
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { defer close(done); f.Run(ctx) }()
		stop := sync.OnceFunc(func() { cancel(); <-done })
		t.Cleanup(stop)
		started[i] = replica{topic, stop}
	}
	for i, r := range started {
		if !eventually(func() bool { _, ok := r.topic.Stamp(); return ok }) {
			t.Fatalf("replica %d: no valid lease after 10 s", i)
		}
	}
	return started, db
}

// topics are the replicas' "orders" topics.
func topics(rs []replica) []*replicas.Topic {
	out := make([]*replicas.Topic, len(rs))
	for i, r := range rs {
		out[i] = r.topic
	}
	return out
}

func eventually(ok func() bool) bool {
	for deadline := time.Now().Add(10 * time.Second); !ok(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}

func generation(f *replicas.Topic) uint64 { g, _ := f.Stamp(); return g }

// TestAChangeReturnsOnceEveryReplicaHeardOfIt: replicas that take 30 ms to
// handle each notice have all moved to a new generation by the time the
// writer's Changed returns, every time, whichever replica writes.
func TestAChangeReturnsOnceEveryReplicaHeardOfIt(t *testing.T) {
	t.Parallel()
	started, _ := cluster(t, 3, func(int) func() { return func() { time.Sleep(30 * time.Millisecond) } })
	fences := topics(started)
	for round := range 12 {
		writer := fences[round%3]
		before := make([]uint64, 3)
		for i, f := range fences {
			before[i] = generation(f)
		}
		writer.Changed(context.Background())
		for i, f := range fences {
			g, ok := f.Stamp()
			if g <= before[i] {
				t.Fatalf("round %d: replica %d still at generation %d after replica %d's change returned", round, i, g, round%3)
			}
			if !ok {
				t.Errorf("round %d: replica %d lost its lease", round, i)
			}
		}
	}
}

// TestAReplicaThatStopsHearingStopsServing: a replica stuck before
// handling a notice is waited for no longer than its lease, and by then it
// no longer serves what it kept. A replica whose LISTEN connection is cut
// serves nothing kept until it has listened again, and then from a new
// generation.
func TestAReplicaThatStopsHearingStopsServing(t *testing.T) {
	t.Parallel()
	stuck := make(chan struct{})
	var stopped atomic.Bool
	started, _ := cluster(t, 2, func(i int) func() {
		if i == 0 {
			return nil
		}
		return func() {
			if stopped.Load() {
				<-stuck
			}
		}
	})
	t.Cleanup(func() { close(stuck) })
	writer, deaf := started[0].topic, started[1].topic

	stopped.Store(true)
	before := generation(deaf)
	start := time.Now()
	writer.Changed(context.Background())
	if waited := time.Since(start); waited > 2*testLease {
		t.Errorf("the writer waited %v for a stuck replica, want at most about its lease (%v)", waited, testLease)
	}
	if g, ok := deaf.Stamp(); ok {
		t.Errorf("the stuck replica still serves what it kept at generation %d (was %d) after the writer stopped waiting", g, before)
	}
	if !eventually(func() bool { _, ok := writer.Stamp(); return ok }) {
		t.Error("the writer lost its own lease")
	}
}

// TestAReplicaListensAgainAfterItsConnectionIsCut: with their LISTEN
// connections cut, the replicas listen again, start a new generation, and
// a change made afterwards still reaches the other one before it returns.
func TestAReplicaListensAgainAfterItsConnectionIsCut(t *testing.T) {
	t.Parallel()
	started, db := cluster(t, 2, nil)
	fences := topics(started)
	before := generation(fences[1])
	var cut int64
	err := db.Raw(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query = 'LISTEN ' || ?`, replicas.Channel).Scan(&cut).Error
	if err != nil || cut != 2 {
		t.Fatalf("cut the LISTEN connections: %d cut, %v; want 2", cut, err)
	}
	if !eventually(func() bool { g, ok := fences[1].Stamp(); return ok && g > before }) {
		t.Fatal("the replica did not listen again with a new generation")
	}
	if !eventually(func() bool { _, ok := fences[0].Stamp(); return ok }) {
		t.Fatal("the writer did not listen again")
	}
	before = generation(fences[1])
	fences[0].Changed(context.Background())
	if g := generation(fences[1]); g <= before {
		t.Errorf("after reconnecting, a change returned before the other replica heard of it (generation %d)", g)
	}
}

// TestAStoppedReplicaIsNotWaitedFor: a replica that stopped gave its lease
// up, so a change made after that returns at once (its lease would have
// held the writer for up to 0.7 s).
func TestAStoppedReplicaIsNotWaitedFor(t *testing.T) {
	t.Parallel()
	started, _ := cluster(t, 2, nil)
	started[1].stop()
	began := time.Now()
	started[0].topic.Changed(context.Background())
	if waited := time.Since(began); waited > testLease/2 {
		t.Errorf("a change waited %v for a replica that had stopped", waited)
	}
}
