// Package tailoring is the shop's made-to-measure work: a customer's request
// for a custom design or an alteration (spec sections 3 and 5), with its
// measurements, design files, the owner's estimated and final price, and
// its status from new to delivered with its history. A quoted request can be
// ordered once: the orders module prices the tailor-made line from it and
// marks it accepted, linked to the order, in the order's transaction.
//
// Adapters live in sub-packages: gormstore (SQLite and PostgreSQL), httpapi
// (gin) and tailoringfx (the fx wiring).
package tailoring

import (
	"errors"
	"fmt"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/textcheck"
)

// Kind is what the customer asks for.
type Kind string

const (
	CustomDesign Kind = "custom_design"
	Alteration   Kind = "alteration"
)

// Valid reports whether k is one of the two kinds.
func (k Kind) Valid() bool { return k == CustomDesign || k == Alteration }

// Label is how people read the kind.
func (k Kind) Label() string {
	if k == Alteration {
		return "Alteration"
	}
	return "Custom design"
}

// Status is where a request is in its life.
type Status string

const (
	New        Status = "new"
	Quoted     Status = "quoted"
	Accepted   Status = "accepted"
	InProgress Status = "in_progress"
	Ready      Status = "ready"
	Delivered  Status = "delivered"
	Cancelled  Status = "cancelled"
)

// Statuses are every status, in the order a request goes through them.
var Statuses = []Status{New, Quoted, Accepted, InProgress, Ready, Delivered, Cancelled}

// Valid reports whether s is one of the statuses.
func (s Status) Valid() bool {
	for _, v := range Statuses {
		if v == s {
			return true
		}
	}
	return false
}

// Part is a body measurement the forms ask for.
type Part string

const (
	Bust      Part = "bust"
	Waist     Part = "waist"
	Hips      Part = "hips"
	Length    Part = "length"
	Shoulders Part = "shoulders"
)

// Parts are the measurements, in the forms' order.
var Parts = []Part{Bust, Waist, Hips, Length, Shoulders}

// Unit is what the customer measured in. Measurements are stored in
// millimetres whatever the unit; the unit is kept to show them as they were
// given.
type Unit string

const (
	Centimetres Unit = "cm"
	Inches      Unit = "in"
)

// Valid reports whether u is cm or in.
func (u Unit) Valid() bool { return u == Centimetres || u == Inches }

// ItemTypes are what an alteration can be made to (the form's choices).
var ItemTypes = []string{"Abaya", "Dress", "Jilbab", "Skirt", "Trousers", "Blouse", "Kurta", "Other"}

// The specification's messages (section 5), word for word, and our own
// where it has none. Field paths are the wire's.
const (
	MsgPhone        = "Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)"
	MsgDescription  = "Please describe what you want to create in at least 10 characters."
	MsgMeasurement  = "Please provide at least one measurement"
	MsgItemType     = "Please select item type"
	MsgKind         = "Please choose a custom design or an alteration"
	MsgUnit         = "Please choose centimetres or inches"
	MsgTooManyFiles = "Attach at most 5 design files"
	MsgFileTaken    = "This design file belongs to another request. Please upload it again."
	MsgFileNotFound = "Design file not found. Please upload it again."
	MsgControlChars = textcheck.MsgControl

	MsgRequestNumberRequired = "Request number is required"
	MsgTrackNotFound         = "Request not found. Please check your request number and phone number."
	MsgNotFound              = "Request not found"

	MsgPrice        = "Price must be positive"
	MsgStatus       = "Please choose a status"
	MsgQuoteNoPrice = "Set an estimated or final price before quoting."
	MsgPriceLocked  = "This request is part of an order; its price can no longer change."

	// Checkout's messages for a tailor-made line.
	MsgNotOrderable   = "This tailor-made item is not ready to order yet. Please wait for our quote."
	MsgAlreadyOrdered = "This tailor-made item has already been ordered."
	MsgItemGone       = "This tailor-made item is no longer available."
)

// Limits.
const (
	MaxDesignFiles   = 5
	maxDescription   = 2000
	maxNotes         = 1000
	maxShortText     = 60
	MinDescription   = 10
	MaxPriceLaari    = 100_000_000 // MVR 1,000,000
	maxMeasurementMM = 3000        // 300 cm
	minMeasurementMM = 10          // 1 cm
)

func msgAtMost(n int) string { return fmt.Sprintf("Must be at most %d characters", n) }

// MsgMeasurementRange is the message for a measurement out of bounds, in
// the unit the customer chose.
func MsgMeasurementRange(u Unit) string {
	if u == Inches {
		return "Must be between 0.4 and 118 in"
	}
	return "Must be between 1 and 300 cm"
}

var (
	// ErrNotFound is a request the admin asked for that does not exist.
	ErrNotFound = fault.New(fault.NotFound, MsgNotFound)
	// ErrTrackNotFound is every failed lookup by a customer: a wrong number
	// and a wrong phone answer the same.
	ErrTrackNotFound = fault.New(fault.NotFound, MsgTrackNotFound)
	// ErrDuplicateNumber is a store refusing a request whose number is taken.
	ErrDuplicateNumber = errors.New("request number already taken")
)
