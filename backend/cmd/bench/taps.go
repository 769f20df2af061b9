package main

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// firstTapScript measures the first tap on a cheap phone with Playwright's
// Chromium driver, which the front end already has.
//
//go:embed first-tap.mjs
var firstTapScript string

// tapTiming is, for one page, each run's milliseconds from the first
// contentful paint to the first tap, to the page showing it felt the tap
// and to the tap's visible effect.
type tapTiming struct {
	Path   string `json:"path"`
	Tap    []int  `json:"tap"`
	Felt   []int  `json:"felt"`
	Effect []int  `json:"effect"`
	// App is when the app had taken the page over, the effect still there.
	App []int `json:"app"`
	// Taps is how many taps each run took: one unless a tap was lost.
	Taps []int `json:"taps"`
}

func median(runs []int) int {
	if len(runs) == 0 {
		return 0
	}
	s := slices.Clone(runs)
	slices.Sort(s)
	return s[len(s)/2]
}

// tapPage is a page of the three and the control tapped on it: one only the
// app answers, whose effect is aria-expanded or aria-pressed turning true.
type tapPage struct {
	Path   string `json:"path"`
	Target string `json:"target"`
}

// firstTaps measures, three times on each of the home page, /shop and the
// product slug's page (drawn first, as Lighthouse's are), the time from the
// first contentful paint until a tap made at once has its visible effect, on
// the cheap phone of issue 28 (decision 190): the header's Search on the home
// page, Filters on /shop, the first size on the product page.
func firstTaps(ctx context.Context, root, base, slug string) ([]tapTiming, error) {
	pages := []tapPage{
		{"/", `header button[aria-label="Search"]`},
		{"/shop", `main button[aria-haspopup="dialog"]`},
		{"/shop/" + slug, `main fieldset button`},
	}
	for _, p := range pages {
		// As the customer of first-tap.mjs, who has seen the welcome.
		drawOnce(ctx, base+p.Path, "dhoni_splash_seen=1", "dhoni_first_visit_seen=1")
	}
	list, _ := json.Marshal(pages) // strings only: cannot fail
	cmd := exec.CommandContext(ctx, "node", "--input-type=module", "-")
	cmd.Dir = filepath.Join(root, "frontend")
	cmd.Stdin = strings.NewReader(firstTapScript)
	cmd.Env = append(os.Environ(), "DHONI_TAP_BASE="+base, "DHONI_TAP_PAGES="+string(list))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("first taps: %w", err)
	}
	var timings []tapTiming
	if err := json.Unmarshal(out, &timings); err != nil {
		return nil, fmt.Errorf("first taps: %w: %s", err, out)
	}
	return timings, nil
}

// tapsMarkdown is the table of firstTaps' figures.
func tapsMarkdown(timings []tapTiming) string {
	var b strings.Builder
	b.WriteString("First tap on a cheap phone (Chromium at 375 px through CDP: 4x CPU slowdown, 200,000 bytes/s down, 150 ms latency; " +
		"Search on `/`, Filters on `/shop`, a size on the product page, tapped as soon as the page reports its first contentful paint, " +
		"and again every half second while the page neither answers nor shows it felt the tap; 3 runs, median):\n\n")
	b.WriteString("| page | first paint to the tap | to the tap shown felt | to its effect (runs) | to the app's take-over, the effect kept (runs) | taps it took (runs) |\n|---|---|---|---|---|---|\n")
	for _, t := range timings {
		fmt.Fprintf(&b, "| `%s` | %d ms | %d ms | **%d ms** (%s) | %d ms (%s) | %s |\n",
			t.Path, median(t.Tap), median(t.Felt), median(t.Effect), ints(t.Effect), median(t.App), ints(t.App), ints(t.Taps))
	}
	b.WriteString("\n")
	return b.String()
}

// tapsOnly generates the SQLite shop Lighthouse measures, serves it with
// -bin, measures the first taps and prints their table, writing nothing: the
// one piece of the bench, to compare two builds.
func tapsOnly(ctx context.Context, o options) error {
	srv, data, done, err := servedShop(ctx, o)
	if err != nil {
		return err
	}
	defer done()
	timings, err := firstTaps(ctx, o.root, srv.url, data.Slug)
	if err != nil {
		return err
	}
	fmt.Print(tapsMarkdown(timings))
	return nil
}
