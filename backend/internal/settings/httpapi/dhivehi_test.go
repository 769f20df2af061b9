package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// TestDhivehiTexts: the owner's Dhivehi twins (the popup's and the tailoring
// guide's among them) and corrections of the app's Dhivehi texts are saved,
// served to everyone, kept by a save without them, and bounded.
func TestDhivehiTexts(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, cfg)
		dv := object{
			"heroTitle":              " ރަށު ދިރިއުޅުމަށް ހެދުން ",
			"footerShortDescription": "ދިވެހިރާއްޖޭގެ ހުރިހާ ރަށަކަށް \u2066Dhoni\u2069 ފޮނުވަނީ",
			"overrides":              object{"common.close": "ބަންދުކުރޭ", "cart.items": "{count, plural, other {# ތަކެތި}}", "common.back": " "},
			"firstVisitMessage":      "މިހާރު ޚިދުމަތް ދެނީ ރާއްޖެއަށް.\nއަގުތައް \u2066MVR\u2069 އިން.",
			"firstVisitButtonText":   " ވިސްނިއްޖެ ",
			"tailoringGuide":         "މަޑު ފީތައެއް ބޭނުންކުރައްވާ (cm ނުވަތަ inch).",
		}
		if status, got := put(t, a, admin, set(readDefaults(t), "dhivehi", dv)); status != http.StatusOK {
			t.Fatalf("PUT: got %d %v", status, got)
		}
		_, stranger := getSettings(t, a, "")
		got := stranger["dhivehi"].(object)
		if got["heroTitle"] != "ރަށު ދިރިއުޅުމަށް ހެދުން" || got["footerShortDescription"] != dv["footerShortDescription"] || got["heroSubtitle"] != "" {
			t.Errorf("a stranger's dhivehi: got %v", got)
		}
		if got["firstVisitMessage"] != dv["firstVisitMessage"] || got["firstVisitButtonText"] != "ވިސްނިއްޖެ" || got["tailoringGuide"] != dv["tailoringGuide"] {
			t.Errorf("the popup's and the guide's twins: got %q, %q, %q", got["firstVisitMessage"], got["firstVisitButtonText"], got["tailoringGuide"])
		}
		overrides := got["overrides"].(object)
		if len(overrides) != 2 || overrides["common.close"] != "ބަންދުކުރޭ" || overrides["cart.items"] != "{count, plural, other {# ތަކެތި}}" {
			t.Errorf("overrides: got %v, want the two with text", overrides)
		}

		// A form that does not know the section keeps it.
		if status, got := put(t, a, admin, without(readDefaults(t), "dhivehi")); status != http.StatusOK {
			t.Fatalf("PUT without dhivehi: got %d %v", status, got)
		}
		if _, s := getSettings(t, a, ""); s["dhivehi"].(object)["heroTitle"] != "ރަށު ދިރިއުޅުމަށް ހެދުން" {
			t.Errorf("after a save without the section: got %v", s["dhivehi"])
		}

		many := object{}
		for i := range 301 {
			many[fmt.Sprintf("common.text%d", i)] = "ލިޔުން"
		}
		for name, tc := range map[string]struct {
			dv         object
			path, want string
		}{
			"a NUL byte":          {object{"overrides": object{"common.close": "ބަން\x00ދު"}}, "dhivehi.overrides.common.close", "Must not contain control characters"},
			"a reversing control": {object{"overrides": object{"common.close": "\u202eބަންދު"}}, "dhivehi.overrides.common.close", "Must not contain characters that reverse the text"},
			"too long":            {object{"overrides": object{"common.close": strings.Repeat("ބ", 1001)}}, "dhivehi.overrides.common.close", "Must be at most 1000 characters"},
			"not an id":           {object{"overrides": object{"<script>": "ބ"}}, "dhivehi.overrides", "Not a text of the app"},
			"too many":            {object{"overrides": many}, "dhivehi.overrides", "At most 300 corrected texts"},
			"a long hero title":   {object{"heroTitle": strings.Repeat("ހ", 201)}, "dhivehi.heroTitle", "Must be at most 200 characters"},
			"a long popup":        {object{"firstVisitMessage": strings.Repeat("ހ", 2001)}, "dhivehi.firstVisitMessage", "Must be at most 2000 characters"},
			"a long popup button": {object{"firstVisitButtonText": strings.Repeat("ހ", 201)}, "dhivehi.firstVisitButtonText", "Must be at most 200 characters"},
			"a reversed guide":    {object{"tailoringGuide": "ފީތަ \u202dgnp.exe"}, "dhivehi.tailoringGuide", "Must not contain characters that reverse the text"},
			"a reversed popup":    {object{"firstVisitMessage": "\u202eMVR"}, "dhivehi.firstVisitMessage", "Must not contain characters that reverse the text"},
			"a NUL in the banner": {object{"announcementMessage": "ބެނަރު\x00"}, "dhivehi.announcementMessage", "Must not contain control characters"},
		} {
			status, got := put(t, a, admin, set(readDefaults(t), "dhivehi", tc.dv))
			fields, _ := got["fields"].(object)
			if status != http.StatusUnprocessableEntity || fields[tc.path] != tc.want {
				t.Errorf("%s: got %d %v, want 422 with %s %q", name, status, got, tc.path, tc.want)
			}
		}
	})
}
