package httpapi

import (
	"bytes"
	"encoding/json"
	"testing"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver/httpservertest"
	"dhoni/internal/settings"
)

// FuzzSettingsPayload: any settings body is a 400 or a 422, or settings the
// validator accepts or refuses with a 422, never a panic; what it accepts it
// accepts again unchanged.
func FuzzSettingsPayload(f *testing.F) {
	defaults := toBody(settings.Defaults(), true)
	var seed bytes.Buffer
	if err := jsonEncode(&seed, defaults); err != nil {
		f.Fatal(err)
	}
	seeds := []string{seed.String(), `{"branding":{"splashDuration":"fast"}}`, `{"delivery":{"perAtollFees":{"\u0000":1}}}`, `{}`, `[`}
	httpservertest.FuzzBody(f, seeds, func(t *testing.T, raw []byte, body settingsBody) {
		next, problems := body.toDomain()
		valid, err := next.Validate()
		if err != nil {
			if fault.KindOf(err) != fault.Invalid {
				t.Fatalf("validate %q: error of kind %v: %v", raw, fault.KindOf(err), err)
			}
			return
		}
		if len(problems) > 0 {
			return
		}
		if _, err := valid.Validate(); err != nil {
			t.Errorf("settings valid once are refused the second time: %v", err)
		}
	})
}

func jsonEncode(buf *bytes.Buffer, v any) error { return json.NewEncoder(buf).Encode(v) }
