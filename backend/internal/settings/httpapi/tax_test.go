package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// TestGSTRegistrationAndMessagesAreValidated: the owner's TIN, rate and
// message templates are saved when they are right and refused, each with
// its message and nothing stored, when not.
func TestGSTRegistrationAndMessagesAreValidated(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, cfg)

		good := readDefaults(t)
		set(good, "tax", object{"gstRegistered": true, "tin": " 1000001gst501 ", "ratePercent": 6.5, "pricesIncludeGst": false})
		set(good, "messages.shipped", "Hi {name}, {order} is on the boat: {tracking_link}")
		if status, got := put(t, a, admin, good); status != http.StatusOK {
			t.Fatalf("a good save: got %d %v, want 200", status, got)
		}
		_, stored := getSettings(t, a, admin)
		if tax := stored["tax"].(object); tax["tin"] != "1000001GST501" || tax["ratePercent"] != 6.5 || tax["pricesIncludeGst"] != false || tax["gstRegistered"] != true {
			t.Errorf("stored tax: got %v, want TIN 1000001GST501 at 6.5%% added", tax)
		}
		if m := stored["messages"].(object); m["shipped"] != "Hi {name}, {order} is on the boat: {tracking_link}" {
			t.Errorf("stored shipped message: got %v", m["shipped"])
		}
		raw, stranger := getSettings(t, a, "")
		if _, has := stranger["messages"]; has {
			t.Errorf("a stranger sees the message templates: %s", raw)
		}
		if tax, _ := stranger["tax"].(object); tax["tin"] != "1000001GST501" {
			t.Errorf("a stranger's tax (the checkout needs it): got %v", stranger["tax"])
		}

		for _, c := range []struct {
			name, path string
			value      any
			field, msg string
		}{
			{"TIN too short", "tax.tin", "100001GST501", "tax.tin", "seven digits, GST, three digits"},
			{"TIN of another tax", "tax.tin", "1000001BPT501", "tax.tin", "seven digits, GST, three digits"},
			{"TIN starting with 0", "tax.tin", "0000001GST501", "tax.tin", "seven digits, GST, three digits"},
			{"TIN account 000", "tax.tin", "1000001GST000", "tax.tin", "seven digits, GST, three digits"},
			{"registered without a TIN", "tax.tin", "", "tax.tin", "needs its TIN"},
			{"rate below 0", "tax.ratePercent", -1, "tax.ratePercent", "from 0 to 30"},
			{"rate above 30", "tax.ratePercent", 30.01, "tax.ratePercent", "from 0 to 30"},
			{"rate with three decimals", "tax.ratePercent", 8.125, "tax.ratePercent", "at most two decimals"},
			{"rate not a number", "tax.ratePercent", "8%", "tax.ratePercent", "from 0 to 30"},
			{"markup", "messages.confirmed", "Hello <b>{name}</b>", "messages.confirmed", "markup"},
			{"a link tag", "messages.cancelled", `<a href="https://evil.example">refund</a>`, "messages.cancelled", "markup"},
			{"5,000 characters", "messages.delivered", strings.Repeat("a", 5000), "messages.delivered", "at most 1000 characters"},
			{"an unknown placeholder", "messages.paymentReceived", "Paid {amount}, {name}", "messages.paymentReceived", "Unknown placeholder {amount}"},
			{"blank", "messages.shipped", "   ", "messages.shipped", "Message is required"},
		} {
			t.Run(c.name, func(t *testing.T) {
				status, got := put(t, a, admin, set(clone(t, good), c.path, c.value))
				fields, _ := got["fields"].(object)
				msg, _ := fields[c.field].(string)
				if status != http.StatusUnprocessableEntity || !strings.Contains(msg, c.msg) {
					t.Errorf("got %d %v, want 422 with %q on %s", status, got, c.msg, c.field)
				}
			})
		}
		if _, after := getSettings(t, a, admin); after["tax"].(object)["ratePercent"] != 6.5 {
			t.Errorf("a refused save changed the settings: %v", after["tax"])
		}

		// A save from a client that does not send them keeps them.
		older := without(without(clone(t, good), "tax"), "messages")
		if status, got := put(t, a, admin, older); status != http.StatusOK {
			t.Fatalf("a save without tax and messages: got %d %v", status, got)
		}
		if _, after := getSettings(t, a, admin); after["tax"].(object)["tin"] != "1000001GST501" ||
			after["messages"].(object)["shipped"] != "Hi {name}, {order} is on the boat: {tracking_link}" {
			t.Errorf("a save without tax and messages lost them: %v %v", after["tax"], after["messages"])
		}

		// A stranger can change neither.
		for _, cookie := range []string{"", "dhoni_session=forged"} {
			status, _ := put(t, a, cookie, set(clone(t, good), "tax.tin", "9999999GST999"))
			if status != http.StatusUnauthorized {
				t.Errorf("PUT by a stranger (cookie %q): got %d, want 401", cookie, status)
			}
		}
		if _, after := getSettings(t, a, admin); after["tax"].(object)["tin"] != "1000001GST501" {
			t.Errorf("a stranger changed the TIN: %v", after["tax"])
		}
	})
}
