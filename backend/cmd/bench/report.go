package main

import (
	"fmt"
	"os"
	"strings"
	"time"
)

type shopResult struct {
	Name     string
	Products int
	Rows     []result
}

type report struct {
	Started, Finished time.Time
	Load              []string
	Duration          time.Duration
	Connections       int
	Ceiling           result
	CeilingBytes      int
	Shops             []shopResult
	Pgbench           []pgbenchResult
	Lighthouse        []pageScore
	Taps              []tapTiming
	TapsError         string
	ReadSide          *readSide
	JS                jsReport
	// Fonts is the Thaana font check, made with Lighthouse.
	Fonts fontCheck
}

const (
	sectionStart = "<!-- bench:start (written by go tool task bench) -->"
	sectionEnd   = "<!-- bench:end -->"
)

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "**missed**"
}

func (r *report) markdown() string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("%s\n## The whole shop under load, one run (`go tool task bench`)\n\n", sectionStart)
	w("```sh\nTEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable go tool task bench\n```\n\n")
	w("Run %s to %s UTC on %s; load average (1, 5, 15 min) before, between the shops and at the end: %s. ",
		r.Started.Format("2006-01-02 15:04"), r.Finished.Format("15:04"), cores(), strings.Join(r.Load, " / "))
	w("wrk -t2 -c%d, %s per line, the server, wrk and PostgreSQL on the same cores; LOG_LEVEL=warn. ", r.Connections, r.Duration)
	w("Each generated shop has 30 categories and 5,000 orders. The ceiling is a bare net/http handler in the bench process writing the listing's %d bytes.\n\n", r.CeilingBytes)
	w("| shop | request | requests/s | p50 | p99 | of the ceiling | errors |\n|---|---|---|---|---|---|---|\n")
	w("| - | %s | %.0f | %s | %s | 100%% | %d |\n", r.Ceiling.Label, r.Ceiling.RPS, ms(r.Ceiling.P50), ms(r.Ceiling.P99), r.Ceiling.Errors)
	var listing500, listingBig, orderRPS, spreadRPS float64
	var half openLoopResult
	var slugPct, trackPct, listPct float64
	var searchPct float64
	var searchP99, suggestP99 time.Duration
	for _, s := range r.Shops {
		for _, row := range s.Rows {
			pct := 100 * row.RPS / r.Ceiling.RPS
			w("| %s | %s | %.0f | %s | %s | %.0f%% | %d |\n", s.Name, row.Label, row.RPS, ms(row.P50), ms(row.P99), pct, row.Errors)
			if !strings.HasPrefix(s.Name, "PostgreSQL") {
				continue
			}
			switch {
			case row.Label == "GET /api/products (page of 12)" && s.Products == 500:
				listing500, listPct, half = row.RPS, pct, row.Half
			case row.Label == "GET /api/products (page of 12)":
				listingBig = row.RPS
			case strings.HasPrefix(row.Label, "GET /api/products/slug") && s.Products == 500:
				slugPct = pct
			case row.Label == searchLabel && s.Products > 500:
				searchPct, searchP99 = pct, row.P99
			case row.Label == suggestLabel && s.Products > 500:
				suggestP99 = row.P99
			case strings.HasPrefix(row.Label, "GET /api/orders/track") && s.Products == 500:
				trackPct = pct
			case row.Label == "POST /api/orders" && s.Products == 500:
				orderRPS = row.RPS
			case row.Label == spreadLabel && s.Products == 500:
				spreadRPS = row.RPS
			}
		}
	}
	// The orders run whose rows are spread is compared with pgbench's usual
	// ten branches; the one whose every order takes the same product's row,
	// with pgbench on one branch row, which every transaction updates.
	var spreadTPS, hotTPS float64
	for _, pg := range r.Pgbench {
		w("\npgbench (PostgreSQL's own TPC-B-like write: three updates, a select and an insert per transaction) on %d branch row(s), %d clients, %s: **%.0f TPS** (mean latency %s).\n",
			pg.Branches, pg.Clients, r.Duration, pg.TPS, pg.LatencyMean)
		if pg.Branches == 1 {
			hotTPS = pg.TPS
		} else {
			spreadTPS = pg.TPS
		}
	}
	w("\n")
	w("Open-loop GET /api/products (page of 12, PostgreSQL, 500 products) at half its peak, %.0f requests/s for %s over %d keep-alive connections, "+
		"latency from when each request was due: p50 %s, **p99 %s**, p99.9 %s; %d errors; the sender handed 99%% of requests over within %s of their time "+
		"and used %.0f%% of a core.\n\n",
		half.Rate, r.Duration, r.Connections, ms(half.P50), ms(half.P99), ms(half.P999), half.Errors, ms(half.Late), 100*half.CPU)

	if len(r.Lighthouse) > 0 {
		w("Lighthouse 12.8.2, mobile (default throttling), Debian Chromium, the SQLite shop above, median of 3 runs by performance:\n\n")
		w("| page | performance (3 runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transferred | host's CPU index |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
		for _, p := range r.Lighthouse {
			w("| `%s` | %d (%s) | %d | %d | %d | %.2f s | %.2f s | %.0f ms | %.3f | %.0f KiB | %.0f-%.0f |\n", p.Page, p.Performance, ints(p.Runs),
				p.Accessibility, p.Practices, p.SEO, p.FCP/1000, p.LCP/1000, p.TBT, p.CLS, p.Bytes/1024, p.CPU[0], p.CPU[1])
		}
		w("\nThe host's CPU index is Lighthouse's benchmark index of this machine during the runs; its 4x CPU slowdown makes a mid-tier phone " +
			"of a host of 1,500 or more (Lighthouse's docs/throttling.md), and on a slower host the same page shows a longer blocking time.\n")
		w("\n%s", dhivehiMarkdown(r.Lighthouse, r.Fonts))
	}
	if r.TapsError != "" {
		w("First tap on a cheap phone: not measured in this run (%s).\n\n", r.TapsError)
	}
	if len(r.Taps) > 0 {
		w("%s", tapsMarkdown(r.Taps))
	}
	w("First-load JavaScript of a storefront page (the scripts and module preloads of index.html): %d files, %.1f KiB, **%.1f KiB gzip**, %.1f KiB as sent in brotli. ",
		len(r.JS.Files), float64(r.JS.Raw)/1024, float64(r.JS.Gzip)/1024, float64(r.JS.Brotli)/1024)
	if len(r.JS.Found) == 0 {
		w("Admin code, html2canvas and dnd-kit: none of them in it.\n\n")
	} else {
		w("**Found in it: %s.**\n\n", strings.Join(r.JS.Found, ", "))
	}

	if r.ReadSide != nil {
		w("%s", r.ReadSide.figures(r.Connections, r.Duration))
	}
	w("Targets:\n\n| target | figure | |\n|---|---|---|\n")
	w("| listing (PostgreSQL) ≥ 50%% of the ceiling | %.0f%% | %s |\n", listPct, verdict(listPct >= 50))
	w("| listing p99 < 20 ms at half its peak | %s | %s |\n", ms(half.P99), verdict(half.P99 > 0 && half.P99 < 20*time.Millisecond))
	w("| by slug ≥ 50%% of the ceiling | %.0f%% | %s |\n", slugPct, verdict(slugPct >= 50))
	w("| tracking ≥ 50%% of the ceiling | %.0f%% | %s |\n", trackPct, verdict(trackPct >= 50))
	if searchP99 > 0 {
		w("| search with the large catalogue ≥ 30%% of the ceiling, p99 < 50 ms | %.0f%%, %s | %s |\n", searchPct, ms(searchP99), verdict(searchPct >= 30 && searchP99 < 50*time.Millisecond))
	}
	if suggestP99 > 0 {
		w("| suggestions with the large catalogue p99 < 20 ms | %s | %s |\n", ms(suggestP99), verdict(suggestP99 < 20*time.Millisecond))
	}
	if listing500 > 0 {
		w("| listing with the large catalogue ≥ 80%% of the 500-product figure | %.0f%% | %s |\n", 100*listingBig/listing500, verdict(listingBig >= 0.8*listing500))
	}
	if spreadTPS > 0 {
		w("| POST /api/orders ≥ 30%% of pgbench TPS (each order buys one of 50 products; pgbench on 10 branches) | %.0f%% | %s |\n", 100*spreadRPS/spreadTPS, verdict(spreadRPS >= 0.3*spreadTPS))
	}
	if hotTPS > 0 {
		also := ""
		if spreadTPS > 0 {
			also = fmt.Sprintf(" (%.0f%% of pgbench on 10 branches)", 100*orderRPS/spreadTPS)
		}
		w("| POST /api/orders ≥ 30%% of pgbench TPS (every order buys the same product; pgbench on one branch) | %.0f%%%s | %s |\n", 100*orderRPS/hotTPS, also, verdict(orderRPS >= 0.3*hotTPS))
	}
	for _, p := range r.Lighthouse {
		if isDhivehi(p.Page) {
			// Measured against its English twin, below.
			continue
		}
		ok := p.Performance >= 95 && p.Accessibility >= 95 && p.Practices == 100 && p.SEO == 100 && p.LCP < 1800 && p.TBT < 150 && p.Bytes < 170*1024
		w("| Lighthouse `%s`: performance ≥ 95, a11y ≥ 95, best practices 100, SEO 100, LCP < 1.8 s, TBT < 150 ms, < 170 KB | %d / %d / %d / %d, %.2f s, %.0f ms, %.0f KiB | %s |\n",
			p.Page, p.Performance, p.Accessibility, p.Practices, p.SEO, p.LCP/1000, p.TBT, p.Bytes/1024, verdict(ok))
	}
	if len(r.Lighthouse) > 0 {
		w("%s", dhivehiTargets(r.Lighthouse, r.Fonts))
	}
	for _, t := range r.Taps {
		w("| first paint to a tap's effect on a cheap phone, `%s`, < 1 s | %d ms | %s |\n", t.Path, median(t.Effect), verdict(median(t.Effect) < 1000))
	}
	w("| first-load JS ≤ 150 KB gzip, without admin, html2canvas, dnd-kit | %.1f KiB | %s |\n", float64(r.JS.Gzip)/1024, verdict(r.JS.Gzip <= 150*1024 && len(r.JS.Found) == 0))
	if r.ReadSide != nil {
		w("%s", r.ReadSide.targets())
	}
	w("\n%s\n", sectionEnd)
	return b.String()
}

func ints(v []int) string {
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}

func cores() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "this machine"
	}
	return fmt.Sprintf("%d cores", strings.Count(string(b), "processor\t:"))
}

// rewriteSection replaces the bench section of the file (or puts it after
// the introduction) and keeps every other section.
func rewriteSection(path, section string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	doc, found := replaceMarked(string(raw), sectionStart, sectionEnd, section)
	if !found {
		if k := strings.Index(doc, "\n## "); k >= 0 {
			doc = doc[:k+1] + section + "\n" + doc[k+1:]
		} else {
			doc += "\n" + section
		}
	}
	return os.WriteFile(path, []byte(doc), 0o644)
}
