package main

import (
	"fmt"
	"strings"
	"time"
)

// largeMarkdown is the large shop's section of docs/benchmarks.md.
func largeMarkdown(shops []largeShop, started, finished time.Time, o options) string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("%s\n## A shop a hundred times bigger (`go run ./backend/cmd/bench -large`)\n\n", largeStart)
	w("%d products and %d orders (a thousand placed through the shop's services, then copied with new numbers, times, statuses and phones over three years), on %s, %s to %s UTC. ",
		o.largeProducts, o.largeOrders, cores(), started.Format("2006-01-02 15:04"), finished.Format("15:04"))
	w("Admin reads: %d one after the other, signed in; tracking: %d. Storefront: wrk, %d connections, %s.\n\n", o.largeReads, trackReads*o.largeReads, o.connections, o.duration)
	w("| | %s |\n|---|%s\n", strings.Join(names(shops), " | "), strings.Repeat("---|", len(shops)))
	row := func(label string, cell func(largeShop) string) {
		cells := make([]string, len(shops))
		for i, s := range shops {
			cells[i] = cell(s)
		}
		w("| %s | %s |\n", label, strings.Join(cells, " | "))
	}
	row("generating the shop", func(s largeShop) string { return s.Generate.Round(time.Second).String() })
	for i := range shops[0].Admin {
		t := shops[0].Admin[i]
		row(fmt.Sprintf("%s: p50 / p99 (goal p99 < %s)", t.Label, ms(t.Goal)), func(s largeShop) string {
			a := s.Admin[i]
			return fmt.Sprintf("%s / %s, %s", ms(a.P50), ms(a.P99), verdict(a.P99 < a.Goal))
		})
	}
	// Tracking answers in tenths of a millisecond: two decimals show the 20%.
	fine := func(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }
	row("tracking: p50 / p99, small shop", func(s largeShop) string { return fine(s.SmallTrack.P50) + " / " + fine(s.SmallTrack.P99) })
	row("tracking: p50 / p99, large (goal p50 within 20%)", func(s largeShop) string {
		return fmt.Sprintf("%s / %s, %s", fine(s.Tracking.P50), fine(s.Tracking.P99), verdict(float64(s.Tracking.P50) <= 1.2*float64(s.SmallTrack.P50)))
	})
	row("CSV export of every order: rows, time", func(s largeShop) string {
		return fmt.Sprintf("%d rows in %s", s.Export.Rows, s.Export.Took.Round(100*time.Millisecond))
	})
	row("CSV export: rows a second (goal ≥ 50,000)", func(s largeShop) string {
		return fmt.Sprintf("%.0f, %s", s.Export.RowsPerSec, verdict(s.Export.RowsPerSec >= 50000))
	})
	row("CSV export: memory growth (goal < 64 MB)", func(s largeShop) string {
		return fmt.Sprintf("%.1f MB, %s", s.Export.GrowthMB, verdict(s.Export.GrowthMB < 64))
	})
	row("listing: requests/s with 500 products", func(s largeShop) string { return fmt.Sprintf("%.0f", s.SmallList.RPS) })
	row("listing: requests/s, large (goal ≥ 80% of 500)", func(s largeShop) string {
		pct := 100 * s.Listing.RPS / max(1, s.SmallList.RPS)
		return fmt.Sprintf("%.0f (%.0f%%), %s", s.Listing.RPS, pct, verdict(pct >= 80))
	})
	row("search: requests/s, p99", func(s largeShop) string { return fmt.Sprintf("%.0f, %s", s.Search.RPS, ms(s.Search.P99)) })
	sq := shops[0]
	w("\nOn SQLite only:\n\n")
	w("- `dhoni copy-data` to PostgreSQL: %s (goal under 10 minutes: %s).\n", sq.CopyData.Round(time.Second), verdict(sq.CopyData < 10*time.Minute))
	ratio := float64(sq.DuringP99) / float64(max(1, sq.ListingP99))
	w("- The listing's p99 without a backup %s, during backups %s (%.2f times; %d backups of %s each on average; goal within 2 times: %s).\n",
		ms(sq.ListingP99), ms(sq.DuringP99), ratio, sq.BackupCount, sq.BackupTook.Round(100*time.Millisecond), verdict(ratio <= 2))
	w("\n%s\n", largeEnd)
	return b.String()
}

func names(shops []largeShop) []string {
	out := make([]string, len(shops))
	for i, s := range shops {
		out[i] = map[string]string{"sqlite": "SQLite", "postgres": "PostgreSQL"}[s.Name]
	}
	return out
}
