// Command bench measures the shop the way customers load it, in one run: the
// real binary on SQLite and on PostgreSQL with a generated catalogue (500
// products, 30 categories, 5,000 orders; and 5,000 products), loaded with wrk
// beside a bare net/http handler writing the same bytes (the ceiling);
// pgbench on the same PostgreSQL for writes; Lighthouse (mobile, median of 3)
// on three pages and the product page's Dhivehi twin; that English pages
// carry no Thaana font; the first tap on a cheap phone on the same pages; the
// gzip size of the JavaScript the storefront loads first; the read side under
// attack (readside.go).
// It rewrites its own section of docs/benchmarks.md and fails only when it
// could not measure.
//
//	go tool task bench   (TEST_DATABASE_URL names a PostgreSQL where it may CREATE DATABASE)
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

type options struct {
	bin, root, pgURL, out string
	duration              time.Duration
	connections           int
	lighthouse            bool
	big                   int
	// compare, when set, is an older binary: see compare.
	compare, only, dialects string
	// serve: see serve.
	serve  bool
	rounds int
	// taps: see tapsOnly.
	taps bool
	// readSide: see readSideOnly.
	readSide bool
	// dhivehi: see dhivehiOnly.
	dhivehi bool
	// large: see largeRun.
	large                      bool
	largeProducts, largeOrders int
	// largePort is the first of the large run's four ports; largeReads how
	// many times each admin read is timed; largeKeep, when set, the folder
	// where the large shops are kept between runs (see keptRun).
	largePort, largeReads int
	largeKeep             string
	largeAll              bool
	// dbPrefix starts the names of the PostgreSQL databases the run makes.
	dbPrefix string
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "backend/bin/dhoni", "the server binary (built with the web app)")
	flag.StringVar(&o.root, "root", ".", "the repository")
	flag.StringVar(&o.pgURL, "postgres", os.Getenv("TEST_DATABASE_URL"), "a PostgreSQL URL where the run may create databases")
	flag.StringVar(&o.out, "out", "docs/benchmarks.md", "the file whose bench section is rewritten")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "each load run")
	flag.IntVar(&o.connections, "connections", 32, "wrk connections")
	flag.BoolVar(&o.lighthouse, "lighthouse", true, "run Lighthouse")
	flag.IntVar(&o.big, "big", 5000, "products in the large catalogue")
	flag.StringVar(&o.compare, "compare", "", "an older server binary: load it and -bin back to back on the same shops, print the figures, write nothing")
	flag.StringVar(&o.only, "only", "", "with -compare: the requests to load, comma-separated parts of their labels (such as track,POST)")
	flag.IntVar(&o.rounds, "rounds", 2, "with -compare: how many times each binary is loaded, alternately")
	flag.StringVar(&o.dialects, "dialects", "sqlite,postgres", "with -compare: the databases of the shops loaded; with -large-keep: the databases measured")
	flag.BoolVar(&o.serve, "serve", false, "generate the SQLite shop Lighthouse measures, serve it with -bin and print its address and product page, until interrupted")
	flag.BoolVar(&o.taps, "taps", false, "only the first tap on a cheap phone: generate the SQLite shop, serve it with -bin, print the figures, write nothing")
	flag.BoolVar(&o.readSide, "readside", false, "only the read side under attack: floods beside the listing and a paused replica (two replicas behind HAProxy on PostgreSQL), memory and renders (SQLite and PostgreSQL); print the figures, write nothing")
	flag.BoolVar(&o.dhivehi, "dhivehi", false, "only the Dhivehi product page against its English twin (Lighthouse unless -lighthouse=false) and the Thaana font check: generate the SQLite shop, serve it with -bin, print the figures, write nothing")
	flag.BoolVar(&o.large, "large", false, "only the large shop (-large-products, -large-orders) on SQLite and PostgreSQL: rewrites its section of -out")
	flag.IntVar(&o.largeProducts, "large-products", 50000, "with -large: products")
	flag.IntVar(&o.largeOrders, "large-orders", 1000000, "with -large: orders")
	flag.IntVar(&o.largePort, "large-port", 18540, "with -large: the first of the four ports its servers listen on")
	flag.IntVar(&o.largeReads, "large-reads", 200, "with -large: how many times each admin read is timed")
	flag.StringVar(&o.largeKeep, "large-keep", "", "with -large: a folder that keeps the large shops between runs (made on the first, their PostgreSQL database kept too); only the admin reads and tracking are measured, with -bin; print the figures, write nothing")
	flag.BoolVar(&o.largeAll, "large-all", false, "with -large-keep: measure everything a whole run does on the kept shops and rewrite the section of -out (their making is not timed again)")
	flag.StringVar(&o.dbPrefix, "db-prefix", "dhoni_bench", "the start of the names of the PostgreSQL databases the run makes")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("bench: ")
	runner := run
	switch {
	case o.compare != "":
		runner = compare
	case o.serve:
		runner = serve
	case o.taps:
		runner = tapsOnly
	case o.readSide:
		runner = readSideOnly
	case o.dhivehi:
		runner = dhivehiOnly
	case o.large:
		runner = largeRun
	}
	if err := runner(context.Background(), o); err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, o options) error {
	if o.pgURL == "" {
		return fmt.Errorf("TEST_DATABASE_URL (or -postgres) is needed: the figures that matter are on PostgreSQL")
	}
	for _, tool := range []string{"wrk", pgbenchPath(), "psql"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s is needed (apt-get install wrk postgresql-client)", tool)
		}
	}
	bin, err := serverBinary(o)
	if err != nil {
		return err
	}
	if _, err := os.Stat(bin); err != nil {
		return fmt.Errorf("%s: build it first (go tool task build)", bin)
	}
	work, err := os.MkdirTemp("", "dhoni-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)

	r := &report{Started: time.Now().UTC(), Load: []string{loadAverage()}, Duration: o.duration, Connections: o.connections}
	var ceilingDone bool
	for _, s := range shops(o) {
		dir, dbURL, data, drop, err := generate(ctx, o, work, s)
		if err != nil {
			return err
		}
		defer drop()
		srv, err := startServer(ctx, bin, dir, dbURL, s.port)
		if err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
		if !ceilingDone {
			// The ceiling writes the listing's very bytes, measured first.
			body, err := fetch(srv.url + listPath)
			if err != nil {
				srv.stop()
				return err
			}
			r.CeilingBytes = len(body)
			c, err := ceiling(ctx, body, 18520, o)
			if err != nil {
				srv.stop()
				return err
			}
			r.Ceiling = c
			ceilingDone = true
		}
		log.Printf("%s: load", s.name)
		rows, err := loadShop(ctx, srv.url, data, o, s.dialect == "postgres" && s.shape.Products == 500)
		if err != nil {
			srv.stop()
			return fmt.Errorf("%s: %w", s.name, err)
		}
		r.Shops = append(r.Shops, shopResult{Name: s.name, Products: s.shape.Products, Rows: rows})
		if s.dialect == "sqlite" && o.lighthouse {
			log.Printf("lighthouse")
			lh, err := lighthouse(ctx, srv.url, lighthousePages(data.Slug), work)
			if err != nil {
				srv.stop()
				return err
			}
			r.Lighthouse = lh
			if r.Fonts, err = thaanaFontCheck(ctx, srv.url, data.Slug); err != nil {
				srv.stop()
				return err
			}
			log.Printf("first taps")
			// A browser that hangs costs the taps' table, not the whole run.
			if r.Taps, err = firstTaps(ctx, o.root, srv.url, data.Slug); err != nil {
				log.Printf("first taps: %v", err)
				r.TapsError = err.Error()
			}
		}
		srv.stop()
		r.Load = append(r.Load, loadAverage())
	}
	log.Printf("pgbench")
	// Ten branches, as pgbench is usually run: the write to compare orders
	// spread over products with. One branch: every transaction updates the
	// same row, as every order for one product does.
	for _, branches := range []int{10, 1} {
		pg, err := runPgbench(ctx, o, branches)
		if err != nil {
			return err
		}
		r.Pgbench = append(r.Pgbench, pg)
	}
	log.Printf("the read side")
	rs, err := measureReadSide(ctx, o, bin, work)
	if err != nil {
		return err
	}
	r.ReadSide = &rs
	js, err := firstLoadJS(filepath.Join(o.root, "backend/internal/storefront/spa/dist"))
	if err != nil {
		return err
	}
	r.JS = js
	r.Load = append(r.Load, loadAverage())
	r.Finished = time.Now().UTC()
	section := r.markdown()
	fmt.Println(section)
	return rewriteSection(filepath.Join(o.root, o.out), section)
}

// serverBinary is -bin, under -root unless it is absolute.
func serverBinary(o options) (string, error) {
	if filepath.IsAbs(o.bin) {
		return o.bin, nil
	}
	return filepath.Abs(filepath.Join(o.root, o.bin))
}

// shopSpec is one generated shop the run measures.
type shopSpec struct {
	name    string
	dialect string
	shape   shape
	port    int
}

func shops(o options) []shopSpec {
	return []shopSpec{
		{"SQLite, 500 products", "sqlite", shape{500, 30, 5000}, 18510},
		{"PostgreSQL, 500 products", "postgres", shape{500, 30, 5000}, 18511},
		{fmt.Sprintf("PostgreSQL, %d products", o.big), "postgres", shape{o.big, 30, 5000}, 18512},
	}
}

// generate makes a shop's database (a fresh PostgreSQL database, or SQLite
// in its data directory) and fills it; drop removes the PostgreSQL one.
func generate(ctx context.Context, o options, work string, s shopSpec) (dir, dbURL string, data seeded, drop func(), err error) {
	log.Printf("%s: generating", s.name)
	dir = filepath.Join(work, s.dialect+fmt.Sprint(s.port))
	drop = func() {}
	if s.dialect == "postgres" {
		if dbURL, drop, err = createDatabase(ctx, o.pgURL, fmt.Sprintf("%s_%d", o.dbPrefix, s.port)); err != nil {
			return "", "", seeded{}, nil, err
		}
	}
	if data, err = seed(ctx, dir, dbURL, s.shape); err != nil {
		drop()
		return "", "", seeded{}, nil, fmt.Errorf("%s: generate: %w", s.name, err)
	}
	return dir, dbURL, data, drop, nil
}

// lighthouseShop generates the shop Lighthouse measures and serves it with
// bin until done is called.
func lighthouseShop(ctx context.Context, o options, bin string) (srv *server, data seeded, done func(), err error) {
	work, err := os.MkdirTemp("", "dhoni-bench-")
	if err != nil {
		return nil, seeded{}, nil, err
	}
	s := shops(o)[0]
	dir, dbURL, data, drop, err := generate(ctx, o, work, s)
	if err != nil {
		os.RemoveAll(work)
		return nil, seeded{}, nil, err
	}
	if srv, err = startServer(ctx, bin, dir, dbURL, s.port); err != nil {
		drop()
		os.RemoveAll(work)
		return nil, seeded{}, nil, err
	}
	return srv, data, func() { srv.stop(); drop(); os.RemoveAll(work) }, nil
}

// servedShop is lighthouseShop served with -bin, for the runs that measure
// one piece of the bench on it.
func servedShop(ctx context.Context, o options) (srv *server, data seeded, done func(), err error) {
	bin, err := serverBinary(o)
	if err != nil {
		return nil, seeded{}, nil, err
	}
	return lighthouseShop(ctx, o, bin)
}

// serve generates the shop Lighthouse measures and serves it, to look into
// a page's figures with the browser's own tools.
func serve(ctx context.Context, o options) error {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv, data, done, err := lighthouseShop(ctx, o, o.bin)
	if err != nil {
		return err
	}
	defer done()
	s := shops(o)[0]
	for _, page := range []string{"/", "/shop", "/shop/" + data.Slug} {
		drawOnce(ctx, srv.url+page)
	}
	log.Printf("%s: serving %s; a product page: %s/shop/%s (Ctrl-C stops it)", s.name, srv.url, srv.url, data.Slug)
	<-ctx.Done()
	return nil
}

func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:3], " ")
}
