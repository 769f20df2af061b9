package httpapi

import (
	"bytes"
	"testing"

	"dhoni/internal/platform/fault"
)

// FuzzProductPayload: any body is answered with a kind (400 or 422) or read
// into details the catalogue can validate, never a panic.
func FuzzProductPayload(f *testing.F) {
	for _, s := range []string{
		`{"title":"Linen Abaya","sku":"AB-1","description":"A long description","price":850,"category_id":"cat-abayas","sizes":["M"],"colors":[{"name":"Navy","hex":"#1e3a8a"}],"stock":{"Navy:M":3},"shop_type":"clothing"}`,
		`{"price":"850.005","stock":{"":-1}}`, `[]`, `{"title":"a\u0000b"}`, `{"colors":[null,{"hex":1}]}`, `nul`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var req productRequest
		if err := decode(bytes.NewReader(raw), &req, productMessage); err != nil {
			if k := fault.KindOf(err); k != fault.Invalid && k != fault.Malformed {
				t.Fatalf("decode %q: error of kind %v: %v", raw, k, err)
			}
			return
		}
		if err := req.details(map[string]string{}).Validate(nil); err != nil && fault.KindOf(err) != fault.Invalid {
			t.Fatalf("validate %q: error of kind %v: %v", raw, fault.KindOf(err), err)
		}
	})
}
