package settings

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"dhoni/internal/geography"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
)

// Limits on the settings' values.
const (
	SplashMin  = 500
	SplashMax  = 5000
	SplashStep = 100

	// MaxText bounds descriptions, messages and URLs; MaxShortText names and labels.
	MaxText      = 2000
	MaxShortText = 200

	// DefaultLowStockThreshold and MaxLowStockThreshold bound the low-stock
	// threshold.
	DefaultLowStockThreshold = 2
	MaxLowStockThreshold     = 1000

	// The defaults of the order limits: a family buying for Eid never meets
	// them. The most any of them may be set to is MaxUnits.
	DefaultMaxUnitsPerLine      = 10
	DefaultMaxUnitsPerOrder     = 30
	DefaultMaxOpenUnitsPerPhone = 60
	MaxUnits                    = 10000
	// MaxCancelDays bounds the days after which an unconfirmed COD order is cancelled.
	MaxCancelDays = 365
)

// Messages for settings that break the rules, keyed in a fault's Fields by
// the wire's field path ("branding.splashDuration").
const (
	MsgSplashDuration   = "Splash duration must be between 500 and 5000 ms, in steps of 100"
	MsgFee              = "Fee must be a number of 0 or more"
	MsgFeeDecimals      = "Fee can have at most two decimals"
	MsgFeeAtollName     = "Atoll name is required"
	MsgHTTPURL          = "Must be an http or https URL"
	MsgHTTPURLOrPath    = "Must be an http or https URL or a path starting with /"
	MsgAnnouncementType = "Type must be one of info, warning, success, promo"
	MsgChatIDs          = "Chat IDs must be a comma-separated list of numeric chat IDs"
	MsgBotToken         = "Bot token must look like 123456789:ABCdef... (as @BotFather gives it)"
	MsgLowStock         = "Low-stock threshold must be a whole number from 0 to 1000"
	MsgMaxUnits         = "Must be a whole number from 1 to 10000"
	MsgCancelDays       = "Must be a whole number from 0 (never) to 365"
	MsgFeeIslandName    = "Island name is required"
	MsgThreshold        = "Free-delivery threshold must be a number of 0 or more"
	MsgThresholdShop    = "Free delivery must count all, clothing or accessories"
)

func msgTooLong(n int) string { return fmt.Sprintf("Must be at most %d characters", n) }

// ValidBotToken reports whether s has the shape of a Telegram bot token
// ("123456789:ABCdef..."), the only shape that may go into the Bot API's URL.
func ValidBotToken(s string) bool { return botToken.MatchString(s) }

var (
	chatID   = regexp.MustCompile(`^(-?\d+|@[A-Za-z0-9_]{5,32})$`)
	botToken = regexp.MustCompile(`^\d+:[A-Za-z0-9_-]+$`)
)

// Validate returns s with its text trimmed, or, when a rule is broken, a
// fault.Invalid error with a message per field path. Nothing invalid is ever
// stored: the service saves only what Validate returned.
func (s Settings) Validate() (Settings, error) {
	v := validator{problems: map[string]string{}}

	// The free text, trimmed and bounded, each under its path on the wire; a
	// link must also be a safe URL (or, where it may, a path on this site).
	for _, f := range []struct {
		path  string
		value *string
		limit int
		link  linkKind
	}{
		{"bank.bankName", &s.Bank.BankName, MaxShortText, notLink},
		{"bank.accountName", &s.Bank.AccountName, MaxShortText, notLink},
		{"bank.accountNumber", &s.Bank.AccountNumber, MaxShortText, notLink},
		{"bank.branch", &s.Bank.Branch, MaxShortText, notLink},
		{"bank.referenceHelp", &s.Bank.ReferenceHelp, MaxText, notLink},
		{"contact.phone", &s.Contact.Phone, MaxShortText, notLink},
		{"contact.whatsappUrl", &s.Contact.WhatsappURL, MaxText, absoluteLink},
		{"footer.shortDescription", &s.Footer.ShortDescription, MaxText, notLink},
		{"footer.googleMapsUrl", &s.Footer.GoogleMapsURL, MaxText, absoluteLink},
		{"footer.directionsUrl", &s.Footer.DirectionsURL, MaxText, absoluteLink},
		{"footer.facebookUrl", &s.Footer.FacebookURL, MaxText, absoluteLink},
		{"footer.instagramUrl", &s.Footer.InstagramURL, MaxText, absoluteLink},
		{"footer.twitterUrl", &s.Footer.TwitterURL, MaxText, absoluteLink},
		{"telegram.botToken", &s.Telegram.BotToken, MaxShortText, notLink},
		{"telegram.chatIds", &s.Telegram.ChatIDs, MaxText, notLink},
		{"branding.logoUrl", &s.Branding.LogoURL, MaxText, linkOrPath},
		{"announcement.message", &s.Announcement.Message, MaxText, notLink},
		{"announcement.link", &s.Announcement.Link, MaxText, linkOrPath},
		{"announcement.linkText", &s.Announcement.LinkText, MaxShortText, notLink},
		{"hero.title", &s.Hero.Title, MaxShortText, notLink},
		{"hero.subtitle", &s.Hero.Subtitle, MaxText, notLink},
		{"hero.buttonText", &s.Hero.ButtonText, MaxShortText, notLink},
		{"hero.buttonLink", &s.Hero.ButtonLink, MaxText, linkOrPath},
		{"hero.imageUrl", &s.Hero.ImageURL, MaxText, linkOrPath},
	} {
		*f.value = v.text(f.path, *f.value, f.limit)
		if f.link != notLink {
			v.link(f.path, *f.value, f.link == linkOrPath)
		}
	}

	s.Delivery = v.fees(s.Delivery)
	var atollProblems map[string]string
	s.Geo.Atolls, atollProblems = geography.CheckAtolls("geo.atolls", s.Geo.Atolls)
	for k, msg := range atollProblems {
		v.problems[k] = msg
	}

	if s.Telegram.BotToken != "" && !botToken.MatchString(s.Telegram.BotToken) {
		v.problem("telegram.botToken", MsgBotToken)
	}
	if s.Telegram.ChatIDs != "" {
		for _, id := range strings.Split(s.Telegram.ChatIDs, ",") {
			if !chatID.MatchString(strings.TrimSpace(id)) {
				v.problem("telegram.chatIds", MsgChatIDs)
				break
			}
		}
	}
	if d := s.Branding.SplashDuration; d < SplashMin || d > SplashMax || d%SplashStep != 0 {
		v.problem("branding.splashDuration", MsgSplashDuration)
	}
	if !s.Announcement.Type.Valid() {
		v.problem("announcement.type", MsgAnnouncementType)
	}
	if t := s.Inventory.LowStockThreshold; t < 0 || t > MaxLowStockThreshold {
		v.problem("inventory.lowStockThreshold", MsgLowStock)
	}
	for path, n := range map[string]int{
		"orderLimits.maxUnitsPerLine":      s.OrderLimits.MaxUnitsPerLine,
		"orderLimits.maxUnitsPerOrder":     s.OrderLimits.MaxUnitsPerOrder,
		"orderLimits.maxOpenUnitsPerPhone": s.OrderLimits.MaxOpenUnitsPerPhone,
	} {
		if n < 1 || n > MaxUnits {
			v.problem(path, MsgMaxUnits)
		}
	}
	if d := s.OrderLimits.CancelUnconfirmedCODAfterDays; d < 0 || d > MaxCancelDays {
		v.problem("orderLimits.cancelUnconfirmedCodAfterDays", MsgCancelDays)
	}

	s.Tax = v.tax(s.Tax)
	s.Messages = v.messages(s.Messages)
	s.Dhivehi = v.dhivehi(s.Dhivehi)

	if len(v.problems) > 0 {
		return Settings{}, fault.InvalidFields(fault.MsgCheckFields, v.problems)
	}
	return s, nil
}

type validator struct{ problems map[string]string }

// problem keeps the first message for a path.
func (v validator) problem(path, msg string) {
	if _, seen := v.problems[path]; !seen {
		v.problems[path] = msg
	}
}

func (v validator) text(path, s string, limit int) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > limit {
		v.problem(path, msgTooLong(limit))
	}
	return s
}

// linkKind says whether a text setting is a link, and of which kind.
type linkKind int

const (
	notLink      linkKind = iota
	absoluteLink          // an http(s) URL
	linkOrPath            // an http(s) URL or a path on this site
)

// link records a problem for a (trimmed) link that is not a safe URL.
func (v validator) link(path, s string, allowPath bool) {
	if s == "" || SafeURL(s, allowPath) {
		return
	}
	if allowPath {
		v.problem(path, MsgHTTPURLOrPath)
	} else {
		v.problem(path, MsgHTTPURL)
	}
}

func (v validator) fees(t geography.FeeTable) geography.FeeTable {
	if t.Flat != nil && *t.Flat < 0 {
		v.problem("delivery.flatFeeMvr", MsgFee)
	}
	per := make(map[string]*money.Laari, len(t.PerAtoll))
	for name, fee := range t.PerAtoll {
		clean := strings.TrimSpace(name)
		switch {
		case clean == "":
			v.problem("delivery.perAtollFees", MsgFeeAtollName)
		case utf8.RuneCountInString(clean) > geography.MaxNameLength:
			v.problem("delivery.perAtollFees", msgTooLong(geography.MaxNameLength))
		case fee != nil && *fee < 0:
			v.problem("delivery.perAtollFees."+clean, MsgFee)
		}
		per[clean] = fee
	}
	t.PerAtoll = per
	t.PerIsland = v.islandFees(t.PerIsland)
	t.Free = v.freeDelivery(t.Free)
	return t
}

// name trims an atoll's or island's name and reports it when blank or too long.
func (v validator) name(path, name, required string) (string, bool) {
	clean := strings.TrimSpace(name)
	switch {
	case clean == "":
		v.problem(path, required)
	case utf8.RuneCountInString(clean) > geography.MaxNameLength:
		v.problem(path, msgTooLong(geography.MaxNameLength))
	default:
		return clean, true
	}
	return clean, false
}

func (v validator) islandFees(in map[string]map[string]*money.Laari) map[string]map[string]*money.Laari {
	out := make(map[string]map[string]*money.Laari, len(in))
	for atoll, islands := range in {
		cleanAtoll, ok := v.name("delivery.perIslandFees", atoll, MsgFeeAtollName)
		if !ok {
			continue
		}
		fees := out[cleanAtoll]
		if fees == nil {
			fees = make(map[string]*money.Laari, len(islands))
		}
		for island, fee := range islands {
			path := "delivery.perIslandFees." + cleanAtoll
			cleanIsland, ok := v.name(path, island, MsgFeeIslandName)
			if !ok {
				continue
			}
			if fee != nil && *fee < 0 {
				v.problem(path+"."+cleanIsland, MsgFee)
			}
			fees[cleanIsland] = fee
		}
		out[cleanAtoll] = fees
	}
	return out
}

func (v validator) freeDelivery(f geography.FreeDelivery) geography.FreeDelivery {
	if f.Threshold != nil && *f.Threshold < 0 {
		v.problem("delivery.freeDelivery.thresholdMvr", MsgThreshold)
	}
	if f.Shop == "" {
		f.Shop = geography.AllShops
	}
	if !f.Shop.Valid() {
		v.problem("delivery.freeDelivery.shop", MsgThresholdShop)
	}
	except := make([]string, 0, len(f.ExceptAtolls))
	for i, atoll := range f.ExceptAtolls {
		if clean, ok := v.name(fmt.Sprintf("delivery.freeDelivery.exceptAtolls[%d]", i), atoll, MsgFeeAtollName); ok && !slices.Contains(except, clean) {
			except = append(except, clean)
		}
	}
	f.ExceptAtolls = except
	return f
}

// SafeURL reports whether s may be put in a link or an image on the shop's
// pages: an absolute http(s) URL with a host and no user name, or, when
// allowPath, a path on this site ("/shop"). Refused: other schemes
// (javascript:, data:), protocol-relative "//host", and any whitespace,
// control character or backslash, which browsers strip or turn into "/"
// ("java\tscript:", "/\evil.example").
func SafeURL(s string, allowPath bool) bool {
	if s == "" || strings.ContainsFunc(s, func(r rune) bool {
		return r == '\\' || unicode.IsSpace(r) || unicode.IsControl(r)
	}) {
		return false
	}
	if allowPath && s[0] == '/' {
		return len(s) == 1 || s[1] != '/'
	}
	u, err := url.Parse(s)
	if err != nil || u.Opaque != "" || u.User != nil || u.Hostname() == "" {
		return false
	}
	scheme := strings.ToLower(u.Scheme)
	return scheme == "http" || scheme == "https"
}
