package search

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func ids(hits []Hit) []string {
	out := make([]string, 0, len(hits))
	for _, h := range hits {
		out = append(out, h.Document.ID)
	}
	return out
}

// TestRankingTitleBeforeCategoryBeforeDescription: one word found in each
// field of three products lists them title, category, description, whatever
// their order in the catalogue.
func TestRankingTitleBeforeCategoryBeforeDescription(t *testing.T) {
	t.Parallel()
	ix := NewIndex([]Document{
		{ID: "description", Title: "Linen Tunic", Description: "Light as a kaftan.", Categories: []string{"Tunics"}},
		{ID: "category", Title: "Breeze Robe", Categories: []string{"Kaftans"}},
		{ID: "title", Title: "Cotton Kaftan", Categories: []string{"Robes"}},
		{ID: "misspelt title", Title: "Cotton Kaftn", Categories: []string{"Robes"}},
		{ID: "colour", Title: "Plain Robe", Colors: []string{"Kaftan Blue"}},
	}, nil)
	want := []string{"title", "misspelt title", "category", "colour", "description"}
	if got := ids(ix.Find(ParseQuery("kaftan"), false)); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestWithinOneEdit(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"abaya", "abaya", true},
		{"abya", "abaya", true},
		{"blendr", "blender", true},
		{"blender", "blendr", true},
		{"hiajb", "hijab", true},
		{"hijbb", "hijab", true},
		{"abaya", "abayas", true},
		{"aby", "abaya", false},
		{"hijab", "jihab", false},
		{"kaftan", "caftans", false},
		{"", "a", true},
		{"ab", "ba", true},
	} {
		if got := withinOneEdit([]rune(c.a), []rune(c.b)); got != c.want {
			t.Errorf("%q, %q: got %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestParseQueryIsBounded(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"  Hijab   BLACK ", []string{"hijab", "black"}},
		{"hijab in the black", []string{"hijab", "black"}},
		{"the", []string{"the"}},
		{"Women's Abáya", []string{"womens", "abaya"}},
		{`"abaya" NEAR/2 hijab*`, []string{"abaya", "near", "2", "hijab"}},
		{"%_\x00\x07'--;", nil},
		{"a b c d e f g h i j k", []string{"b", "c", "d", "e", "f", "g", "h", "i"}},
		{"fan fan FAN", []string{"fan"}},
		{strings.Repeat("x", 60), []string{strings.Repeat("x", maxWord)}},
	} {
		if got := ParseQuery(c.in).Words(); !slices.Equal(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

// benchIndex is a catalogue shaped like the bench's large shop: 5,000
// products of a few repeated words, numbered titles and SKUs.
func benchIndex() *Index {
	words := []string{"Pearl", "Coral", "Lagoon", "Monsoon", "Reef", "Atoll", "Breeze", "Dhoni", "Island", "Sunset", "Jasmine", "Silk", "Linen", "Classic", "Festive", "Everyday"}
	kinds := []string{"Abaya", "Dress", "Kurta", "Shawl", "Scarf", "Jilbab", "Kaftan", "Tunic", "Skirt", "Blouse"}
	docs := make([]Document, 5000)
	for i := range docs {
		docs[i] = Document{
			ID:          fmt.Sprint(i),
			Title:       fmt.Sprintf("%s %s %s %d", words[(i*7)%len(words)], words[(i*3)%len(words)], kinds[i%len(kinds)], i+1),
			SKU:         fmt.Sprintf("GEN-%05d", i+1),
			Description: strings.Repeat("Soft, breathable fabric for the island heat, cut generously and finished by hand. ", 3),
			Categories:  []string{fmt.Sprintf("%s %s %d", words[i%28%len(words)], kinds[i%28%len(kinds)], i%28+1), "Clothing"},
			Colors:      []string{"Black", "Navy"},
			Sizes:       []string{"S", "M", "L"},
		}
	}
	return NewIndex(docs, nil)
}

// BenchmarkFind: a search of two words, one misspelt; suggestions for a
// search being typed; and a hostile search of long nonsense words.
func BenchmarkFind(b *testing.B) {
	ix := benchIndex()
	for _, c := range []struct {
		name, text string
		typing     bool
	}{
		{"search", "lagon abaya", false},
		{"suggest", "coral sh", true},
		{"hostile", strings.Repeat("abcdefghijklmnopqrstuvwxyz ", 7), false},
	} {
		q := ParseQuery(c.text)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				ix.Find(q, c.typing)
			}
		})
	}
}
