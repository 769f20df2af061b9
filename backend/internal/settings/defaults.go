package settings

import (
	"dhoni/internal/geography"
	"dhoni/internal/platform/money"
)

// Defaults are the settings of a shop whose owner has saved none. They are
// docs/testdata/default-settings.json, which the front end uses too; a test
// holds the two together.
func Defaults() Settings {
	return Settings{
		Bank: Bank{
			BankName:      "Bank of Maldives",
			AccountName:   "Dhoni Private Limited",
			AccountNumber: "7730000140123",
			Branch:        "Malé Main Branch",
			ReferenceHelp: "Use your order number as the transfer reference, then upload the transfer slip below.",
		},
		Delivery: geography.FeeTable{
			Flat: mvr(50),
			PerAtoll: map[string]*money.Laari{
				"Malé":        mvr(0),
				"Kaafu Atoll": mvr(50),
				"Ari Atoll":   mvr(100),
				"Addu Atoll":  mvr(150),
				"Laamu Atoll": mvr(120),
				"Baa Atoll":   mvr(100),
			},
			PerIsland: map[string]map[string]*money.Laari{},
			// Off until the owner sets a threshold (docs/decisions/185).
			Free: geography.FreeDelivery{Shop: geography.AllShops, ExceptAtolls: []string{}},
		},
		Geo: Geo{Atolls: geography.Maldives()},
		Contact: Contact{
			Phone:       "+960 777-1234",
			WhatsappURL: "https://wa.me/9607771234",
		},
		Footer: Footer{
			ShortDescription: "Modest fashion for women and dependable home appliances, delivered across the Maldives.",
		},
		Telegram:  Telegram{},
		Inventory: Inventory{LowStockThreshold: DefaultLowStockThreshold},
		OrderLimits: OrderLimits{
			MaxUnitsPerLine: DefaultMaxUnitsPerLine, MaxUnitsPerOrder: DefaultMaxUnitsPerOrder,
			MaxOpenUnitsPerPhone: DefaultMaxOpenUnitsPerPhone,
		},
		Tax:      Tax{RateBasisPoints: DefaultGSTRateBasisPoints, PricesIncludeGST: true},
		Messages: DefaultMessages(),
		Dhivehi:  Dhivehi{Overrides: map[string]string{}},
		Branding: Branding{
			ShowSplashScreen: true,
			SplashDuration:   2000,
		},
		Announcement: Announcement{
			Enabled:     true,
			Message:     "We deliver to every inhabited island of the Maldives. Discover the new collection.",
			Type:        Promo,
			Dismissible: true,
			// The spec's /products is not a route; /shop is (see DESIGN.md).
			Link:     "/shop",
			LinkText: "Shop now",
		},
		Hero: Hero{
			Title:      "Modest fashion, made for island life",
			Subtitle:   "Elegant abayas, dresses and everyday wear, plus home appliances, delivered to every atoll.",
			ButtonText: "Shop the collection",
			ButtonLink: "/shop",
			ImageURL:   "/images/hero.svg",
		},
	}
}

func mvr(n int64) *money.Laari {
	l := money.Laari(n * money.PerMVR)
	return &l
}

// DefaultMessages are the texts a customer is sent until the owner writes
// their own.
func DefaultMessages() Messages {
	return Messages{
		Confirmed:       "Hello {name}, thank you for shopping with {shop}! Your order {order} is confirmed. Total: {total}. Follow it here: {tracking_link}",
		Shipped:         "Hello {name}, your order {order} from {shop} is on its way. Follow it here: {tracking_link}",
		Delivered:       "Hello {name}, your order {order} has been delivered. Thank you for shopping with {shop}!",
		Cancelled:       "Hello {name}, your order {order} from {shop} has been cancelled. If you have any questions, just reply to this message.",
		PaymentReceived: "Hello {name}, we have received your payment of {total} for order {order}. Thank you! {shop}",
	}
}
