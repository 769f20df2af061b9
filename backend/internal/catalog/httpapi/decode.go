package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/textcheck"
)

// decode reads a JSON body into dst, a pointer to a request struct, leniently:
// unknown keys are ignored (the admin form sends extra ones, such as priceMvr)
// and missing keys or null leave the zero value, but a value of the wrong
// type is a 422 naming the field ("colors[1].hex"), with the message of
// messageFor, and so is text with control characters (textcheck). A body
// that is not JSON is a 400.
func decode(body io.Reader, dst any, messageFor func(path, generic string) string) error {
	raw, err := io.ReadAll(body)
	if err != nil {
		return err
	}
	malformed := fault.New(fault.Malformed, "Request body is not valid JSON")
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return malformed
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return malformed
	}
	problems := map[string]string{}
	checkType(tree, reflect.TypeOf(dst).Elem(), "", problems)
	if msg, ok := problems[""]; ok {
		return fault.New(fault.Invalid, "The request body "+strings.ToLower(msg[:1])+msg[1:])
	}
	if len(problems) > 0 {
		for path, msg := range problems {
			problems[path] = messageFor(path, msg)
		}
		return fault.InvalidFields(fault.MsgCheckFields, problems)
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		// checkType finds everything encoding/json refuses; this is a bug.
		return fmt.Errorf("decode request: %w", err)
	}
	return nil
}

var numberType = reflect.TypeOf(json.Number(""))

// checkType records, per path, values that do not fit t.
func checkType(v any, t reflect.Type, path string, problems map[string]string) {
	if v == nil {
		return // null: the zero value
	}
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == numberType {
		if _, ok := v.(json.Number); !ok {
			problems[path] = httpserver.MsgNumber
		}
		return
	}
	switch t.Kind() {
	case reflect.String:
		s, ok := v.(string)
		switch {
		case !ok:
			problems[path] = httpserver.MsgText
		case textcheck.HasControl(s):
			problems[path] = textcheck.MsgControl
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			problems[path] = httpserver.MsgBool
		}
	case reflect.Int, reflect.Int64:
		n, ok := v.(json.Number)
		if !ok {
			problems[path] = httpserver.MsgWholeNumber
			return
		}
		i, err := n.Int64()
		if err != nil || reflect.Zero(t).OverflowInt(i) {
			problems[path] = httpserver.MsgWholeNumber
		}
	case reflect.Slice:
		list, ok := v.([]any)
		if !ok {
			problems[path] = httpserver.MsgList
			return
		}
		for i, e := range list {
			checkType(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i), problems)
		}
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok {
			problems[path] = httpserver.MsgObject
			return
		}
		for k, e := range m {
			if textcheck.HasControl(k) {
				problems[path] = textcheck.MsgControl
				continue
			}
			checkType(e, t.Elem(), join(path, k), problems)
		}
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			problems[path] = httpserver.MsgObject
			return
		}
		// encoding/json also fills a field from a key that differs only in
		// case ("Title"), so those are checked too.
		for key, val := range m {
			for i := range t.NumField() {
				f := t.Field(i)
				name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
				if name != "" && name != "-" && strings.EqualFold(key, name) {
					checkType(val, f.Type, join(path, key), problems)
				}
			}
		}
	default:
		problems[path] = "Cannot be read"
	}
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
