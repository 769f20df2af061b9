// Package fault classifies errors by what went wrong for the caller (invalid
// input, not found, conflict, ...), so that domains can say it without knowing
// HTTP, and the HTTP adapter maps the kind to a status in exactly one place.
package fault

import (
	"errors"
	"fmt"
)

// Kind is what went wrong, from the caller's point of view.
type Kind int

const (
	// Internal is anything unexpected; its message is never shown.
	Internal Kind = iota
	Invalid
	NotFound
	Conflict
	Unauthorized
	Forbidden
	TooLarge
	UnsupportedType
	TooManyRequests
	Unavailable
	// Malformed is a request that cannot be read at all (broken JSON).
	Malformed
	// InsufficientStorage is a quota that is full (slips waiting for orders).
	InsufficientStorage
)

// Error is an error with a kind, a message meant for people and, for invalid
// input, a message per field ("customer.phone": "Please enter ...").
type Error struct {
	Kind    Kind
	Message string
	Fields  map[string]string
	// Params are values sent beside those read from the message's words:
	// a name in another language ("item_dv", the owner's Dhivehi title),
	// which the app says instead of the English on that language's pages.
	Params map[string]string
	Err    error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %v", e.Message, e.Err)
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// FaultKind lets KindOf find the kind through wrapping.
func (e *Error) FaultKind() Kind { return e.Kind }

// Classified is implemented by domain errors that carry their own kind (for
// example an InsufficientStockError is a Conflict).
type Classified interface {
	error
	FaultKind() Kind
}

// KindOf returns the kind of err, Internal when it has none.
func KindOf(err error) Kind {
	var c Classified
	if errors.As(err, &c) {
		return c.FaultKind()
	}
	return Internal
}

// New makes an error of a kind with a message for people.
func New(kind Kind, message string) *Error { return &Error{Kind: kind, Message: message} }

// MsgCheckFields heads a validation failure whose fields say what is wrong.
const MsgCheckFields = "Please check the highlighted fields."

// InvalidFields is a validation failure with a message per field.
func InvalidFields(message string, fields map[string]string) *Error {
	return &Error{Kind: Invalid, Message: message, Fields: fields}
}

// Cause returns what the first *T in err's chain wraps, or err when there is
// none: a *url.Error without its URL, a *os.PathError without its path.
func Cause[T any, P interface {
	*T
	Unwrap() error
}](err error) error {
	var e P
	if errors.As(err, &e) {
		return e.Unwrap()
	}
	return err
}
