// Package phone holds the Maldives phone number rule of the specification
// (section 5), shared with the front end through docs/testdata/phone.json.
package phone

import (
	"regexp"
	"strings"
)

var valid = regexp.MustCompile(`^\+960[79]\d{6}$`)

// Normalize keeps the digits of s; digits starting with 960 get a leading +,
// a 7-digit number starting with 7 or 9 gets +960 in front, anything else
// stays as its digits.
func Normalize(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	digits := b.String()
	switch {
	case strings.HasPrefix(digits, "960"):
		return "+" + digits
	case len(digits) == 7 && (digits[0] == '7' || digits[0] == '9'):
		return "+960" + digits
	default:
		return digits
	}
}

// Valid reports whether s normalises to +960, then 7 or 9, then six digits.
func Valid(s string) bool { return valid.MatchString(Normalize(s)) }

// Same reports whether two entered numbers are the same valid number (order
// tracking compares the customer's phone this way).
func Same(a, b string) bool {
	na := Normalize(a)
	return valid.MatchString(na) && na == Normalize(b)
}
