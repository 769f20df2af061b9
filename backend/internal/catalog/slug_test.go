package catalog_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/testvectors"
)

// TestSlugifyVectors checks the rule against the vectors the front end runs too.
func TestSlugifyVectors(t *testing.T) {
	t.Parallel()
	type vector struct {
		Input string `json:"input"`
		Slug  string `json:"slug"`
	}
	n := testvectors.Run(t, "slug.json", func(c vector) string { return c.Input }, func(t *testing.T, c vector) {
		if got := catalog.Slugify(c.Input); got != c.Slug {
			t.Errorf("Slugify(%q) = %q, want %q", c.Input, got, c.Slug)
		}
	})
	if n < 15 {
		t.Fatalf("got %d vectors, want at least 15", n)
	}
}

func TestNextFreeSlug(t *testing.T) {
	t.Parallel()
	cases := []struct {
		base  string
		taken []string
		want  string
	}{
		{"abaya", nil, "abaya"},
		{"abaya", []string{"abaya-2"}, "abaya"},
		{"abaya", []string{"abaya"}, "abaya-2"},
		{"abaya", []string{"abaya", "abaya-2", "abaya-3"}, "abaya-4"},
		{"abaya", []string{"abaya", "abaya-3", "abaya-long"}, "abaya-2"},
	}
	for _, c := range cases {
		if got := catalog.NextFreeSlug(c.base, c.taken); got != c.want {
			t.Errorf("NextFreeSlug(%q, %v) = %q, want %q", c.base, c.taken, got, c.want)
		}
	}
}

func TestNthFreeSlug(t *testing.T) {
	t.Parallel()
	taken := []string{"abaya", "abaya-3"}
	for skip, want := range []string{"abaya-2", "abaya-4", "abaya-5"} {
		if got := catalog.NthFreeSlug("abaya", taken, skip); got != want {
			t.Errorf("NthFreeSlug(skip %d) = %q, want %q", skip, got, want)
		}
	}
}

func TestNewIDKeepsTheSpecPrefixesAndNeverRepeats(t *testing.T) {
	t.Parallel()
	now := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	shape := regexp.MustCompile(`^(prod|cat|acc-cat)-[0-9a-z]+-[0-9a-z]{10}$`)
	seen := map[string]bool{}
	for _, prefix := range []string{catalog.ProductIDPrefix, catalog.CategoryIDPrefix(catalog.Clothing), catalog.CategoryIDPrefix(catalog.Accessories)} {
		for range 1000 {
			id := catalog.NewID(prefix, now)
			if !strings.HasPrefix(id, prefix) || !shape.MatchString(id) {
				t.Fatalf("NewID(%q) = %q, not of the expected shape", prefix, id)
			}
			if seen[id] {
				t.Fatalf("NewID made %q twice", id)
			}
			seen[id] = true
		}
	}
}

func TestValidImageURL(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want bool
	}{
		{"/media/ab/cd.webp", true},
		{"/media/samples/classic-abaya.svg", true},
		{"/images/placeholder.png", true},
		{"https://cdn.example.com/a.jpg", true},
		{"HTTPS://cdn.example.com/a.jpg", true},
		{"http://example.com/a.png?x=1", true},
		{"javascript:alert(1)", false},
		{"JavaScript:alert(1)", false},
		{"data:image/png;base64,AAAA", false},
		{"//evil.example.com/a.png", false},
		{"/media/../etc/passwd", false},
		{"/media/", false},
		{"/other/a.png", false},
		{"ftp://example.com/a.png", false},
		{"https://user:pw@example.com/a.png", false},
		{"https://example.com/a b.png", false},
		{"java\tscript:alert(1)", false},
		{"/media/a\nb.png", false},
		{"", false},
	}
	for _, c := range cases {
		if got := catalog.ValidImageURL(c.in); got != c.want {
			t.Errorf("ValidImageURL(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
