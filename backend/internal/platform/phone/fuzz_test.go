package phone

import "testing"

// FuzzNormalize: normalising is idempotent, and a valid number stays the
// same number once normalised.
func FuzzNormalize(f *testing.F) {
	for _, s := range []string{"7771234", "+960 777-1234", "960 9123456", "(+960)7771234", "", "+", "٧٧٧١٢٣٤", "777\x001234"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := Normalize(s)
		if again := Normalize(n); again != n {
			t.Errorf("Normalize(%q) = %q, then %q: not idempotent", s, n, again)
		}
		if Valid(s) && (!Valid(n) || !Same(s, n)) {
			t.Errorf("valid %q normalised to %q, which is not the same number", s, n)
		}
	})
}
