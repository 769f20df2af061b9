// Package textcheck holds the rules every text from a client follows: no NUL
// or other control characters (a newline, a tab or a carriage return only),
// and a name that has something to see.
package textcheck

import (
	"strings"
	"unicode"
)

// MsgControl is the message for text with control characters.
const MsgControl = "Must not contain control characters"

// HasControl reports whether s holds a NUL or another control character
// other than newline, tab and carriage return, or is not valid UTF-8.
// PostgreSQL refuses NUL in text, SQLite would keep it: both are refused
// before they reach a database.
func HasControl(s string) bool {
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t' || r == '\r':
		case r == unicode.ReplacementChar, unicode.IsControl(r):
			return true
		}
	}
	return false
}

// Trim removes leading and trailing white space and invisible format
// characters (zero-width spaces and joiners, byte-order marks): a name made
// only of them trims to "", and is then refused as missing.
func Trim(s string) string {
	return strings.TrimFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) || r == '\u3164' || r == '\u115F' || r == '\u1160'
	})
}

// MsgReversing is the message for a name with a control that reverses text.
const MsgReversing = "Must not contain characters that reverse the text"

// HasReversing reports whether s holds a left-to-right or right-to-left
// override (U+202D, U+202E): they make what follows read backwards
// ("gnp.exe" shown as "exe.png"). Isolates, marks and embeddings stay,
// since mixed Thaana and Latin text may need them.
func HasReversing(s string) bool {
	return strings.ContainsAny(s, "\u202d\u202e")
}
