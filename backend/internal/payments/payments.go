// Package payments is paying for an order online through Bank of Maldives
// Connect: the owner's settings (application id, API key, environment, hold
// time), the bank's transactions as the shop knows them, and the Service
// that starts a payment, re-reads a transaction from the bank whenever the
// customer returns or a webhook arrives, marks an order paid once per
// transaction, and cancels an order whose payment never came (decisions
// 204 to 206).
//
// Nothing the browser or a webhook says is taken as proof: the amount asked
// for is the order's total as the orders module computed it, and only the
// bank's own answer to a read of the transaction marks an order paid.
//
// Adapters live in sub-packages: bml (the bank's API), gormstore (SQLite and
// PostgreSQL), httpapi (gin), ordersadapter (the orders module both ways),
// notifyadapter (the owner's Telegram alerts), fakebank (a bank for tests
// and for trying it) and paymentsfx (the fx wiring).
package payments

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
)

// State is a transaction's state at the bank.
type State string

const (
	// Created: the payment page is waiting for the customer.
	Created         State = "QR_CODE_GENERATED"
	Confirmed       State = "CONFIRMED"
	Cancelled       State = "CANCELLED"
	RefundRequested State = "REFUND_REQUESTED"
	Refunded        State = "REFUNDED"
)

// Known reports whether s is one of the bank's states.
func (s State) Known() bool {
	switch s {
	case Created, Confirmed, Cancelled, RefundRequested, Refunded:
		return true
	}
	return false
}

// Currency is the one currency the shop takes.
const Currency = "MVR"

// Environment is the bank's environment the keys belong to.
type Environment string

const (
	Testing    Environment = "testing"
	Production Environment = "production"
)

// BaseURL is the environment's API address.
func (e Environment) BaseURL() string {
	if e == Production {
		return "https://api.merchants.bankofmaldives.com.mv/public"
	}
	return "https://api.uat.merchants.bankofmaldives.com.mv/public"
}

// Hold time bounds, in minutes: how long an order paid online waits for
// its payment before it is cancelled and its stock returned.
const (
	DefaultHoldMinutes = 60
	MinHoldMinutes     = 10
	MaxHoldMinutes     = 24 * 60
)

// Settings are the owner's online payment settings. APIKey is a secret: it
// never leaves the server (the admin sees only its last characters).
type Settings struct {
	Enabled       bool
	ApplicationID string
	APIKey        string
	Environment   Environment
	HoldMinutes   int
}

// DefaultSettings are the settings of a shop that never set them: off.
func DefaultSettings() Settings {
	return Settings{Environment: Testing, HoldMinutes: DefaultHoldMinutes}
}

// Ready reports whether customers may pay online.
func (s Settings) Ready() bool { return s.Enabled && s.ApplicationID != "" && s.APIKey != "" }

// Hold is how long an order waits for its online payment.
func (s Settings) Hold() time.Duration { return time.Duration(s.HoldMinutes) * time.Minute }

// KeyHint is the API key as the admin is shown it: its last four
// characters, or "" when there is none.
func (s Settings) KeyHint() string {
	if len(s.APIKey) <= 4 {
		return strings.Repeat("•", len(s.APIKey))
	}
	return "••••" + s.APIKey[len(s.APIKey)-4:]
}

// Messages.
const (
	MsgApplicationID = "Application ID is required to enable online payment"
	MsgAPIKey        = "API key is required to enable online payment"
	MsgEnvironment   = "Environment must be testing or production"
	MsgHoldMinutes   = "Hold time must be from 10 to 1440 minutes"
	MsgTooLong       = "Must be at most 200 characters"

	MsgOnlineOff   = "Online payment is not available now. Please choose another payment method."
	MsgNotAwaiting = "This order is not waiting for an online payment."
	MsgBankDown    = "The bank's payment page is not answering right now. Your order is kept: please try again in a minute, or pay cash on delivery instead."
)

// maxSetting bounds the application id and the key.
const maxSetting = 200

// Check validates settings the owner saves.
func (s Settings) Check() error {
	bad := fault.Problems{}
	if s.Enabled && strings.TrimSpace(s.ApplicationID) == "" {
		bad.Add("application_id", MsgApplicationID)
	}
	if s.Enabled && strings.TrimSpace(s.APIKey) == "" {
		bad.Add("api_key", MsgAPIKey)
	}
	if len(s.ApplicationID) > maxSetting {
		bad.Add("application_id", MsgTooLong)
	}
	if len(s.APIKey) > maxSetting {
		bad.Add("api_key", MsgTooLong)
	}
	if s.Environment != Testing && s.Environment != Production {
		bad.Add("environment", MsgEnvironment)
	}
	if s.HoldMinutes < MinHoldMinutes || s.HoldMinutes > MaxHoldMinutes {
		bad.Add("hold_minutes", MsgHoldMinutes)
	}
	return bad.Err()
}

// Outcome is what counting a confirmed transaction did.
type Outcome string

const (
	// NotCounted: not confirmed (yet), or refused (amount or currency).
	NotCounted Outcome = ""
	// Paid: the transaction paid its order.
	Paid Outcome = "paid"
	// Refund: the order was paid already, or cancelled: the owner refunds it.
	Refund Outcome = "refund"
)

// Transaction is a payment the shop asked the bank for.
type Transaction struct {
	ID          string
	OrderNumber string
	// Amount is what the shop asked for: the order's total then.
	Amount    money.Laari
	Currency  string
	State     State
	URL       string
	Outcome   Outcome
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Awaited is an order waiting for its online payment.
type Awaited struct {
	OrderNumber string
	PlacedAt    time.Time
}

// Errors.
var (
	// ErrUnknownTransaction is a transaction the shop never created.
	ErrUnknownTransaction = errors.New("unknown transaction")
	// ErrSignature is a webhook whose signature is not the shop's.
	ErrSignature = fault.New(fault.Unauthorized, "Invalid signature")
	// ErrBankRefused is the bank answering 4xx (a bad key, a bad request).
	ErrBankRefused = errors.New("refused by the bank")
)

// MismatchError is a confirmed transaction that is not what the shop asked
// for: it changes nothing.
type MismatchError struct {
	ID                    string
	WantAmount, GotAmount money.Laari
	WantCurrency, GotCur  string
	WantOrder, GotOrder   string
}

func (e *MismatchError) Error() string {
	return fmt.Sprintf("transaction %s does not match: amount %d (want %d), currency %q (want %q), order %q (want %q)",
		e.ID, e.GotAmount, e.WantAmount, e.GotCur, e.WantCurrency, e.GotOrder, e.WantOrder)
}
