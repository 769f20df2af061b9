package notify_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"dhoni/internal/notify"
	"dhoni/internal/tailoring"
)

// TestRequestTextEscapesAndFits: the owner's alert for a new request names
// it, keeps the customer's Markdown from breaking the message, shows the
// measurements as given and fits one message however long the description.
func TestRequestTextEscapesAndFits(t *testing.T) {
	t.Parallel()
	now := time.Date(2025, 3, 9, 10, 0, 0, 0, time.UTC)
	r, err := tailoring.NewRequest("TR-M7ABCDEF-Q2W3", tailoring.Submission{
		Kind: "custom_design", Phone: "777 1234", Unit: "in",
		Description: "A *bold* abaya_with [pearls] " + strings.Repeat("and more ", 215),
		FabricType:  "Nida", Measurements: map[tailoring.Part]float64{tailoring.Bust: 36, tailoring.Length: 56.5},
	}, now)
	if err != nil {
		t.Fatal(err)
	}
	text := notify.RequestText(r)
	for _, want := range []string{
		"*New tailoring request TR-M7ABCDEF-Q2W3*", "*Type:* Custom design", "*Phone:* +9607771234",
		`A \*bold\* abaya\_with \[pearls]`, "*Fabric:* Nida", "*Measurements:* bust 36 in, length 56.5 in",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("alert lacks %q:\n%s", want, text)
		}
	}
	if n := utf8.RuneCountInString(text); n > notify.MaxTextLength {
		t.Errorf("alert is %d characters, over Telegram's %d", n, notify.MaxTextLength)
	}

	alt, err := tailoring.NewRequest("TR-M7ABCDEF-Q2W4", tailoring.Submission{
		Kind: "alteration", Phone: "9123456", ItemType: "dress", Measurements: map[tailoring.Part]float64{tailoring.Waist: 70},
	}, now)
	if err != nil {
		t.Fatal(err)
	}
	if text := notify.RequestText(alt); !strings.Contains(text, "*Item:* Dress") || !strings.Contains(text, "waist 70 cm") {
		t.Errorf("alteration alert:\n%s", text)
	}
}
