package catalog

import (
	"regexp"
	"testing"
)

var slugShape = regexp.MustCompile(`^([a-z0-9_]+(-[a-z0-9_]+)*)?$`)

// FuzzSlugify: a slug is empty or words of [a-z0-9_] joined by single
// hyphens, and slugifying a slug changes nothing.
func FuzzSlugify(f *testing.F) {
	for _, s := range []string{"Pearl-Trim Occasion Abaya", "Malé  --  Hulhumalé", "", "---", "Ölçü 16\"", "\x00\u200b", "Ａｂａｙａ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		slug := Slugify(s)
		if !slugShape.MatchString(slug) {
			t.Errorf("Slugify(%q) = %q: not a slug", s, slug)
		}
		if again := Slugify(slug); again != slug {
			t.Errorf("Slugify(%q) = %q, then %q: not idempotent", s, slug, again)
		}
	})
}
