package fault_test

import (
	"maps"
	"testing"

	"dhoni/internal/platform/fault"
)

func TestMessagesAreFoundByTheirWords(t *testing.T) {
	t.Parallel()
	fault.Register(
		fault.Message{Code: "test_exact", Text: "Please select an atoll"},
		fault.Printf("test_at_most", "Must hold at most %d test words", "max"),
		fault.Printf("test_left", "Only %d left of %s. Please update your cart.", "count", "item"),
		fault.Message{Code: "test_sold_out", Text: "{item} is sold out. Please update your cart."},
	)
	for _, tc := range []struct {
		text, code string
		params     map[string]string
	}{
		{"Please select an atoll", "test_exact", nil},
		{"Must hold at most 200 test words", "test_at_most", map[string]string{"max": "200"}},
		{"Only 2 left of Abaya (Black, M). Please update your cart.", "test_left", map[string]string{"count": "2", "item": "Abaya (Black, M)"}},
		{"Abaya (Black, M) is sold out. Please update your cart.", "test_sold_out", map[string]string{"item": "Abaya (Black, M)"}},
		{"Please select an atoll.", "", nil},
	} {
		code, params, ok := fault.CodeOf(tc.text)
		if code != tc.code || ok != (tc.code != "") || !maps.Equal(params, tc.params) {
			t.Errorf("CodeOf(%q): got %q %v %v, want %q %v", tc.text, code, params, ok, tc.code, tc.params)
		}
	}
}

func TestARegistryConflictIsReported(t *testing.T) {
	t.Parallel()
	fault.Register(
		fault.Message{Code: "test_twice", Text: "Once"},
		fault.Message{Code: "test_twice", Text: "Once"},
		fault.Message{Code: "test_twice", Text: "Twice"},
		fault.Message{Code: "test_other", Text: "Once"},
	)
	want := []string{`code "test_twice" has two texts: "Once" and "Twice"`, `text "Once" has two codes: "test_twice" and "test_other"`}
	got := fault.Conflicts()
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || g == w
		}
		if !found {
			t.Errorf("conflicts: got %q, want %q among them", got, w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("conflicts: got %d (%q), want %d", len(got), got, len(want))
	}
}
