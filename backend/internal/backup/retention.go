package backup

import (
	"fmt"
	"slices"
	"time"
)

// copyName is how a copy taken at t is named in the target: its Maldives
// time, which sorts as it reads.
func copyName(t time.Time) string { return t.In(Maldives).Format("20060102-150405") }

// parseCopyName reads a name copyName made.
func parseCopyName(name string) (time.Time, bool) {
	t, err := time.ParseInLocation("20060102-150405", name, Maldives)
	return t, err == nil
}

// Keep returns the names of the copies to keep out of the complete ones
// given: the newest copy of each of the newest daily days that have one,
// and the newest copy of each of the newest weekly ISO weeks.
func Keep(names []string, daily, weekly int) map[string]bool {
	type dated struct {
		name string
		at   time.Time
	}
	var copies []dated
	for _, n := range names {
		if t, ok := parseCopyName(n); ok {
			copies = append(copies, dated{n, t})
		}
	}
	slices.SortFunc(copies, func(a, b dated) int { return b.at.Compare(a.at) })
	keep := map[string]bool{}
	days, weeks := map[string]bool{}, map[string]bool{}
	for _, c := range copies {
		day := c.at.Format("2006-01-02")
		if !days[day] && len(days) < daily {
			days[day] = true
			keep[c.name] = true
		}
		y, w := c.at.ISOWeek()
		week := fmt.Sprintf("%d-%02d", y, w)
		if !weeks[week] && len(weeks) < weekly {
			weeks[week] = true
			keep[c.name] = true
		}
	}
	return keep
}
