// Package promotions is the shop's discount codes: the owner's rules for a
// code (what it takes off, when, on what, how often) and the use of a code
// by an order, counted once in the order's transaction.
package promotions

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
)

// Maldives is the shop's time zone: the owner's dates are read and shown in it.
var Maldives = time.FixedZone("MVT", 5*60*60)

// Kind is what a code takes off.
type Kind string

const (
	// Percent takes a percentage of the eligible lines' subtotal.
	Percent Kind = "percent"
	// Fixed takes an amount of MVR, at most the eligible lines' subtotal.
	Fixed Kind = "fixed"
)

// Scope is which lines of an order a code applies to.
type Scope string

const (
	AllItems   Scope = "all"
	Clothing   Scope = "clothing"
	Appliances Scope = "appliances"
	// Categories limits a code to the chosen categories (and their children).
	Categories Scope = "categories"
)

// Messages the owner sees when a code's rules do not hold.
const (
	MsgCode          = "Please enter a code of 3 to 32 letters, digits, - or _"
	MsgKind          = "Please choose a percentage or a fixed amount"
	MsgPercent       = "Please enter a percentage from 1 to 100"
	MsgAmount        = "Please enter an amount above 0"
	MsgNothingOff    = "A code must take something off or give free delivery"
	MsgMinSubtotal   = "The minimum subtotal cannot be negative"
	MsgUntilBefore   = "The end must be after the start"
	MsgScope         = "Please choose what the code applies to"
	MsgNoCategories  = "Please choose at least one category"
	MsgUnknownCat    = "A chosen category no longer exists"
	MsgUses          = "Uses cannot be negative"
	MsgDuplicateCode = "A code with this name already exists"
	MsgCodeNotFound  = "Discount code not found"
)

// ErrNotFound is a code that does not exist.
var ErrNotFound = fault.New(fault.NotFound, MsgCodeNotFound)

// ErrDuplicate is a new code with the name of an existing one.
var ErrDuplicate = &fault.Error{Kind: fault.Conflict, Message: MsgDuplicateCode,
	Fields: map[string]string{"code": MsgDuplicateCode}, Err: errors.New("duplicate discount code")}

// Rules are what the owner sets for a code.
type Rules struct {
	Kind Kind
	// Percent is a whole percentage (Kind Percent).
	Percent int
	// Amount is taken off (Kind Fixed).
	Amount       money.Laari
	FreeDelivery bool
	// MinSubtotal is what the eligible lines must come to; 0 for none.
	MinSubtotal money.Laari
	// ValidFrom and ValidUntil bound when the code works; nil for no bound.
	ValidFrom, ValidUntil *time.Time
	Scope                 Scope
	// CategoryIDs are the chosen categories (Scope Categories).
	CategoryIDs []string
	// MaxUses and MaxUsesPerPhone bound the orders that use the code; 0 for
	// no bound.
	MaxUses, MaxUsesPerPhone int
}

// Code is a discount code with its rules. NewCode and Edit keep the rules
// valid; UnmarshalCodeFromDatabase restores a stored one.
type Code struct {
	code      string
	rules     Rules
	createdAt time.Time
}

func (c *Code) Code() string         { return c.code }
func (c *Code) Rules() Rules         { r := c.rules; r.CategoryIDs = slices.Clone(r.CategoryIDs); return r }
func (c *Code) CreatedAt() time.Time { return c.createdAt }

var codePattern = regexp.MustCompile(`^[A-Z0-9_-]{3,32}$`)

// Normalize is a code as it is kept and compared: without spaces, in
// capitals, so "summer 10" and "SUMMER10" are one code.
func Normalize(s string) string {
	return strings.ToUpper(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s))
}

// NewCode checks the rules of a new code. known says whether a category id
// exists.
func NewCode(code string, r Rules, known func(string) bool, now time.Time) (*Code, error) {
	code = Normalize(code)
	bad := fault.Problems{}
	if !codePattern.MatchString(code) {
		bad.Add("code", MsgCode)
	}
	r = check(r, known, bad)
	if err := bad.Err(); err != nil {
		return nil, err
	}
	return &Code{code: code, rules: r, createdAt: clock.Stored(now)}, nil
}

// Edit replaces the rules of the code (its name stays).
func (c *Code) Edit(r Rules, known func(string) bool) error {
	bad := fault.Problems{}
	r = check(r, known, bad)
	if err := bad.Err(); err != nil {
		return err
	}
	c.rules = r
	return nil
}

func check(r Rules, known func(string) bool, bad fault.Problems) Rules {
	switch r.Kind {
	case Percent:
		r.Amount = 0
		if r.Percent < 0 || r.Percent > 100 || (r.Percent == 0 && !r.FreeDelivery) {
			bad.Add("percent", MsgPercent)
		}
	case Fixed:
		r.Percent = 0
		if r.Amount < 0 || (r.Amount == 0 && !r.FreeDelivery) {
			bad.Add("amount", MsgAmount)
		}
	default:
		bad.Add("kind", MsgKind)
	}
	if r.MinSubtotal < 0 {
		bad.Add("min_subtotal", MsgMinSubtotal)
	}
	if r.ValidFrom != nil {
		t := clock.Stored(*r.ValidFrom)
		r.ValidFrom = &t
	}
	if r.ValidUntil != nil {
		t := clock.Stored(*r.ValidUntil)
		r.ValidUntil = &t
	}
	if r.ValidFrom != nil && r.ValidUntil != nil && !r.ValidUntil.After(*r.ValidFrom) {
		bad.Add("valid_until", MsgUntilBefore)
	}
	switch r.Scope {
	case AllItems, Clothing, Appliances:
		r.CategoryIDs = nil
	case Categories:
		ids := []string{}
		for _, id := range r.CategoryIDs {
			id = strings.TrimSpace(id)
			if id != "" && !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		r.CategoryIDs = ids
		if len(ids) == 0 {
			bad.Add("category_ids", MsgNoCategories)
		}
		for _, id := range ids {
			if !known(id) {
				bad.Add("category_ids", MsgUnknownCat)
			}
		}
	default:
		bad.Add("scope", MsgScope)
	}
	if r.MaxUses < 0 {
		bad.Add("max_uses", MsgUses)
	}
	if r.MaxUsesPerPhone < 0 {
		bad.Add("max_uses_per_phone", MsgUses)
	}
	return r
}

// UnmarshalCodeFromDatabase restores a stored code.
func UnmarshalCodeFromDatabase(code string, r Rules, createdAt time.Time) (*Code, error) {
	if code == "" {
		return nil, fmt.Errorf("stored discount code without a name")
	}
	if r.Kind != Percent && r.Kind != Fixed {
		return nil, fmt.Errorf("stored discount code %s: unknown kind %q", code, r.Kind)
	}
	return &Code{code: code, rules: r, createdAt: createdAt}, nil
}
