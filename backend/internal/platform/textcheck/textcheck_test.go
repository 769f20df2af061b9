package textcheck

import "testing"

func TestHasControl(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"Aishath Shifa", false},
		{"Line one\nLine two\ttabbed\r\n", false},
		{"Malé ދިވެހި", false},
		{"a\x00b", true},
		{"bell\a", true},
		{"esc\x1b[31m", true},
		{"del\x7f", true},
		{"c1\u0085", true},
		{"bad utf-8 \xff", true},
	} {
		if got := HasControl(tc.in); got != tc.want {
			t.Errorf("HasControl(%q): got %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestTrim(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"  Aishath  ":            "Aishath",
		"\u200b\u200b\u200b":     "",
		"\ufeff\u200dName\u200c": "Name",
		"\u3164":                 "",
		"Zero\u200bInside":       "Zero\u200bInside",
	} {
		if got := Trim(in); got != want {
			t.Errorf("Trim(%q): got %q, want %q", in, got, want)
		}
	}
}

func TestHasReversing(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]bool{
		"ކްލެސިކް Abaya":           false,
		"\u2066Abaya\u2069 ދިވެހި": false,
		"އަބާ\u200dޔާ":             false,
		"\u202eexe.gnp":            true,
		"left \u202dover":          true,
	} {
		if got := HasReversing(in); got != want {
			t.Errorf("HasReversing(%q): got %v, want %v", in, got, want)
		}
	}
}
