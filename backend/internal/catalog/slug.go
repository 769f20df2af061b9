package catalog

import (
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Slugify makes a URL slug from a title, as the specification says (section 5):
// lowercase, strip characters other than word characters, spaces and hyphens,
// spaces become hyphens, collapse repeated hyphens, trim hyphens. Word
// characters are ASCII letters, digits and underscore (JavaScript's \w), so
// accented Latin letters are first turned into their ASCII letters ("Malé" ->
// "male") and other scripts drop out. The front end implements the same rule
// against the same vectors (docs/testdata/slug.json).
func Slugify(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	hyphen := false // the last byte written is a hyphen
	put := func(r rune) {
		if r == '-' {
			if !hyphen && b.Len() > 0 {
				b.WriteByte('-')
				hyphen = true
			}
			return
		}
		b.WriteRune(r)
		hyphen = false
	}
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			// a combining accent left by the decomposition: "é" is "e" + U+0301
		case r < unicode.MaxASCII && (r == '_' || r == '-' || isASCIIAlnum(r)):
			put(unicode.ToLower(r))
		case unicode.IsSpace(r):
			put('-')
		default:
			if t, ok := latinLetters[unicode.ToLower(r)]; ok {
				for _, c := range t {
					put(c)
				}
			}
		}
	}
	return strings.TrimRight(b.String(), "-")
}

func isASCIIAlnum(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}

// latinLetters are the Latin letters that Unicode does not decompose into an
// ASCII letter and an accent.
var latinLetters = map[rune]string{
	'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'đ': "d", 'ð': "d",
	'ł': "l", 'þ': "th", 'ı': "i", 'ħ': "h", 'ŧ': "t", 'ŀ': "l",
}

// NextFreeSlug returns base when it is not taken, else base-2, base-3, ...:
// the first that is not among taken.
func NextFreeSlug(base string, taken []string) string { return NthFreeSlug(base, taken, 0) }

// NthFreeSlug is like NextFreeSlug but skips the first skip free slugs, so
// that saves racing for the same title spread out instead of colliding again.
func NthFreeSlug(base string, taken []string, skip int) string {
	used := make(map[string]bool, len(taken))
	for _, t := range taken {
		used[t] = true
	}
	for n := 1; ; n++ {
		s := base
		if n > 1 {
			s = base + "-" + strconv.Itoa(n)
		}
		if used[s] {
			continue
		}
		if skip == 0 {
			return s
		}
		skip--
	}
}
