package tailoring

import (
	"crypto/rand"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/phone"
)

// A request number is "TR-", the time in milliseconds since 1970 in base 36,
// "-" and four random characters, upper case: the order number's style
// (TR-MA1B2C3D-7KQ2), so a customer reads both the same way.
var requestNumber = regexp.MustCompile(`^TR-[0-9A-Z]{6,12}-[0-9A-Z]{4}$`)

// ValidNumber reports whether s has the shape of a request number.
func ValidNumber(s string) bool { return requestNumber.MatchString(s) }

// NewNumber makes a request number for the time now. The ending is random
// (crypto/rand): with the phone, it is what proves a request is yours.
func NewNumber(now time.Time) string {
	return "TR-" + strings.ToUpper(strconv.FormatInt(now.UnixMilli(), 36)) + "-" + rand.Text()[:4]
}

// LookupNumber tidies a request number a person typed.
func LookupNumber(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }

// Submission is a request as the customer sends it, read from the wire.
// Nothing in it is trusted: NewRequest checks it.
type Submission struct {
	Kind        string
	Phone       string
	Description string
	FabricType  string
	Color       string
	ItemType    string
	Unit        string
	// Measurements are the values typed, in Unit, by part; a part left
	// empty is absent. NaN marks a value that was not a number.
	Measurements map[Part]float64
	Notes        string
	DesignFiles  []string
}

// StatusChange is an entry of a request's history.
type StatusChange struct {
	Status Status
	At     time.Time
}

// Request is a customer's tailoring request. It is valid by construction:
// NewRequest checks a submission, UnmarshalRequestFromDatabase restores a
// stored one, and the methods keep the rules (every status change is in the
// history; a request in an order keeps its price).
type Request struct {
	number       string
	kind         Kind
	phone        string
	description  string
	fabricType   string
	color        string
	itemType     string
	unit         Unit
	measurements map[Part]int
	notes        string
	designFiles  []string
	status       Status
	history      []StatusChange
	estimated    *money.Laari
	final        *money.Laari
	orderNumber  string
	createdAt    time.Time
	updatedAt    time.Time
}

func (r *Request) Number() string      { return r.number }
func (r *Request) Kind() Kind          { return r.kind }
func (r *Request) Phone() string       { return r.phone }
func (r *Request) Description() string { return r.description }
func (r *Request) FabricType() string  { return r.fabricType }
func (r *Request) Color() string       { return r.color }
func (r *Request) ItemType() string    { return r.itemType }
func (r *Request) Unit() Unit          { return r.unit }
func (r *Request) Notes() string       { return r.notes }
func (r *Request) DesignFiles() []string {
	return slices.Clone(r.designFiles)
}
func (r *Request) Status() Status               { return r.status }
func (r *Request) History() []StatusChange      { return slices.Clone(r.history) }
func (r *Request) EstimatedPrice() *money.Laari { return copyPrice(r.estimated) }
func (r *Request) FinalPrice() *money.Laari     { return copyPrice(r.final) }
func (r *Request) OrderNumber() string          { return r.orderNumber }
func (r *Request) CreatedAt() time.Time         { return r.createdAt }
func (r *Request) UpdatedAt() time.Time         { return r.updatedAt }

// Measurements are the measurements given, in millimetres, by part.
func (r *Request) Measurements() map[Part]int {
	out := make(map[Part]int, len(r.measurements))
	for k, v := range r.measurements {
		out[k] = v
	}
	return out
}

// Title names the request as a cart line and an order line do:
// "Custom design TR-..." or "Alteration (Abaya) TR-...".
func (r *Request) Title() string {
	if r.kind == Alteration {
		return fmt.Sprintf("Alteration (%s) %s", r.itemType, r.number)
	}
	return "Custom design " + r.number
}

// Price is what the customer pays: the final price once set, else the
// estimate; nil before either.
func (r *Request) Price() *money.Laari {
	if r.final != nil {
		return copyPrice(r.final)
	}
	return copyPrice(r.estimated)
}

// OrderProblem says why the request cannot be ordered by the customer with
// this phone now, in the words the checkout shows; "" when it can. Another
// customer's request reads as one that does not exist, so the checkout
// tells nobody which request numbers are taken.
func (r *Request) OrderProblem(customerPhone string) string {
	switch {
	case !phone.Same(customerPhone, r.phone):
		return MsgItemGone
	case r.orderNumber != "" || r.status == Accepted || r.status == InProgress ||
		r.status == Ready || r.status == Delivered:
		return MsgAlreadyOrdered
	case r.status != Quoted || r.Price() == nil:
		return MsgNotOrderable
	}
	return ""
}

// Accept marks the request accepted and part of the order; it fails with
// the checkout's message when the request cannot be ordered.
func (r *Request) Accept(orderNumber, customerPhone string, at time.Time) error {
	if msg := r.OrderProblem(customerPhone); msg != "" {
		return &NotOrderableError{Number: r.number, Message: msg}
	}
	r.orderNumber = orderNumber
	r.setStatus(Accepted, at)
	return nil
}

// NotOrderableError is a tailor-made line the checkout refuses.
type NotOrderableError struct {
	Number, Message string
}

func (e *NotOrderableError) Error() string {
	return fmt.Sprintf("request %s cannot be ordered: %s", e.Number, e.Message)
}

// SetStatus moves the request to s (the owner may pick any status) and
// records it. Quoting needs a price.
func (r *Request) SetStatus(s Status, at time.Time) error {
	if !s.Valid() {
		return invalid("status", MsgStatus)
	}
	if s == Quoted && r.Price() == nil {
		return invalid("status", MsgQuoteNoPrice)
	}
	r.setStatus(s, at)
	return nil
}

func (r *Request) setStatus(s Status, at time.Time) {
	if s == r.status {
		return
	}
	at = clock.Stored(at)
	r.status = s
	r.history = append(r.history, StatusChange{Status: s, At: at})
	r.updatedAt = at
}

// SetPrices sets the estimated and final price (nil clears one). A request
// in an order keeps the price it was ordered at.
func (r *Request) SetPrices(estimated, final *money.Laari, at time.Time) error {
	bad := fault.Problems{}
	for field, p := range map[string]*money.Laari{"estimated_price": estimated, "final_price": final} {
		if p != nil && (*p <= 0 || *p > MaxPriceLaari) {
			bad.Add(field, MsgPrice)
		}
	}
	if err := bad.Err(); err != nil {
		return err
	}
	if samePrice(estimated, r.estimated) && samePrice(final, r.final) {
		return nil
	}
	if r.orderNumber != "" && !samePrice(r.Price(), pick(final, estimated)) {
		return invalid("final_price", MsgPriceLocked)
	}
	r.estimated, r.final = copyPrice(estimated), copyPrice(final)
	r.updatedAt = clock.Stored(at)
	return nil
}

func pick(final, estimated *money.Laari) *money.Laari {
	if final != nil {
		return final
	}
	return estimated
}

func samePrice(a, b *money.Laari) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

func copyPrice(p *money.Laari) *money.Laari {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// NewRequest checks a submission against the rules (spec section 5) and
// makes the request, new, with its first history entry. Every problem is
// reported at once, as a fault.Invalid with a message per field path.
func NewRequest(number string, s Submission, now time.Time) (*Request, error) {
	if !ValidNumber(number) {
		return nil, fmt.Errorf("new request: invalid number %q", number)
	}
	bad := fault.Problems{}
	now = clock.Stored(now)
	kind := Kind(strings.TrimSpace(s.Kind))
	if !kind.Valid() {
		bad.Add("kind", MsgKind)
	}
	p := strings.TrimSpace(s.Phone)
	if !phone.Valid(p) {
		bad.Add("phone", MsgPhone)
	}
	r := &Request{
		number: number, kind: kind, phone: phone.Normalize(p), status: New,
		history: []StatusChange{{Status: New, At: now}}, createdAt: now, updatedAt: now,
	}
	r.notes = text(bad, "notes", s.Notes, maxNotes, true)
	switch kind {
	case CustomDesign:
		r.description = text(bad, "description", s.Description, maxDescription, true)
		if _, ok := bad["description"]; !ok && utf8.RuneCountInString(r.description) < MinDescription {
			bad.Add("description", MsgDescription)
		}
		r.fabricType = text(bad, "fabric_type", s.FabricType, maxShortText, false)
		r.color = text(bad, "color", s.Color, maxShortText, false)
		switch files := s.DesignFiles; {
		case len(files) > MaxDesignFiles:
			bad.Add("design_files", MsgTooManyFiles)
		default:
			for i, f := range files {
				f = strings.TrimSpace(f)
				if f == "" || len(f) > 100 || slices.Contains(r.designFiles, f) {
					bad.Add(fmt.Sprintf("design_files[%d]", i), MsgFileNotFound)
					continue
				}
				r.designFiles = append(r.designFiles, f)
			}
		}
	case Alteration:
		item, ok := pickItemType(strings.TrimSpace(s.ItemType))
		if !ok {
			bad.Add("item_type", MsgItemType)
		}
		r.itemType = item
	}
	r.unit = Unit(strings.TrimSpace(s.Unit))
	if r.unit == "" {
		r.unit = Centimetres
	}
	if !r.unit.Valid() {
		bad.Add("unit", MsgUnit)
	} else {
		r.measurements = measurements(bad, s.Measurements, r.unit)
	}
	if err := bad.Err(); err != nil {
		return nil, err
	}
	return r, nil
}

func pickItemType(s string) (string, bool) {
	for _, t := range ItemTypes {
		if strings.EqualFold(t, s) {
			return t, true
		}
	}
	return "", false
}

// measurements converts the values typed to millimetres and checks them:
// at least one, each within bounds.
func measurements(bad fault.Problems, in map[Part]float64, u Unit) map[Part]int {
	out := map[Part]int{}
	for part, v := range in {
		if !slices.Contains(Parts, part) {
			bad.Add("measurements."+string(part), "Unknown measurement")
			continue
		}
		mm := ToMillimetres(v, u)
		if math.IsNaN(v) || mm < minMeasurementMM || mm > maxMeasurementMM {
			bad.Add("measurements."+string(part), MsgMeasurementRange(u))
			continue
		}
		out[part] = mm
	}
	if len(in) == 0 {
		bad.Add("measurements", MsgMeasurement)
	}
	return out
}

// ToMillimetres converts a measurement to whole millimetres.
func ToMillimetres(v float64, u Unit) int {
	if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e6 {
		return -1
	}
	if u == Inches {
		return int(math.Round(v * 25.4))
	}
	return int(math.Round(v * 10))
}

// text trims s and checks its length and characters: no control characters
// (NUL included), except line breaks and tabs in a multi-line field.
func text(bad fault.Problems, field, s string, maxLen int, multiline bool) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > maxLen {
		bad.Add(field, msgAtMost(maxLen))
	}
	if !utf8.ValidString(s) {
		bad.Add(field, MsgControlChars)
	}
	for _, c := range s {
		if unicode.IsControl(c) && !(multiline && (c == '\n' || c == '\t' || c == '\r')) {
			bad.Add(field, MsgControlChars)
			break
		}
	}
	return s
}

func invalid(field, msg string) error { return fault.Problems{field: msg}.Err() }

// Record is a request's stored form, for store adapters.
type Record struct {
	Number, Phone                                  string
	Kind                                           Kind
	Description, FabricType, Color, ItemType, Note string
	Unit                                           Unit
	Measurements                                   map[Part]int
	DesignFiles                                    []string
	Status                                         Status
	History                                        []StatusChange
	EstimatedPrice, FinalPrice                     *money.Laari
	OrderNumber                                    string
	CreatedAt, UpdatedAt                           time.Time
}

// Record returns the request's stored form.
func (r *Request) Record() Record {
	return Record{
		Number: r.number, Phone: r.phone, Kind: r.kind, Description: r.description, FabricType: r.fabricType,
		Color: r.color, ItemType: r.itemType, Note: r.notes, Unit: r.unit, Measurements: r.Measurements(),
		DesignFiles: r.DesignFiles(), Status: r.status, History: r.History(),
		EstimatedPrice: copyPrice(r.estimated), FinalPrice: copyPrice(r.final), OrderNumber: r.orderNumber,
		CreatedAt: r.createdAt, UpdatedAt: r.updatedAt,
	}
}

// UnmarshalRequestFromDatabase restores a stored request, checking only what
// the methods rely on.
func UnmarshalRequestFromDatabase(rec Record) (*Request, error) {
	switch {
	case rec.Number == "":
		return nil, fmt.Errorf("stored request without a number")
	case !rec.Kind.Valid():
		return nil, fmt.Errorf("stored request %s: unknown kind %q", rec.Number, rec.Kind)
	case !rec.Status.Valid():
		return nil, fmt.Errorf("stored request %s: unknown status %q", rec.Number, rec.Status)
	case !rec.Unit.Valid():
		return nil, fmt.Errorf("stored request %s: unknown unit %q", rec.Number, rec.Unit)
	case len(rec.History) == 0:
		return nil, fmt.Errorf("stored request %s: no status history", rec.Number)
	}
	r := &Request{
		number: rec.Number, kind: rec.Kind, phone: rec.Phone, description: rec.Description,
		fabricType: rec.FabricType, color: rec.Color, itemType: rec.ItemType, unit: rec.Unit, notes: rec.Note,
		designFiles: slices.Clone(rec.DesignFiles), status: rec.Status, history: slices.Clone(rec.History),
		estimated: copyPrice(rec.EstimatedPrice), final: copyPrice(rec.FinalPrice), orderNumber: rec.OrderNumber,
		createdAt: rec.CreatedAt, updatedAt: rec.UpdatedAt, measurements: map[Part]int{},
	}
	for k, v := range rec.Measurements {
		r.measurements[k] = v
	}
	return r, nil
}

// InUnit is a measurement in millimetres shown in unit u: centimetres to
// the millimetre, inches to a tenth.
func InUnit(mm int, u Unit) float64 {
	if u == Inches {
		return math.Round(float64(mm)/25.4*10) / 10
	}
	return float64(mm) / 10
}

// FormatMeasurement writes a measurement in unit u: "92.5 cm", "36.4 in".
func FormatMeasurement(mm int, u Unit) string {
	return strconv.FormatFloat(InUnit(mm, u), 'f', -1, 64) + " " + string(u)
}
