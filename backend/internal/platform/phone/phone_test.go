package phone_test

import (
	"testing"

	"dhoni/internal/platform/phone"
	"dhoni/internal/platform/testvectors"
)

func TestSharedVectors(t *testing.T) {
	t.Parallel()
	type vector struct {
		Input      string `json:"input"`
		Normalized string `json:"normalized"`
		Valid      bool   `json:"valid"`
	}
	testvectors.Run(t, "phone.json", func(tc vector) string { return tc.Input }, func(t *testing.T, tc vector) {
		if got := phone.Normalize(tc.Input); got != tc.Normalized {
			t.Errorf("Normalize(%q): got %q, want %q", tc.Input, got, tc.Normalized)
		}
		if got := phone.Valid(tc.Input); got != tc.Valid {
			t.Errorf("Valid(%q): got %v, want %v", tc.Input, got, tc.Valid)
		}
	})
}

func TestSame(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"7771234", "+960 777-1234", true},
		{"960 999 1234", "9991234", true},
		{"7771234", "7771235", false},
		{"3301234", "3301234", false}, // the same, but not a valid number
		{"", "", false},
	} {
		if got := phone.Same(tc.a, tc.b); got != tc.want {
			t.Errorf("Same(%q, %q): got %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
