package orders

import (
	"crypto/rand"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// An order number is "RB-", the time in milliseconds since 1970 in base 36,
// "-", and four random characters, upper case (spec section 4):
// RB-MA1B2C3D-7KQ2. The browser makes one for an order it keeps while the
// server cannot be reached; the server makes one when none is sent. The
// rule is shared with the front end through docs/testdata/order-number.json.
var orderNumber = regexp.MustCompile(`^RB-[0-9A-Z]{6,12}-[0-9A-Z]{4}$`)

const numberAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// ValidOrderNumber reports whether s has the shape of an order number.
func ValidOrderNumber(s string) bool { return orderNumber.MatchString(s) }

// NewOrderNumber makes an order number for the time now.
func NewOrderNumber(now time.Time) string {
	// 36^4 = 1.7 million endings per millisecond; the rare clash is caught by
	// the store's unique key and the service makes another number.
	suffix := make([]byte, 4)
	for i := range suffix {
		suffix[i] = numberAlphabet[randomIndex(len(numberAlphabet))]
	}
	return "RB-" + strings.ToUpper(strconv.FormatInt(now.UnixMilli(), 36)) + "-" + string(suffix)
}

// randomIndex is a uniform random number below n (crypto/rand: the numbers
// are half of what proves an order is yours, with the phone).
func randomIndex(n int) int {
	b := make([]byte, 1)
	limit := 256 - 256%n
	for {
		if _, err := rand.Read(b); err != nil {
			panic("crypto/rand failed: " + err.Error()) // never on supported platforms
		}
		if int(b[0]) < limit {
			return int(b[0]) % n
		}
	}
}

// LookupNumber tidies an order number a person typed: spaces around it are
// dropped and letters made upper case.
func LookupNumber(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }
