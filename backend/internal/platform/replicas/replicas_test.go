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

// Quick heartbeats for tests: a replica that stops hearing stops serving
// from memory within testStale.
const (
	testBeat  = 50 * time.Millisecond
	testStale = 300 * time.Millisecond
)

// replica is one replica's bus on a test database.
type replica struct {
	topic *replicas.Topic
	// heard counts the changes told to it (OnChange).
	heard *atomic.Int64
}

// cluster opens one PostgreSQL database and starts n replicas' buses on
// it; slow, when set, runs before each replica handles a notice.
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
		b, err := replicas.New(db.DB, target.DSN, zap.NewNop())
		if err != nil {
			t.Fatal(err)
		}
		b.SetTimes(testBeat, testStale)
		if slow != nil {
			if run := slow(i); run != nil {
				b.OnNotice(run)
			}
		}
		topic := b.Topic("catalogue")
		heard := &atomic.Int64{}
		topic.OnChange(func() { heard.Add(1) })
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { defer close(done); b.Run(ctx) }()
		t.Cleanup(sync.OnceFunc(func() { cancel(); <-done }))
		started[i] = replica{topic, heard}
	}
	for i, r := range started {
		if !eventually(func() bool { _, ok := r.topic.Stamp(); return ok }) {
			t.Fatalf("replica %d: never heard its heartbeat in 10 s", i)
		}
	}
	return started, db
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

// TestAChangeReachesEveryReplica: a change on one replica moves every
// other to a new generation soon after, whichever replica writes.
func TestAChangeReachesEveryReplica(t *testing.T) {
	t.Parallel()
	started, _ := cluster(t, 3, nil)
	for round := range 6 {
		before := make([]uint64, 3)
		for i, r := range started {
			before[i] = generation(r.topic)
		}
		started[round%3].topic.Changed(context.Background())
		for i, r := range started {
			if !eventually(func() bool { return generation(r.topic) > before[i] }) {
				t.Fatalf("round %d: replica %d never heard of replica %d's change", round, i, round%3)
			}
		}
	}
}

// TestAWriteDoesNotWaitForAStuckReplica: a replica whose listener is stuck
// holds no write up (the fence of decision 147 held each one up to its
// lease), stops serving from memory within about testStale, and once its
// listener runs again it serves from a new generation, having dropped
// what it kept.
func TestAWriteDoesNotWaitForAStuckReplica(t *testing.T) {
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
	writer, deaf := started[0].topic, started[1]

	stopped.Store(true)
	before, heard := generation(deaf.topic), deaf.heard.Load()
	var slowest time.Duration
	for range 5 {
		began := time.Now()
		writer.Changed(context.Background())
		slowest = max(slowest, time.Since(began))
	}
	if slowest > testStale {
		t.Errorf("a write waited %v with a replica stuck, want no wait (well under %v)", slowest, testStale)
	}
	if !eventually(func() bool { _, ok := deaf.topic.Stamp(); return !ok }) {
		t.Fatal("the stuck replica still serves from memory")
	}
	if _, ok := writer.Stamp(); !ok {
		t.Error("the writer stopped serving from memory")
	}

	stopped.Store(false)
	close(stuck)
	if !eventually(func() bool { _, ok := deaf.topic.Stamp(); return ok }) {
		t.Fatal("the replica never served from memory again")
	}
	if g := generation(deaf.topic); g <= before {
		t.Errorf("the replica serves from memory again at generation %d, kept since %d", g, before)
	}
	if deaf.heard.Load() < heard+1 {
		t.Error("the replica did not drop what it kept before serving from memory again")
	}
}

// TestAReplicaListensAgainAfterItsConnectionIsCut: with their LISTEN
// connections cut, the replicas stop serving from memory, listen again
// with a new generation, and a change made afterwards reaches the other.
func TestAReplicaListensAgainAfterItsConnectionIsCut(t *testing.T) {
	t.Parallel()
	started, db := cluster(t, 2, nil)
	before := generation(started[1].topic)
	var cut int64
	err := db.Raw(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query = 'LISTEN ' || ?`, replicas.Channel).Scan(&cut).Error
	if err != nil || cut != 2 {
		t.Fatalf("cut the LISTEN connections: %d cut, %v; want 2", cut, err)
	}
	if !eventually(func() bool { g, ok := started[1].topic.Stamp(); return ok && g > before }) {
		t.Fatal("the replica did not listen again with a new generation")
	}
	if !eventually(func() bool { _, ok := started[0].topic.Stamp(); return ok }) {
		t.Fatal("the writer did not listen again")
	}
	before = generation(started[1].topic)
	started[0].topic.Changed(context.Background())
	if !eventually(func() bool { return generation(started[1].topic) > before }) {
		t.Error("after reconnecting, a change never reached the other replica")
	}
}
