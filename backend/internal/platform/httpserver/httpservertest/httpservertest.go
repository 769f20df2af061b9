// Package httpservertest holds what the HTTP adapters' tests share.
package httpservertest

import (
	"bytes"
	"testing"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
)

// FuzzBody fuzzes a request body of type T, from the seeds: every input
// either decodes (httpserver.DecodeJSON) or is refused as a 400 or a 422,
// never otherwise; check gets what decodes.
func FuzzBody[T any](f *testing.F, seeds []string, check func(t *testing.T, raw []byte, body T)) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var body T
		if err := httpserver.DecodeJSON(bytes.NewReader(raw), &body); err != nil {
			if k := fault.KindOf(err); k != fault.Invalid && k != fault.Malformed {
				t.Fatalf("decode %q: error of kind %v: %v", raw, k, err)
			}
			return
		}
		check(t, raw, body)
	})
}
