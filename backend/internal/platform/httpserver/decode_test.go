package httpserver_test

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/textcheck"
)

type probeBody struct {
	Branding *struct {
		SplashDuration int  `json:"splashDuration"`
		ShowSplash     bool `json:"showSplashScreen"`
	} `json:"branding"`
	Delivery struct {
		Flat     *float64            `json:"flatFeeMvr"`
		PerAtoll map[string]*float64 `json:"perAtollFees"`
	} `json:"delivery"`
	Atolls []struct {
		Name    string   `json:"name"`
		Islands []string `json:"islands"`
	} `json:"atolls"`
	Branch string `json:"branch" optional:"true"`
}

func TestDecodeJSON(t *testing.T) {
	t.Parallel()
	const valid = `{"branding":{"splashDuration":2000,"showSplashScreen":true},` +
		`"delivery":{"flatFeeMvr":null,"perAtollFees":{"Baa Atoll":100,"Malé":null}},` +
		`"atolls":[{"name":"Malé","islands":["Malé"]}]}`
	for _, tc := range []struct {
		name   string
		body   string
		kind   fault.Kind
		fields map[string]string
	}{
		{"valid", valid, -1, nil},
		{"broken JSON", `{"branding":`, fault.Malformed, nil},
		{"empty body", ``, fault.Malformed, nil},
		{"trailing data", valid + `{}`, fault.Malformed, nil},
		{"not an object", `[1]`, fault.Invalid, nil},
		{"wrong type, nested", strings.Replace(valid, `2000`, `"fast"`, 1), fault.Invalid,
			map[string]string{"branding.splashDuration": httpserver.MsgWholeNumber}},
		{"fraction for an integer", strings.Replace(valid, `2000`, `2000.5`, 1), fault.Invalid,
			map[string]string{"branding.splashDuration": httpserver.MsgWholeNumber}},
		{"wrong type in a map names the key", strings.Replace(valid, `"Baa Atoll":100`, `"Baa Atoll":"100"`, 1), fault.Invalid,
			map[string]string{"delivery.perAtollFees.Baa Atoll": httpserver.MsgNumber}},
		{"wrong type in a list names the index", strings.Replace(valid, `"islands":["Malé"]`, `"islands":["Malé",5]`, 1), fault.Invalid,
			map[string]string{"atolls[0].islands[1]": httpserver.MsgText}},
		{"unknown key with its path", strings.Replace(valid, `"showSplashScreen":true`, `"showSplashScreen":true,"speed":1`, 1), fault.Invalid,
			map[string]string{"branding.speed": httpserver.MsgUnknownField}},
		{"keys are case-sensitive", strings.Replace(valid, `"splashDuration"`, `"SplashDuration"`, 1), fault.Invalid,
			map[string]string{"branding.SplashDuration": httpserver.MsgUnknownField, "branding.splashDuration": httpserver.MsgRequired}},
		{"missing section and null section", `{"branding":null,"atolls":[]}`, fault.Invalid,
			map[string]string{"branding": httpserver.MsgRequired, "delivery": httpserver.MsgRequired}},
		{"null for a plain value", strings.Replace(valid, `true`, `null`, 1), fault.Invalid,
			map[string]string{"branding.showSplashScreen": httpserver.MsgBool}},
		{"every problem at once", `{"branding":{"splashDuration":true},"delivery":{"flatFeeMvr":"x","perAtollFees":[]},"atolls":{}}`, fault.Invalid,
			map[string]string{
				"branding.splashDuration": httpserver.MsgWholeNumber, "branding.showSplashScreen": httpserver.MsgRequired,
				"delivery.flatFeeMvr": httpserver.MsgNumber, "delivery.perAtollFees": httpserver.MsgObject, "atolls": httpserver.MsgList,
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var dst probeBody
			err := httpserver.DecodeJSON(strings.NewReader(tc.body), &dst)
			if tc.kind == -1 {
				if err != nil {
					t.Fatalf("got %v, want no error", err)
				}
				if dst.Branding == nil || dst.Branding.SplashDuration != 2000 || *dst.Delivery.PerAtoll["Baa Atoll"] != 100 {
					t.Errorf("decoded %+v, want the body's values", dst)
				}
				return
			}
			expectFault(t, err, tc.kind, tc.fields)
		})
	}
}

// expectFault fails unless err is a fault of kind with these field messages
// (any, when fields is nil).
func expectFault(t *testing.T, err error, kind fault.Kind, fields map[string]string) {
	t.Helper()
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Kind != kind {
		t.Fatalf("got %v, want a fault of kind %d", err, kind)
	}
	if fields != nil && !maps.Equal(fe.Fields, fields) {
		t.Errorf("fields: got %v, want %v", fe.Fields, fields)
	}
}

// TestDecodeJSONLenient: the same type and text checks, but unknown keys,
// missing keys and null are let be.
func TestDecodeJSONLenient(t *testing.T) {
	t.Parallel()
	var dst probeBody
	body := `{"branding":{"splashDuration":2000,"showSplashScreen":null,"speed":1},"atolls":null,"extra":{"x":[1]}}`
	if err := httpserver.DecodeJSONLenient(strings.NewReader(body), &dst); err != nil {
		t.Fatalf("got %v, want no error", err)
	}
	if dst.Branding == nil || dst.Branding.SplashDuration != 2000 || dst.Branding.ShowSplash || dst.Atolls != nil {
		t.Errorf("decoded %+v, want the splash duration and zero values", dst)
	}
	for _, tc := range []struct {
		name   string
		body   string
		kind   fault.Kind
		fields map[string]string
	}{
		{"broken JSON", `{"branding":`, fault.Malformed, nil},
		{"not an object", `"x"`, fault.Invalid, nil},
		{"wrong type, nested", `{"branding":{"splashDuration":"fast"}}`, fault.Invalid,
			map[string]string{"branding.splashDuration": httpserver.MsgWholeNumber}},
		{"a key in another case is checked as the field it fills", `{"Branding":{"SplashDuration":1.5}}`, fault.Invalid,
			map[string]string{"Branding.SplashDuration": httpserver.MsgWholeNumber}},
		{"control characters in text", `{"atolls":[{"name":"a\u0000b"}]}`, fault.Invalid,
			map[string]string{"atolls[0].name": textcheck.MsgControl}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var dst probeBody
			expectFault(t, httpserver.DecodeJSONLenient(strings.NewReader(tc.body), &dst), tc.kind, tc.fields)
		})
	}
}

func TestDecodeJSONIntoAListOfUnsigned(t *testing.T) {
	t.Parallel()
	var dst []struct {
		ID       string `json:"id"`
		Position uint8  `json:"position"`
	}
	if err := httpserver.DecodeJSON(strings.NewReader(`[{"id":"a","position":1}]`), &dst); err != nil || len(dst) != 1 || dst[0].Position != 1 {
		t.Fatalf("got %v %+v, want one item at position 1", err, dst)
	}
	var fe *fault.Error
	err := httpserver.DecodeJSON(strings.NewReader(`[{"id":"a","position":1},{"id":"b","position":-1},{"id":"c","position":300}]`), &dst)
	if !errors.As(err, &fe) {
		t.Fatalf("got %v, want a fault", err)
	}
	want := map[string]string{"[1].position": httpserver.MsgWholeNumber, "[2].position": httpserver.MsgWholeNumber}
	if !maps.Equal(fe.Fields, want) {
		t.Errorf("fields: got %v, want %v", fe.Fields, want)
	}
}
