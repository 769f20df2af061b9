package money_test

import (
	"errors"
	"math"
	"testing"

	"dhoni/internal/platform/money"
	"dhoni/internal/platform/testvectors"
)

func TestSharedVectors(t *testing.T) {
	t.Parallel()
	type vector struct {
		MVR   float64     `json:"mvr"`
		Laari money.Laari `json:"laari"`
		Text  string      `json:"text"`
	}
	testvectors.Run(t, "money.json", func(tc vector) string { return tc.Text }, func(t *testing.T, tc vector) {
		got, err := money.FromMVR(tc.MVR)
		if err != nil || got != tc.Laari {
			t.Errorf("FromMVR(%v): got %d, %v; want %d", tc.MVR, got, err, tc.Laari)
		}
		if mvr := tc.Laari.MVR(); mvr != tc.MVR {
			t.Errorf("Laari(%d).MVR(): got %v, want %v", tc.Laari, mvr, tc.MVR)
		}
		if text := money.Format(tc.Laari); text != tc.Text {
			t.Errorf("Format(%d): got %q, want %q", tc.Laari, text, tc.Text)
		}
	})
}

// conversion is a case of a conversion to laari: the input, and the laari
// or the error it gives.
type conversion[In any] struct {
	in      In
	want    money.Laari
	wantErr error
}

// checkConversions runs convert, called name, on every case.
func checkConversions[In any](t *testing.T, name string, convert func(In) (money.Laari, error), cases []conversion[In]) {
	t.Helper()
	for _, tc := range cases {
		got, err := convert(tc.in)
		if !errors.Is(err, tc.wantErr) || got != tc.want {
			t.Errorf("%s(%#v): got %d, %v; want %d, %v", name, tc.in, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestFromMVR(t *testing.T) {
	t.Parallel()
	checkConversions(t, "FromMVR", money.FromMVR, []conversion[float64]{
		{1e13, 0, money.ErrTooLarge},                     // too large
		{money.MaxMVR, money.MaxMVR * money.PerMVR, nil}, // the largest
	})
}

func TestFromMVRNonNegative(t *testing.T) {
	t.Parallel()
	checkConversions(t, "FromMVRNonNegative", money.FromMVRNonNegative, []conversion[float64]{
		{0, 0, nil},
		{math.Copysign(0, -1), 0, nil},
		{50, 5000, nil},
		{-0.01, 0, money.ErrNegative},
		{-1.234, 0, money.ErrTooManyDecimals},
	})
}

func TestParse(t *testing.T) {
	t.Parallel()
	checkConversions(t, "Parse", money.Parse, []conversion[string]{
		{"1234.5", 123450, nil},
		{"0.10", 10, nil},
		{"7.500", 750, nil},
		{"-3", -300, nil},
		{"1.005", 0, money.ErrTooManyDecimals},
		{"", 0, money.ErrNotANumber},
		{".5", 0, money.ErrNotANumber},
		{"5.", 0, money.ErrNotANumber},
		{"1e3", 0, money.ErrNotANumber},
		{" 5", 0, money.ErrNotANumber},
		{"99999999999999999999", 0, money.ErrTooLarge},
	})
}

func TestFormatNegativeAndExtremes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   money.Laari
		want string
	}{
		{-500, "MVR -5.00"},
		{-123456789, "MVR -1,234,567.89"},
		{7, "MVR 0.07"},
		{100000000, "MVR 1,000,000.00"},
		{math.MinInt64, "MVR -92,233,720,368,547,758.08"},
	} {
		if got := money.Format(tc.in); got != tc.want {
			t.Errorf("Format(%d): got %q, want %q", tc.in, got, tc.want)
		}
	}
}
