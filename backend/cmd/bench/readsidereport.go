package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// markdown is the read side's figures and its targets, as -readside prints
// them.
func (rs readSide) markdown(o options) string {
	return rs.figures(o.connections, o.duration) + "Targets:\n\n| target | figure | |\n|---|---|---|\n" + rs.targets() + "\n"
}

// figures is the read side's table, as the full run's section has it.
func (rs readSide) figures(connections int, d time.Duration) string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p := rs.Pair
	w("The read side under attack (`go run ./backend/cmd/bench -readside`), %s UTC on %s; load average (1, 5, 15 min) before, after each shop and at the end: %s. ",
		rs.Started.Format("2006-01-02 15:04"), cores(), strings.Join(rs.Load, " / "))
	w("Each shop has 500 products, 30 categories and 100 orders; memory is the server's VmRSS and VmHWM from /proc, renders and the cache's size from its metrics.\n\n")
	w("| shop | probe | figure |\n|---|---|---|\n")
	pair := "PostgreSQL, two replicas behind HAProxy"
	for _, r := range []struct {
		label string
		run   result
	}{{"beside two connections asking for GET /api/health", p.Quiet}, {"beside two connections of refused writes (" + p.JunkCodes + ")", p.Junk}} {
		w("| %s | listing (wrk -t2 -c%d, %s) %s | mean **%s**, p99 %s, %.0f requests/s, %d errors |\n",
			pair, connections, d, r.label, ms(r.run.Mean), ms(r.run.P99), r.run.RPS, r.run.Errors)
	}
	for _, r := range []struct {
		label string
		run   result
	}{{"both running", p.Before}, {fmt.Sprintf("the other stopped (SIGSTOP) for %.1f s", p.Stopped.Seconds()), p.Paused}} {
		w("| %s | POST /api/orders through one replica (wrk -t2 -c%d, %s), %s | p50 %s, **p99 %s**, %.0f orders/s, %d errors |\n",
			pair, writeConnections, pause, r.label, ms(r.run.P50), ms(r.run.P99), r.run.RPS, r.run.Errors)
	}
	w("| %s | the ordered product's stock on the paused replica, three reads right after SIGCONT | %s (the writer's: %s) |\n",
		pair, strings.Join(p.Resumed, ", "), p.Last)
	for _, s := range rs.Shops {
		w("| %s | %s distinct query strings for the listing (half with a parameter it does not read, half each a maximum price of its own) | VmRSS **%+.1f MiB**; cache %.0f answers, %.1f MiB |\n",
			s.Name, thousands(distinctFill), s.Growth, s.Entries, s.CacheMiB)
		w("| %s | %s more, then %d transfer slips of 35 megapixels (7000 × 5000 grey JPEG, %.1f MiB) at once | VmHWM **%.0f MiB**; answered %s |\n",
			s.Name, thousands(uploadFill), slipsAtOnce, s.SlipMiB, s.Peak, s.SlipCodes)
		w("| %s | %s other spellings of the %d drawn pages (`/`, `/shop`, a product page), two clients | **%.0f renders**; answered %s |\n",
			s.Name, thousands(pathSpellings), s.Pages, s.Renders, s.SpellingCodes)
	}
	w("\n")
	return b.String()
}

// targets are the read side's rows of a Targets table.
func (rs readSide) targets() string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p := rs.Pair
	meanRatio := ratio(p.Junk.Mean, p.Quiet.Mean)
	w("| two replicas: listing's mean beside refused writes ≤ 1.5 × beside a flood that touches no cache | %s / %s = %.2f | %s |\n",
		ms(p.Junk.Mean), ms(p.Quiet.Mean), meanRatio, verdict(p.Quiet.Mean > 0 && meanRatio <= 1.5))
	p99Ratio := ratio(p.Paused.P99, p.Before.P99)
	w("| two replicas: a write's p99 while the other is paused ≤ 1.2 × before | %s / %s = %.2f | %s |\n",
		ms(p.Paused.P99), ms(p.Before.P99), p99Ratio, verdict(p.Before.P99 > 0 && p99Ratio <= 1.2))
	fresh := len(p.Resumed) > 0 && !slices.ContainsFunc(p.Resumed, func(s string) bool { return s != p.Last })
	w("| two replicas: the paused one, resumed, answers nothing older than the last write | %s | %s |\n",
		map[bool]string{true: "the last write's stock", false: "an older stock"}[fresh], verdict(fresh))
	for _, s := range rs.Shops {
		w("| %s: %s distinct query strings grow the process by ≤ %d MiB, the cache within %s answers and %d MiB | %+.1f MiB; %.0f answers, %.1f MiB | %s |\n",
			s.Name, thousands(distinctFill), cacheMiB, thousands(cacheEntries), cacheMiB, s.Growth, s.Entries, s.CacheMiB,
			verdict(s.Growth <= cacheMiB && s.Entries <= cacheEntries && s.CacheMiB <= cacheMiB))
		w("| %s: the %s-query fill, then %d slips of 35 megapixels at once, peak < %d MiB | %.0f MiB | %s |\n",
			s.Name, thousands(uploadFill), slipsAtOnce, processMiB, s.Peak, verdict(s.Peak > 0 && s.Peak < processMiB))
		w("| %s: %s spellings of existing pages cost ≤ %d renders (one a page) | %.0f | %s |\n",
			s.Name, thousands(pathSpellings), s.Pages, s.Renders, verdict(s.Renders <= float64(s.Pages)))
	}
	return b.String()
}

func ratio(a, b time.Duration) float64 {
	if b <= 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// thousands writes n with a comma between thousands, as the docs do.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
