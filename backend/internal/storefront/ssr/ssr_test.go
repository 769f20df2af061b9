package ssr_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"dhoni/internal/storefront/ssr"
)

// fakeScript stands in for the app's render: it draws the URL, the welcome
// (splash and first-visit popup) and what the two carried elements hold, and
// counts its renders.
const fakeScript = `
var renders = 0;
globalThis.dhoniRender = function (url, welcome, done) {
  var splash = welcome.splash + '/' + welcome.firstVisit;
  renders += 1;
  if (url === '/fails') { done(null, 'the page broke'); return; }
  if (url === '/loops') { for (;;) {} }
  if (url === '/never') { return; }
  if (url === '/throws') { throw new Error('the page threw'); }
  if (url === '/warns') {
    console.error('Warning: %s is out of stock', 'Aminath Shifa 7771234');
    console.error('Warning: %s is out of stock', 'Mariyam 9990000');
    console.warn(new Error('a warning'));
  }
  if (url === '/slow') { var until = Date.now() + 2500; while (Date.now() < until) {} }
  var boot = document.getElementById('dhoni-bootstrap').textContent;
  var data = document.getElementById('dhoni-page-data').textContent;
  Promise.resolve().then(function () {
    done(JSON.stringify({
      html: '<p>' + url + ' ' + splash + ' ' + boot + ' ' + data + ' #' + renders + '</p>',
      state: { splash: welcome.splash, firstVisit: welcome.firstVisit, api: { text: '</script><b>' } },
    }));
  });
};`

// drawn renders until an engine is there (the first asks only make one).
// everything is the welcome of a browser that has seen nothing yet.
var everything = ssr.Welcome{Splash: true, FirstVisit: true}

func drawn(t *testing.T, r *ssr.Renderer, url, boot, data string, welcome ssr.Welcome) (ssr.Page, bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		p, ok := r.Render(context.Background(), url, []byte(boot), []byte(data), welcome)
		if ok || time.Now().After(deadline) {
			return p, ok
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func newRenderer(t *testing.T) *ssr.Renderer {
	t.Helper()
	r, err := ssr.NewFromScript(zap.NewNop(), fakeScript, 2)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRenderDrawsFromThePagesData(t *testing.T) {
	t.Parallel()
	r := newRenderer(t)
	p, ok := drawn(t, r, "/shop", `{"a":1}`, `{"b":2}`, everything)
	if !ok {
		t.Fatal("page not drawn")
	}
	if got, want := string(p.Markup), `<p>/shop true/true {"a":1} {"b":2} #1</p>`; got != want {
		t.Fatalf("markup %q, want %q", got, want)
	}
	// The state goes inside a script element: no "<" may stay as it is.
	if strings.Contains(string(p.State), "<") {
		t.Fatalf("state %s holds a raw <", p.State)
	}
	var state struct {
		Splash     bool `json:"splash"`
		FirstVisit bool `json:"firstVisit"`
		API        struct {
			Text string `json:"text"`
		} `json:"api"`
	}
	if err := json.Unmarshal(p.State, &state); err != nil || !state.Splash || !state.FirstVisit || state.API.Text != "</script><b>" {
		t.Fatalf("state %s (%v), want the render's state unchanged in meaning", p.State, err)
	}
}

func TestRenderKeepsEachPageUntilItsDataChanges(t *testing.T) {
	t.Parallel()
	r := newRenderer(t)
	first, _ := drawn(t, r, "/", "{}", `{"v":1}`, everything)
	again, _ := drawn(t, r, "/", "{}", `{"v":1}`, everything)
	if string(first.Markup) != string(again.Markup) {
		t.Fatalf("same page and data drawn again: %q then %q", first.Markup, again.Markup)
	}
	// Drawn again, by whichever engine is free (the first asks may have
	// made more than one, so the render count is not checked).
	changed, _ := drawn(t, r, "/", "{}", `{"v":2}`, everything)
	if !strings.Contains(string(changed.Markup), `{"v":2} #`) {
		t.Fatalf("new data not drawn: %q", changed.Markup)
	}
	// Each part of the welcome is a page of its own.
	for welcome, want := range map[ssr.Welcome]string{
		{Splash: false, FirstVisit: true}:  "/ false/true",
		{Splash: true, FirstVisit: false}:  "/ true/false",
		{Splash: false, FirstVisit: false}: "/ false/false",
	} {
		if p, _ := drawn(t, r, "/", "{}", `{"v":2}`, welcome); !strings.Contains(string(p.Markup), want) {
			t.Errorf("welcome %+v drawn as %q, want %q", welcome, p.Markup, want)
		}
	}
}

func TestRenderThatFailsServesThePageUndrawn(t *testing.T) {
	t.Parallel()
	r := newRenderer(t)
	for _, url := range []string{"/fails", "/loops", "/never"} {
		// A page drawn just before leaves an engine free for the next.
		if _, ok := drawn(t, r, "/before"+url, "{}", "{}", everything); !ok {
			t.Fatalf("no engine before %s", url)
		}
		if _, ok := r.Render(context.Background(), url, []byte("{}"), []byte("{}"), everything); ok {
			t.Errorf("%s: drawn, want served undrawn", url)
		}
	}
	// The engines stopped or left in doubt are replaced: pages draw again.
	if _, ok := drawn(t, r, "/after", "{}", "{}", everything); !ok {
		t.Fatal("no page drawn after failures")
	}
}

func TestSlowRenderIsKeptForTheNextRequest(t *testing.T) {
	t.Parallel()
	r := newRenderer(t)
	if _, ok := drawn(t, r, "/before", "{}", "{}", everything); !ok {
		t.Fatal("no engine")
	}
	// Longer than a request waits: served undrawn, but the render goes on.
	if _, ok := r.Render(context.Background(), "/slow", []byte("{}"), []byte("{}"), everything); ok {
		t.Fatal("a render longer than the wait was drawn in time")
	}
	p, ok := drawn(t, r, "/slow", "{}", "{}", everything)
	if !ok || !strings.Contains(string(p.Markup), "/slow true/true") {
		t.Fatalf("slow page never drawn: %q", p.Markup)
	}
	// One render, not one per request that asked while it ran.
	if !strings.Contains(string(p.Markup), "#2") {
		t.Fatalf("renders of /slow: %q, want the second render of this engine", p.Markup)
	}
}

func TestRendererWithoutScriptNeverDraws(t *testing.T) {
	t.Parallel()
	var r *ssr.Renderer
	if r.Enabled() {
		t.Fatal("nil renderer enabled")
	}
	if _, err := ssr.NewFromScript(zap.NewNop(), "this is not javascript (", 0); err == nil {
		t.Fatal("broken script compiled")
	}
}

// counter is the value of the renderer's metric named name.
func counter(t *testing.T, r *ssr.Renderer, name string) float64 {
	t.Helper()
	reg := prometheus.NewRegistry()
	reg.MustRegister(r)
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() == name {
			return f.GetMetric()[0].GetCounter().GetValue()
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}

// oneEngine is a renderer of the fake script with one engine, made (by
// drawing /before).
func oneEngine(t *testing.T) *ssr.Renderer {
	t.Helper()
	r, err := ssr.NewFromScript(zap.NewNop(), fakeScript, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := drawn(t, r, "/before", "{}", "{}", everything); !ok {
		t.Fatal("no engine")
	}
	return r
}

func TestRenderThatThrowsIsTriedOnce(t *testing.T) {
	t.Parallel()
	r := oneEngine(t)
	for _, url := range []string{"/throws", "/fails"} {
		for range 3 {
			if _, ok := r.Render(context.Background(), url, []byte("{}"), []byte(`{"v":1}`), everything); ok {
				t.Fatalf("%s drawn", url)
			}
		}
		// Another welcome of the same page and data throws just the same.
		if _, ok := r.Render(context.Background(), url, []byte("{}"), []byte(`{"v":1}`), ssr.Welcome{}); ok {
			t.Fatalf("%s drawn", url)
		}
	}
	if got := counter(t, r, "dhoni_page_renders_total"); got != 3 {
		t.Errorf("renders %v, want 3: /before, then each page that throws once", got)
	}
	if got := counter(t, r, "dhoni_page_renders_failed_total"); got != 2 {
		t.Errorf("failed renders %v, want 2", got)
	}
	// New data is a new version of the page: it is tried again.
	_, _ = r.Render(context.Background(), "/throws", []byte("{}"), []byte(`{"v":2}`), everything)
	if got := counter(t, r, "dhoni_page_renders_total"); got != 4 {
		t.Errorf("renders %v after the data changed, want 4", got)
	}
}

func TestBusyRendererServesThePageUndrawnAtOnce(t *testing.T) {
	t.Parallel()
	r := oneEngine(t)
	busy := counter(t, r, "dhoni_page_renders_busy_total")
	// The one engine is taken by a render that never ends (until it is
	// stopped); the request that started it stops waiting.
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	if _, ok := r.Render(gone, "/loops", []byte("{}"), []byte("{}"), everything); ok {
		t.Fatal("/loops drawn")
	}
	if _, ok := r.Render(context.Background(), "/other", []byte("{}"), []byte("{}"), everything); ok {
		t.Fatal("a page drawn while the only engine is busy")
	}
	if got := counter(t, r, "dhoni_page_renders_busy_total") - busy; got != 1 {
		t.Errorf("pages served undrawn for a busy engine: %v, want 1", got)
	}
	if got := counter(t, r, "dhoni_page_renders_total"); got != 2 {
		t.Errorf("renders %v, want 2 (/before and /loops)", got)
	}
}

func TestRenderLogsReachTheServerLogOncePerMessage(t *testing.T) {
	t.Parallel()
	core, logs := observer.New(zap.DebugLevel)
	r, err := ssr.NewFromScript(zap.New(core), fakeScript, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Two versions of the page, each render logging the same messages.
	for _, data := range []string{`{"v":1}`, `{"v":2}`} {
		if _, ok := drawn(t, r, "/warns", "{}", data, everything); !ok {
			t.Fatal("/warns not drawn")
		}
	}
	got := map[string]int{}
	for _, e := range logs.All() {
		if strings.Contains(fmt.Sprint(e.ContextMap()), "Aminath") || strings.Contains(fmt.Sprint(e.ContextMap()), "Mariyam") {
			t.Errorf("a render's log holds what it was given: %v", e.ContextMap())
		}
		if msg, ok := e.ContextMap()["message"].(string); ok {
			got[e.Message+": "+msg]++
		}
	}
	want := map[string]int{
		"the page's render logged an error: Warning: %s is out of stock": 1,
		"the page's render logged a warning: a warning":                  1,
	}
	if !maps.Equal(got, want) {
		t.Errorf("logged %v, want each message once: %v", got, want)
	}
}
