package search

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Bounds of what a search reads: longer text is refused (MaxQuery) or cut
// (words past MaxWords, letters past maxWord), so a hostile query costs no
// more than an ordinary one.
const (
	// MaxQuery is the longest search accepted, in characters.
	MaxQuery = 200
	// MaxWords is how many words of a search are looked for.
	MaxWords = 8
	// maxWord is the longest word kept; no catalogue word is longer.
	maxWord = 40
	// typoLength is the shortest word that may be misspelt by one letter.
	typoLength = 4
	// prefixLength is the shortest word that also finds longer words it
	// starts ("fan" finds "fans").
	prefixLength = 2
)

// stopWords are left out of a search that has other words: "hijab in black"
// looks for hijab and black.
var stopWords = map[string]bool{
	"a": true, "an": true, "and": true, "the": true, "for": true, "of": true,
	"in": true, "with": true, "to": true, "or": true, "on": true,
}

// Words splits text into the words search compares: lower case, accents
// dropped, split on everything that is not a letter or a digit (an
// apostrophe joins: "women's" is "womens"). NUL, control characters,
// quotes, wildcards and operators of other search languages are only
// separators here. Invisible format characters (zero-width joiners,
// bidirectional controls) are dropped without splitting a word. Thaana's
// vowel signs and sukun (fili, U+07A6 to U+07B0) are nonspacing marks, so
// they are dropped like accents: a Dhivehi word matches with or without
// them (docs/decisions/228).
func Words(text string) []string {
	var words []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			words = append(words, b.String())
			b.Reset()
		}
	}
	for _, r := range norm.NFKD.String(text) {
		switch {
		case unicode.Is(unicode.Mn, r), unicode.Is(unicode.Cf, r):
		case r == '\'' || r == '’':
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		default:
			flush()
		}
	}
	flush()
	return words
}

// Query is a search as it is looked for: its words, bounded and without
// repeats or stop words (unless it has nothing else).
type Query struct {
	words []string
}

// ParseQuery reads what a person typed. It never fails: text longer than
// MaxQuery is for the caller to refuse (TooLong).
func ParseQuery(text string) Query {
	all := Words(text)
	var kept, stops []string
	seen := map[string]bool{}
	for _, w := range all {
		if utf8.RuneCountInString(w) > maxWord {
			w = string([]rune(w)[:maxWord])
		}
		if seen[w] {
			continue
		}
		seen[w] = true
		if stopWords[w] {
			stops = append(stops, w)
			continue
		}
		kept = append(kept, w)
	}
	if len(kept) == 0 {
		kept = stops
	}
	if len(kept) > MaxWords {
		kept = kept[:MaxWords]
	}
	return Query{words: kept}
}

// TooLong reports whether text is longer than a search may be.
func TooLong(text string) bool {
	return utf8.RuneCountInString(text) > MaxQuery
}

// Empty reports whether the query has no word to look for.
func (q Query) Empty() bool { return len(q.words) == 0 }

// Words returns the words looked for.
func (q Query) Words() []string { return append([]string(nil), q.words...) }

// String is the words joined by a space: how a search that found nothing
// is counted.
func (q Query) String() string { return strings.Join(q.words, " ") }

// withinOneEdit reports whether a and b differ by at most one letter
// inserted, deleted or changed, or two neighbours swapped.
func withinOneEdit(a, b []rune) bool {
	la, lb := len(a), len(b)
	if la > lb {
		a, b, la, lb = b, a, lb, la
	}
	if lb-la > 1 {
		return false
	}
	i := 0
	for i < la && a[i] == b[i] {
		i++
	}
	if i == la {
		return true
	}
	if la == lb {
		// One changed letter, or two swapped.
		if slices.Equal(a[i+1:], b[i+1:]) {
			return true
		}
		return i+1 < la && a[i] == b[i+1] && a[i+1] == b[i] && slices.Equal(a[i+2:], b[i+2:])
	}
	// b has one more letter, at i.
	return slices.Equal(a[i:], b[i+1:])
}
