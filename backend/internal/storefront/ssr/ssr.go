// Package ssr draws the first screen of the storefront's pages on the server
// (docs/decisions/145): the app's own React code, built by Vite into one
// script (dist/render.js, from frontend/src/entry-server.tsx), runs in an
// embedded JavaScript engine with the settings and answers index.html
// carries, so the page arrives with its markup and the browser paints it
// before any JavaScript has loaded. The browser then takes that markup over
// instead of drawing it again.
//
// Rendering is an optimisation, never a condition: without a build, while
// the engine is still loading, when every engine is busy, or when a render
// fails or takes too long, the page is served as before (the app draws it).
package ssr

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/fx"
	"go.uber.org/zap"
)

//go:embed all:dist
var dist embed.FS

//go:embed prelude.js
var prelude string

const (
	// maxEngines bounds how many renders may run at once whatever the
	// number of cores: each engine holds the whole bundle (tens of MB).
	maxEngines = 4
	// renderWait is how long a request waits for its page to be drawn;
	// past it the page is served undrawn, and the render goes on in the
	// background so that the next request finds the page drawn (a busy or
	// slow machine still ends up drawing every page).
	renderWait = 2 * time.Second
	// renderLimit bounds one render; past it the engine is stopped and
	// thrown away.
	renderLimit = 10 * time.Second
	// The rendered pages kept, by count and by bytes.
	maxKept      = 512
	maxKeptBytes = 32 << 20
	// maxFailed is how many pages that failed to draw are remembered (and
	// not drawn again until their data changes).
	maxFailed = 4096
)

// Welcome is what the page greets this browser with, as its cookies tell:
// whether it is still to see the splash screen (this browser session) and
// the first-visit popup (ever). Each is drawn over the page when true and
// the settings and path allow it (decisions 145, 174).
type Welcome struct {
	Splash     bool
	FirstVisit bool
}

// Page is one server-drawn page.
type Page struct {
	// Markup goes inside the app's root element.
	Markup []byte
	// State is a JSON document for the browser (what the render decided and
	// read), safe to place inside a script element.
	State []byte
}

// Renderer draws pages, keeping each result for as long as the same page is
// asked with the same data.
type Renderer struct {
	program *goja.Program
	log     *zap.Logger

	idle  chan *goja.Runtime // engines ready to render
	slots chan struct{}      // engines that may still be made

	mu    sync.Mutex
	kept  map[[32]byte]Page
	order [][32]byte
	bytes int
	// running holds the renders under way, each closed when it ends.
	running map[[32]byte]chan struct{}
	// failed holds the pages (path and data, whatever the welcome) whose
	// render threw: a page that throws throws again for the same data.
	failed map[[32]byte]struct{}

	counts  counts
	console *console
}

// New compiles the embedded render script; without one (the web app not
// built) it returns a Renderer that never draws.
func New(log *zap.Logger) (*Renderer, error) {
	src, err := fs.ReadFile(dist, "dist/render.js")
	if errors.Is(err, fs.ErrNotExist) {
		return &Renderer{log: log}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read render script: %w", err)
	}
	return NewFromScript(log, string(src), 0)
}

// NewFromScript is New with another render script and at most engines
// renders at once (tests; 0 is one per core, at most maxEngines).
func NewFromScript(log *zap.Logger, src string, engines int) (*Renderer, error) {
	program, err := goja.Compile("render.js", src, false)
	if err != nil {
		return nil, fmt.Errorf("compile render script: %w", err)
	}
	if engines <= 0 {
		engines = min(runtime.GOMAXPROCS(0), maxEngines)
	}
	r := &Renderer{
		program: program,
		log:     log,
		idle:    make(chan *goja.Runtime, engines),
		slots:   make(chan struct{}, engines),
		kept:    map[[32]byte]Page{},
		running: map[[32]byte]chan struct{}{},
		failed:  map[[32]byte]struct{}{},
		console: newConsole(log),
	}
	for range engines {
		r.slots <- struct{}{}
	}
	return r, nil
}

// Enabled reports whether the renderer has a script to run.
func (r *Renderer) Enabled() bool { return r != nil && r.program != nil }

// grow makes one more engine, when one may still be made.
func (r *Renderer) grow() {
	select {
	case <-r.slots:
	default:
		return
	}
	vm, err := r.engine()
	if err != nil {
		r.log.Warn("server rendering is off: the render script does not load", zap.Error(err))
		return
	}
	r.idle <- vm
}

func (r *Renderer) engine() (*goja.Runtime, error) {
	vm := goja.New()
	if _, err := vm.RunString(prelude); err != nil {
		return nil, fmt.Errorf("prelude: %w", err)
	}
	if err := r.console.attach(vm); err != nil {
		return nil, fmt.Errorf("console: %w", err)
	}
	if _, err := vm.RunProgram(r.program); err != nil {
		return nil, fmt.Errorf("render script: %w", err)
	}
	if _, ok := goja.AssertFunction(vm.Get("dhoniRender")); !ok {
		return nil, errors.New("render script defines no dhoniRender")
	}
	return vm, nil
}

// Render draws the page at url (a canonical path) from the bootstrap
// document and the page's carried answers; welcome says what is drawn over
// it. ok is false when the page is not drawn this time: every engine busy
// (at once, without waiting), its render threw before for the same data,
// or it is not done in time.
func (r *Renderer) Render(ctx context.Context, url string, bootstrap, pageData []byte, welcome Welcome) (Page, bool) {
	if !r.Enabled() {
		return Page{}, false
	}
	page := pageOf(url, bootstrap, pageData)
	key := keyOf(page, welcome)
	r.mu.Lock()
	p, ok := r.kept[key]
	done, running := r.running[key]
	_, failed := r.failed[page]
	if !ok && !running && failed {
		r.mu.Unlock()
		return Page{}, false
	}
	if !ok && !running {
		var vm *goja.Runtime
		select {
		case vm = <-r.idle:
		default:
			// No engine free: this page is served undrawn rather than made
			// to wait, and an engine is made in the background if one may be.
			r.mu.Unlock()
			r.counts.busy.Add(1)
			go r.grow()
			return Page{}, false
		}
		done = make(chan struct{})
		r.running[key] = done
		r.counts.renders.Add(1)
		go r.draw(vm, page, key, url, bytes.Clone(bootstrap), bytes.Clone(pageData), welcome, done)
	}
	r.mu.Unlock()
	if ok {
		return p, true
	}
	// The same page asked again while it is being drawn waits for that
	// render instead of starting another.
	wait := time.NewTimer(renderWait)
	defer wait.Stop()
	select {
	case <-done:
	case <-wait.C:
		return Page{}, false
	case <-ctx.Done():
		return Page{}, false
	}
	r.mu.Lock()
	p, ok = r.kept[key]
	r.mu.Unlock()
	return p, ok
}

// draw renders one page on vm, keeps it, and hands the engine back; it runs
// to its end (or renderLimit) whether or not the request still waits.
func (r *Renderer) draw(vm *goja.Runtime, page, key [32]byte, url string, bootstrap, pageData []byte, welcome Welcome, done chan struct{}) {
	defer func() {
		r.mu.Lock()
		delete(r.running, key)
		r.mu.Unlock()
		close(done)
	}()
	p, err := r.render(vm, url, bootstrap, pageData, welcome)
	if err != nil {
		r.counts.failed.Add(1)
		// A render stopped for its time may only have met a busy machine;
		// one that threw would throw again for the same data.
		var stopped *goja.InterruptedError
		if errors.As(err, &stopped) {
			r.log.Warn("page served without its server-drawn markup", zap.String("path", url), zap.Error(err))
		} else {
			r.log.Warn("page served without its server-drawn markup; not drawn again until its data changes",
				zap.String("path", url), zap.Error(err))
			r.mu.Lock()
			if len(r.failed) >= maxFailed {
				clear(r.failed)
			}
			r.failed[page] = struct{}{}
			r.mu.Unlock()
		}
		// An engine stopped mid-render, or in an unknown state, is not
		// reused: its place goes to a new one.
		r.slots <- struct{}{}
		r.grow()
		return
	}
	r.keep(key, p)
	r.idle <- vm
}

func (r *Renderer) render(vm *goja.Runtime, url string, bootstrap, pageData []byte, welcome Welcome) (Page, error) {
	elements := vm.NewObject()
	if err := elements.Set("dhoni-bootstrap", string(bootstrap)); err != nil {
		return Page{}, err
	}
	if err := elements.Set("dhoni-page-data", string(pageData)); err != nil {
		return Page{}, err
	}
	if err := vm.Set("__elements", elements); err != nil {
		return Page{}, err
	}
	var (
		result string
		failed string
		done   bool
	)
	finish := func(res goja.Value, message goja.Value) {
		done = true
		if res != nil && !goja.IsNull(res) && !goja.IsUndefined(res) {
			result = res.String()
		}
		if message != nil && !goja.IsUndefined(message) && !goja.IsNull(message) {
			failed = message.String()
		}
	}
	stop := time.AfterFunc(renderLimit, func() { vm.Interrupt("render took too long") })
	defer stop.Stop()

	greet := vm.NewObject()
	if err := greet.Set("splash", welcome.Splash); err != nil {
		return Page{}, err
	}
	if err := greet.Set("firstVisit", welcome.FirstVisit); err != nil {
		return Page{}, err
	}
	render, _ := goja.AssertFunction(vm.Get("dhoniRender"))
	if _, err := render(goja.Undefined(), vm.ToValue(url), greet, vm.ToValue(finish)); err != nil {
		return Page{}, err
	}
	switch {
	case !done:
		return Page{}, errors.New("render did not finish")
	case failed != "":
		return Page{}, errors.New(failed)
	}
	var out struct {
		HTML  string          `json:"html"`
		State json.RawMessage `json:"state"`
	}
	if err := json.Unmarshal([]byte(result), &out); err != nil {
		return Page{}, fmt.Errorf("render result: %w", err)
	}
	// Inside a script element only "</" could end it early, and JSON may
	// write "<" as \u003c anywhere: every "<" is escaped.
	state := bytes.ReplaceAll(out.State, []byte("<"), []byte(`\u003c`))
	return Page{Markup: []byte(out.HTML), State: state}, nil
}

func (r *Renderer) keep(key [32]byte, p Page) {
	size := len(p.Markup) + len(p.State)
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.kept[key]; ok || size > maxKeptBytes/8 {
		return
	}
	for len(r.order) > 0 && (len(r.order) >= maxKept || r.bytes+size > maxKeptBytes) {
		old := r.order[0]
		r.order = r.order[1:]
		r.bytes -= len(r.kept[old].Markup) + len(r.kept[old].State)
		delete(r.kept, old)
	}
	r.kept[key] = p
	r.order = append(r.order, key)
	r.bytes += size
}

// pageOf is what a page is drawn from: its path, and the version of the
// catalogue and settings it shows (the data it carries).
func pageOf(url string, bootstrap, pageData []byte) [32]byte {
	h := sha256.New()
	for _, part := range [][]byte{[]byte(url), bootstrap, pageData} {
		fmt.Fprintf(h, "%d:", len(part))
		h.Write(part)
	}
	var key [32]byte
	copy(key[:], h.Sum(nil))
	return key
}

// keyOf is a drawing of page: the page with its welcome.
func keyOf(page [32]byte, welcome Welcome) [32]byte {
	var flags byte
	if welcome.Splash {
		flags |= 1
	}
	if welcome.FirstVisit {
		flags |= 2
	}
	return sha256.Sum256(append(page[:], flags))
}

// Module provides the Renderer; its first engine is made when a page first
// asks for one, so starting the server costs nothing.
var Module = fx.Module("ssr", fx.Provide(
	New,
	fx.Annotate(func(r *Renderer) prometheus.Collector { return r }, fx.ResultTags(`group:"metrics"`)),
))

// Built reports whether the binary carries the render script (the front
// end was built before the server).
func Built() bool {
	_, err := fs.Stat(dist, "dist/render.js")
	return err == nil
}
