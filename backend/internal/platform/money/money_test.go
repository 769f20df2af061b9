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

func TestFromMVR(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		mvr     float64
		want    money.Laari
		wantErr error
	}{
		{"two decimals", 0.01, 1, nil},
		{"mvr*100 would be off by a hair", 1234567.89, 123456789, nil},
		{"0.29 is not exact in binary", 0.29, 29, nil},
		{"one decimal", 99.5, 9950, nil},
		{"negative allowed here", -12.34, -1234, nil},
		{"three decimals", 99.999, 0, money.ErrTooManyDecimals},
		{"tiny fraction", 0.001, 0, money.ErrTooManyDecimals},
		{"NaN", math.NaN(), 0, money.ErrNotANumber},
		{"infinity", math.Inf(1), 0, money.ErrNotANumber},
		{"too large", 1e13, 0, money.ErrTooLarge},
		{"largest", money.MaxMVR, money.MaxMVR * money.PerMVR, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := money.FromMVR(tc.mvr)
			if !errors.Is(err, tc.wantErr) || got != tc.want {
				t.Errorf("FromMVR(%v): got %d, %v; want %d, %v", tc.mvr, got, err, tc.want, tc.wantErr)
			}
		})
	}
}

func TestFromMVRNonNegative(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		mvr     float64
		want    money.Laari
		wantErr error
	}{
		{0, 0, nil},
		{math.Copysign(0, -1), 0, nil},
		{50, 5000, nil},
		{-0.01, 0, money.ErrNegative},
		{-1.234, 0, money.ErrTooManyDecimals},
	} {
		got, err := money.FromMVRNonNegative(tc.mvr)
		if !errors.Is(err, tc.wantErr) || got != tc.want {
			t.Errorf("FromMVRNonNegative(%v): got %d, %v; want %d, %v", tc.mvr, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestParse(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      string
		want    money.Laari
		wantErr error
	}{
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
	} {
		got, err := money.Parse(tc.in)
		if !errors.Is(err, tc.wantErr) || got != tc.want {
			t.Errorf("Parse(%q): got %d, %v; want %d, %v", tc.in, got, err, tc.want, tc.wantErr)
		}
	}
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
