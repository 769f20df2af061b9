package catalog

import (
	"strings"

	"dhoni/internal/platform/textcheck"
)

// The owner's words in Dhivehi are optional: a product's title and
// description and a category's name may each have a Dhivehi version, shown
// on the Dhivehi pages where it is not empty (the English one otherwise).
// Given, it follows the English one's rules: the same lengths, and a name
// may not hold a control that reverses text (docs/decisions/229).

// checkDhivehiName tidies an optional Dhivehi name and records its problems
// under field: least..most characters when given, no reversing control.
func checkDhivehiName(field, name string, least, most int, msgShort, msgLong string, bad *problems) string {
	// Checked before trimming, which would drop a leading one unseen.
	if textcheck.HasReversing(name) {
		bad.add(field, textcheck.MsgReversing)
	}
	if name = textcheck.Trim(name); name == "" {
		return ""
	}
	bad.length(field, name, least, most, msgShort, msgLong)
	return name
}

// checkDhivehiText tidies an optional Dhivehi description.
func checkDhivehiText(field, text string, least, most int, msgShort, msgLong string, bad *problems) string {
	text = strings.TrimSpace(text)
	if text != "" {
		bad.length(field, text, least, most, msgShort, msgLong)
	}
	return text
}

// Localized is a text of the owner's in both languages (the Dhivehi one
// may be empty).
type Localized struct{ EN, DV string }
