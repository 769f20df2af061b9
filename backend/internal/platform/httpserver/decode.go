package httpserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/textcheck"
)

// Messages DecodeJSON gives per field; handlers may replace them with their
// own words for a field (see fault.Error.Fields).
const (
	MsgRequired     = "This field is required"
	MsgUnknownField = "Unknown field"
	MsgText         = "Must be text"
	MsgBool         = "Must be true or false"
	MsgWholeNumber  = "Must be a whole number"
	MsgNumber       = "Must be a number"
	MsgList         = "Must be a list"
	MsgObject       = "Must be an object"
)

// DecodeJSON reads one JSON object from body into dst, a pointer to a wire
// struct, strictly:
//
//   - a body that is not JSON is a fault.Malformed error (400);
//   - text with a NUL or another control character (newline, tab and
//     carriage return are allowed) is a fault.Invalid error (422) too, the
//     same on SQLite and PostgreSQL;
//   - a missing key, an unknown key or a value of the wrong type is a
//     fault.Invalid error (422) with a message per field path, such as
//     "branding.splashDuration", "geo.atolls[2].name" or
//     "delivery.perAtollFees.Baa Atoll".
//
// Every field of the struct is required unless its tag says optional:"true".
// null is accepted for pointers (it reads as nil), except for a required
// pointer to a struct (a section that must be there).
//
// encoding/json alone reports only the first problem and loses map keys and
// list indexes from the path, which the admin's form needs to point at a field.
func DecodeJSON(body io.Reader, dst any) error {
	return decodeJSON(body, dst, false)
}

// DecodeJSONLenient reads a body like DecodeJSON, with the same checks of
// types and text, except that unknown keys are ignored and a missing key or
// null leaves the zero value: for clients that send back more than the
// request needs, like the admin's product form (decision 015). A key that
// differs from a field's only in case fills that field, as in encoding/json,
// so it is checked too.
func DecodeJSONLenient(body io.Reader, dst any) error {
	return decodeJSON(body, dst, true)
}

func decodeJSON(body io.Reader, dst any, lenient bool) error {
	raw, err := io.ReadAll(body)
	if err != nil {
		return err
	}
	tree, err := parseTree(raw)
	if err != nil {
		return err
	}
	t := reflect.TypeOf(dst)
	if t == nil || t.Kind() != reflect.Pointer {
		return errors.New("DecodeJSON needs a pointer")
	}
	if _, isObject := tree.(map[string]any); !isObject && t.Elem().Kind() == reflect.Struct {
		return fault.New(fault.Invalid, MsgNotObject)
	}
	problems := map[string]string{}
	checker{lenient: lenient, problems: problems}.check(tree, t.Elem(), "")
	if len(problems) > 0 {
		return fault.InvalidFields(fault.MsgCheckFields, problems)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if !lenient {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(dst); err != nil {
		// check above should have caught every problem encoding/json can find.
		return &fault.Error{Kind: fault.Invalid, Message: fault.MsgCheckFields, Err: err}
	}
	return nil
}

// Reword gives the field messages of a failed decode a handler's own words:
// word gets each field's path and message and returns the message to show.
// Any other error is returned as it is.
func Reword(err error, word func(path, message string) string) error {
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Kind != fault.Invalid {
		return err
	}
	for path, msg := range fe.Fields {
		fe.Fields[path] = word(path, msg)
	}
	return err
}

func parseTree(raw []byte) (any, error) {
	malformed := fault.New(fault.Malformed, MsgMalformed)
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return nil, malformed
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, malformed // trailing data after the value
	}
	return tree, nil
}

// checker records, per path, the values of a parsed body that do not fit
// the type they are read into.
type checker struct {
	lenient  bool
	problems map[string]string
}

var numberType = reflect.TypeFor[json.Number]()

func (c checker) check(v any, t reflect.Type, path string) {
	problems := c.problems
	if v == nil && (c.lenient || t.Kind() == reflect.Pointer) {
		return // null: nil, or in lenient mode the zero value
	}
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == numberType {
		if _, ok := v.(json.Number); !ok {
			problems[path] = MsgNumber
		}
		return
	}
	switch t.Kind() {
	case reflect.Interface:
	case reflect.String:
		s, ok := v.(string)
		switch {
		case !ok:
			problems[path] = MsgText
		case textcheck.HasControl(s):
			problems[path] = textcheck.MsgControl
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			problems[path] = MsgBool
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := v.(json.Number)
		if !ok || reflect.Zero(t).OverflowInt(intOr(n)) || !isInt(n) {
			problems[path] = MsgWholeNumber
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := v.(json.Number)
		u, err := strconv.ParseUint(string(n), 10, 64)
		if !ok || err != nil || reflect.Zero(t).OverflowUint(u) {
			problems[path] = MsgWholeNumber
		}
	case reflect.Float32, reflect.Float64:
		n, ok := v.(json.Number)
		if !ok {
			problems[path] = MsgNumber
		} else if _, err := n.Float64(); err != nil {
			problems[path] = MsgNumber
		}
	case reflect.Slice:
		list, ok := v.([]any)
		if !ok {
			problems[path] = MsgList
			return
		}
		for i, e := range list {
			c.check(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i))
		}
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok {
			problems[path] = MsgObject
			return
		}
		for k, e := range m {
			if textcheck.HasControl(k) {
				problems[path] = textcheck.MsgControl
				continue
			}
			c.check(e, t.Elem(), join(path, k))
		}
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			problems[path] = MsgObject
			return
		}
		if c.lenient {
			c.checkLenient(m, t, path)
		} else {
			c.checkStrict(m, t, path)
		}
	default:
		problems[path] = MsgUnreadable
	}
}

// checkStrict wants every field not tagged optional, and no other key.
func (c checker) checkStrict(m map[string]any, t reflect.Type, path string) {
	fields := wireFields(t)
	for name, f := range fields {
		val, present := m[name]
		missing := !present || (val == nil && f.typ.Kind() == reflect.Pointer && f.typ.Elem().Kind() == reflect.Struct)
		if missing {
			if !f.optional {
				c.problems[join(path, name)] = MsgRequired
			}
			continue
		}
		c.check(val, f.typ, join(path, name))
	}
	for k := range m {
		if _, known := fields[k]; !known {
			c.problems[join(path, k)] = MsgUnknownField
		}
	}
}

// checkLenient checks the keys that fill a field, matched as encoding/json
// matches them (any case), and lets the others be.
func (c checker) checkLenient(m map[string]any, t reflect.Type, path string) {
	fields := wireFields(t)
	for key, val := range m {
		for name, f := range fields {
			if strings.EqualFold(key, name) {
				c.check(val, f.typ, join(path, key))
			}
		}
	}
}

func isInt(n json.Number) bool {
	_, err := n.Int64()
	return err == nil
}

func intOr(n json.Number) int64 {
	i, err := n.Int64()
	if err != nil {
		return 0
	}
	return i
}

type wireField struct {
	typ      reflect.Type
	optional bool
}

// wireFields lists a struct's JSON keys the way encoding/json names them
// (embedded structs without a name are flattened).
func wireFields(t reflect.Type) map[string]wireField {
	out := map[string]wireField{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" || (!f.IsExported() && !f.Anonymous) {
			continue
		}
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			for k, v := range wireFields(f.Type) {
				out[k] = v
			}
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = wireField{typ: f.Type, optional: f.Tag.Get("optional") == "true"}
	}
	return out
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
