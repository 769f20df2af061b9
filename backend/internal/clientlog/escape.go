package clientlog

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Escape makes text safe for a one-line log entry: newlines, other control
// characters (C0, DEL, C1), the Unicode line and paragraph separators and
// invalid UTF-8 are written as escapes, so a page cannot forge log lines. The
// result is cut at max bytes (before escaping) with a mark.
func Escape(text string, max int) string {
	cut := false
	if len(text) > max {
		text, cut = text[:max], true
		for !utf8.ValidString(text) && len(text) > 0 && len(text) > max-utf8.UTFMax {
			text = text[:len(text)-1]
		}
	}
	var b strings.Builder
	b.Grow(len(text) + 8)
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, text[i])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\\':
			b.WriteString(`\\`)
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x2028 || r == 0x2029:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(text[i : i+size])
		}
		i += size
	}
	if cut {
		b.WriteString("…(cut)")
	}
	return b.String()
}
