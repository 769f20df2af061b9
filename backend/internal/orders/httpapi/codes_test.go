package httpapi_test

import (
	"maps"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

// TestRefusedOrdersCarryCodes: a checkout refused for several fields names
// each field's message by its code, beside the English words, so the app
// can say them in Dhivehi; a message that varies sends its values too.
func TestRefusedOrdersCarryCodes(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		bad := newOrderBody().
			set("customer.phone", "330 1234").
			set("customer.name", "A").
			set("customer.email", "shifa@example").
			set("customer.address.street", "M1").
			set("customer.address.island", "Naifaru").
			set("payment_method", "BANK").
			set("items.0.quantity", 0).
			set("notes", strings.Repeat("a", 1001))
		status, raw := s.post(t, bad)
		if status != http.StatusUnprocessableEntity {
			t.Fatalf("got %d %s, want 422", status, raw)
		}
		e := apptest.Decode[httpserver.ErrorBody](t, raw)
		if e.Error != "Please check the highlighted fields." || e.Code != "check_fields" {
			t.Errorf("error: got %q (%q), want the fields' heading (check_fields)", e.Error, e.Code)
		}
		want := map[string]string{
			"customer.phone":          "phone_invalid",
			"customer.name":           "name_too_short",
			"customer.email":          "email_invalid",
			"customer.address.street": "street_required",
			"customer.address.island": "island_not_in_atoll",
			"transfer_slip":           "slip_required",
			"items[0].quantity":       "quantity_invalid",
			"notes":                   "too_long",
		}
		if !maps.Equal(e.FieldCodes, want) {
			t.Errorf("field_codes: got %v, want %v (fields %v)", e.FieldCodes, want, e.Fields)
		}
		if len(e.Fields) != len(e.FieldCodes) {
			t.Errorf("fields without a code: got fields %v, codes %v", e.Fields, e.FieldCodes)
		}
		if got := e.FieldParams["notes"]["max"]; got != "1000" {
			t.Errorf("field_params[notes]: got %v, want max 1000", e.FieldParams["notes"])
		}

		status, raw = s.post(t, newOrderBody().set("items.0.quantity", 3))
		e = apptest.Decode[httpserver.ErrorBody](t, raw)
		if status != http.StatusConflict || e.Code != "only_some_left" ||
			!maps.Equal(e.Params, map[string]string{"count": "2", "item": "Pearl-Trim Occasion Abaya (Black, M)"}) {
			t.Errorf("short stock: got %d %q %v, want 409 only_some_left with count 2 and the item", status, e.Code, e.Params)
		}
	})
}
