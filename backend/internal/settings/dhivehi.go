package settings

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"dhoni/internal/platform/textcheck"
)

// Dhivehi is the owner's words in Dhivehi: twins of the banner's, the hero's
// and the footer's texts (empty shows the English one), the first-visit
// popup's and the tailoring guide's (empty shows the app's own), and
// corrections of the app's own Dhivehi texts, because a translation needs a
// native reader's eye (docs/decisions/229 and 235).
type Dhivehi struct {
	AnnouncementMessage    string
	AnnouncementLinkText   string
	HeroTitle              string
	HeroSubtitle           string
	HeroButtonText         string
	FooterShortDescription string
	FirstVisitMessage      string
	FirstVisitButtonText   string
	TailoringGuide         string
	// Overrides replace texts of the app's Dhivehi catalogue: message id →
	// text (ICU MessageFormat, checked by the admin's form).
	Overrides map[string]string
}

// Bounds of the overrides: enough to correct every text the owner reads
// twice, small enough to travel with every page's settings.
const (
	MaxOverrides      = 300
	MaxOverrideText   = 1000
	maxOverrideIDChar = 100
)

// Messages of the Dhivehi settings.
const (
	MsgOverrideID = "Not a text of the app"
)

func msgTooManyOverrides() string {
	return fmt.Sprintf("At most %d corrected texts", MaxOverrides)
}

// overrideID is a catalogue id: "<area>.<camelCaseName>", maybe deeper.
var overrideID = regexp.MustCompile(`^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$`)

// dhivehi trims and bounds the twins as their English texts are, refusing a
// control character or one that reverses text in them, and checks the
// overrides: known-shaped ids, bounded texts without a control that
// reverses text; an empty text drops its override (back to the catalogue's).
func (v validator) dhivehi(d Dhivehi) Dhivehi {
	for _, f := range []struct {
		path  string
		value *string
		limit int
	}{
		{"dhivehi.announcementMessage", &d.AnnouncementMessage, MaxText},
		{"dhivehi.announcementLinkText", &d.AnnouncementLinkText, MaxShortText},
		{"dhivehi.heroTitle", &d.HeroTitle, MaxShortText},
		{"dhivehi.heroSubtitle", &d.HeroSubtitle, MaxText},
		{"dhivehi.heroButtonText", &d.HeroButtonText, MaxShortText},
		{"dhivehi.footerShortDescription", &d.FooterShortDescription, MaxText},
		{"dhivehi.firstVisitMessage", &d.FirstVisitMessage, MaxText},
		{"dhivehi.firstVisitButtonText", &d.FirstVisitButtonText, MaxShortText},
		{"dhivehi.tailoringGuide", &d.TailoringGuide, MaxText},
	} {
		*f.value = v.text(f.path, *f.value, f.limit)
		switch {
		case textcheck.HasControl(*f.value):
			v.problem(f.path, textcheck.MsgControl)
		case textcheck.HasReversing(*f.value):
			v.problem(f.path, textcheck.MsgReversing)
		}
	}
	out := make(map[string]string, len(d.Overrides))
	for _, id := range slices.Sorted(maps.Keys(d.Overrides)) {
		text := strings.TrimSpace(d.Overrides[id])
		path := "dhivehi.overrides." + id
		switch {
		case len(id) > maxOverrideIDChar || !overrideID.MatchString(id):
			v.problem("dhivehi.overrides", MsgOverrideID)
		case text == "":
		case utf8.RuneCountInString(text) > MaxOverrideText:
			v.problem(path, msgTooLong(MaxOverrideText))
		case textcheck.HasControl(text):
			v.problem(path, textcheck.MsgControl)
		case textcheck.HasReversing(text):
			v.problem(path, textcheck.MsgReversing)
		default:
			out[id] = text
		}
	}
	if len(out) > MaxOverrides {
		v.problem("dhivehi.overrides", msgTooManyOverrides())
	}
	d.Overrides = out
	return d
}
