// Package money holds amounts of Maldivian Rufiyaa as integer laari
// (1 MVR = 100 laari), converts them from and to the wire's MVR numbers (at
// most two decimals) and formats them for people ("MVR 1,234.50").
package money

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// Laari is an amount of money in laari, the hundredth of a rufiyaa.
type Laari int64

// PerMVR is the number of laari in one rufiyaa.
const PerMVR = 100

// MaxMVR bounds amounts read from the wire, far above any price, and low
// enough that every amount converts to a float64 and back exactly.
const MaxMVR = 1_000_000_000_000

var (
	ErrNotANumber      = errors.New("amount is not a number")
	ErrTooManyDecimals = errors.New("amount has more than two decimals")
	ErrNegative        = errors.New("amount is negative")
	ErrTooLarge        = errors.New("amount is too large")
)

// FromMVR converts an MVR amount from the wire. It refuses NaN, infinities,
// amounts beyond MaxMVR and amounts with more than two decimals.
func FromMVR(mvr float64) (Laari, error) {
	if math.IsNaN(mvr) || math.IsInf(mvr, 0) {
		return 0, ErrNotANumber
	}
	if math.Abs(mvr) > MaxMVR {
		return 0, ErrTooLarge
	}
	// The shortest decimal that reads back as mvr is what the sender wrote, so
	// counting its decimals is exact where mvr*100 would carry binary error
	// (1234567.89*100 is 123456788.99999999).
	return Parse(strconv.FormatFloat(mvr, 'f', -1, 64))
}

// FromMVRNonNegative is FromMVR for amounts that must be 0 or more.
func FromMVRNonNegative(mvr float64) (Laari, error) {
	l, err := FromMVR(mvr)
	if err != nil {
		return 0, err
	}
	if l < 0 {
		return 0, ErrNegative
	}
	return l, nil
}

// Parse reads a decimal MVR amount such as "1234.5" or "-3": an optional
// minus, digits, and at most two decimals.
func Parse(s string) (Laari, error) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, hasPoint := strings.Cut(s, ".")
	if whole == "" || !digitsOnly(whole) || (hasPoint && (frac == "" || !digitsOnly(frac))) {
		return 0, ErrNotANumber
	}
	frac = strings.TrimRight(frac, "0")
	if len(frac) > 2 {
		return 0, ErrTooManyDecimals
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w > MaxMVR {
		return 0, ErrTooLarge
	}
	f := int64(0)
	if frac != "" {
		f, err = strconv.ParseInt((frac + "0")[:2], 10, 64)
		if err != nil {
			return 0, ErrNotANumber
		}
	}
	l := Laari(w*PerMVR + f)
	if neg {
		l = -l
	}
	return l, nil
}

func digitsOnly(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// MVR is the amount in rufiyaa, as the wire carries it.
func (l Laari) MVR() float64 { return float64(l) / PerMVR }

// String formats the amount like Format.
func (l Laari) String() string { return Format(l) }

// Format gives the spec's display form: "MVR " then the amount with two
// decimals and comma thousands separators ("MVR 1,234.50"; "MVR -5.00").
func Format(l Laari) string {
	sign := ""
	abs := uint64(l)
	if l < 0 {
		sign = "-"
		abs = uint64(-(l + 1)) + 1 // safe for the smallest int64
	}
	whole := strconv.FormatUint(abs/PerMVR, 10)
	var b strings.Builder
	b.WriteString("MVR ")
	b.WriteString(sign)
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	b.WriteByte('.')
	cents := abs % PerMVR
	b.WriteByte(byte('0' + cents/10))
	b.WriteByte(byte('0' + cents%10))
	return b.String()
}

// Int64Ptr is an optional amount as a nullable integer column: nil stays nil.
func Int64Ptr(l *Laari) *int64 {
	if l == nil {
		return nil
	}
	v := int64(*l)
	return &v
}

// FromInt64Ptr is a nullable integer column as an optional amount: nil stays
// nil.
func FromInt64Ptr(v *int64) *Laari {
	if v == nil {
		return nil
	}
	l := Laari(*v)
	return &l
}
