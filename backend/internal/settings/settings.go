// Package settings holds the store's settings (spec section 3): bank details,
// delivery fees, the atolls delivered to, contact, footer, Telegram
// notifications, branding, the announcement bar and the home page's hero. They
// are one document: read whole, validated whole, saved whole.
package settings

import (
	"strings"

	"dhoni/internal/geography"
)

// Settings is the whole settings document.
type Settings struct {
	Bank         Bank
	Delivery     geography.FeeTable
	Geo          Geo
	Contact      Contact
	Footer       Footer
	Telegram     Telegram
	Branding     Branding
	Announcement Announcement
	Hero         Hero
	Inventory    Inventory
	OrderLimits  OrderLimits
	Tax          Tax
	Messages     Messages
	Dhivehi      Dhivehi
}

// Bank is where a customer paying by transfer sends the money.
type Bank struct {
	BankName      string
	AccountName   string
	AccountNumber string
	Branch        string
	ReferenceHelp string
}

// Geo is the list of atolls and islands the shop delivers to.
type Geo struct {
	Atolls []geography.Atoll
}

// Contact is how customers reach the shop.
type Contact struct {
	Phone       string
	WhatsappURL string
}

// Footer is the site footer's text and links.
type Footer struct {
	ShortDescription string
	// GoogleMapsURL is an embeddable map; empty shows "Map location not configured".
	GoogleMapsURL string
	DirectionsURL string
	FacebookURL   string
	InstagramURL  string
	TwitterURL    string
}

// Telegram is where new orders are announced. The bot token never leaves the
// server except to the admin.
type Telegram struct {
	Enabled  bool
	BotToken string
	// ChatIDs is comma-separated, as the owner types it.
	ChatIDs string
	// Actions lets the chats listed act on orders with the buttons under
	// each new-order message (docs/decisions/131).
	Actions bool
}

// ChatIDList is ChatIDs split on commas and trimmed, without empty entries.
func (t Telegram) ChatIDList() []string {
	var out []string
	for _, id := range strings.Split(t.ChatIDs, ",") {
		if id = strings.TrimSpace(id); id != "" {
			out = append(out, id)
		}
	}
	return out
}

// Ready reports whether notifications are on and can be sent.
func (t Telegram) Ready() bool {
	return t.Enabled && t.BotToken != "" && len(t.ChatIDList()) > 0
}

// Branding is the logo and the splash screen.
type Branding struct {
	LogoURL          string
	ShowSplashScreen bool
	// SplashDuration is in milliseconds.
	SplashDuration int
}

// AnnouncementType picks the announcement bar's colours.
type AnnouncementType string

const (
	Info    AnnouncementType = "info"
	Warning AnnouncementType = "warning"
	Success AnnouncementType = "success"
	Promo   AnnouncementType = "promo"
)

// Valid reports whether t is one of the four types.
func (t AnnouncementType) Valid() bool {
	switch t {
	case Info, Warning, Success, Promo:
		return true
	}
	return false
}

// Announcement is the bar at the top of every page.
type Announcement struct {
	Enabled     bool
	Message     string
	Type        AnnouncementType
	Dismissible bool
	Link        string
	LinkText    string
}

// Hero is the home page's banner.
type Hero struct {
	Title      string
	Subtitle   string
	ButtonText string
	ButtonLink string
	ImageURL   string
}

// Inventory is how the shop watches its stock.
type Inventory struct {
	// LowStockThreshold: a variant with this many or fewer left is low on
	// the dashboard, and an order taking it there alerts the owner.
	LowStockThreshold int
}

// OrderLimits bound what one customer may hold of the stock online, so one
// anonymous order cannot take it all (docs/decisions/196). The owner's own
// orders and edits are not limited.
type OrderLimits struct {
	// MaxUnitsPerLine and MaxUnitsPerOrder bound the units of one line and
	// of one order.
	MaxUnitsPerLine  int
	MaxUnitsPerOrder int
	// MaxOpenUnitsPerPhone bounds the units one phone may hold in orders not
	// yet paid, delivered or cancelled, the new order included.
	MaxOpenUnitsPerPhone int
	// CancelUnconfirmedCODAfterDays, when above 0, cancels a Cash on
	// Delivery order still pending after that many days, its stock returned.
	CancelUnconfirmedCODAfterDays int
}
