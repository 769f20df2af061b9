package seo

import (
	"strings"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
	"dhoni/internal/settings"
)

// The schema.org documents pages carry (https://schema.org, as JSON-LD).

const schemaContext = "https://schema.org"

// Absolute makes a site path ("/shop/blue-abaya") an address on base; an
// http(s) URL, or any link when base is "", is left as it is.
func Absolute(base, link string) string {
	if base == "" || !strings.HasPrefix(link, "/") || strings.HasPrefix(link, "//") {
		return link
	}
	return base + link
}

func organization(base string, set settings.Settings) map[string]any {
	org := map[string]any{
		"@context": schemaContext,
		"@type":    "Organization",
		"name":     ShopName,
		"url":      Absolute(base, "/"),
	}
	if logo := previewImage(set.Branding.LogoURL); logo != "" {
		org["logo"] = Absolute(base, logo)
	}
	var profiles []string
	for _, link := range []string{set.Footer.FacebookURL, set.Footer.InstagramURL, set.Footer.TwitterURL} {
		if link = strings.TrimSpace(link); strings.HasPrefix(link, "https://") || strings.HasPrefix(link, "http://") {
			profiles = append(profiles, link)
		}
	}
	if len(profiles) > 0 {
		org["sameAs"] = profiles
	}
	if phone := strings.TrimSpace(set.Contact.Phone); phone != "" {
		org["contactPoint"] = map[string]any{
			"@type":             "ContactPoint",
			"telephone":         phone,
			"contactType":       "customer service",
			"areaServed":        "MV",
			"availableLanguage": []string{"en", "dv"},
		}
	}
	return org
}

func website(base string, lang language) map[string]any {
	doc := map[string]any{
		"@context": schemaContext,
		"@type":    "WebSite",
		"name":     ShopName,
		"url":      Absolute(base, lang.path("/")),
		// The header's search opens the clothing listing with ?q=.
		"potentialAction": map[string]any{
			"@type":       "SearchAction",
			"target":      Absolute(base, lang.path("/shop")) + "?q={search_term_string}",
			"query-input": "required name=search_term_string",
		},
	}
	lang.mark(doc)
	return doc
}

// Offer is what a product page says it costs, at the moment it was described.
type Offer struct {
	// Price is the lowest price in force: the sale price during a sale.
	Price money.Laari
	// Original is the price without the sale; 0 when no sale is in force.
	Original money.Laari
	// SaleEnds is when the sale in force ends; zero when none or open.
	SaleEnds time.Time
}

// OfferAt is p's offer at t.
func OfferAt(p *catalog.Product, t time.Time) Offer {
	sale, ok := p.SaleAt(t)
	if !ok {
		return Offer{Price: p.Price()}
	}
	return Offer{Price: sale.Price, Original: p.Price(), SaleEnds: sale.Ends}
}

// ValidUntil is the last day (in Maldives time) the offer's sale price
// holds, as schema.org's priceValidUntil writes it; "" when it has no end.
func (o Offer) ValidUntil() string {
	if o.SaleEnds.IsZero() {
		return ""
	}
	return o.SaleEnds.Add(-time.Nanosecond).In(maldives).Format(time.DateOnly)
}

// maldives is the shop's time zone (UTC+5, no daylight saving).
var maldives = time.FixedZone("MVT", 5*60*60)

func product(base string, p *catalog.Product, o Offer, lang language) map[string]any {
	at := Absolute(base, lang.path(ProductPath(p)))
	images := []string{}
	for _, img := range p.Images() {
		images = append(images, Absolute(base, img))
	}
	availability := "https://schema.org/InStock"
	if !InStock(p) {
		availability = "https://schema.org/OutOfStock"
	}
	offers := map[string]any{
		"@type":         "Offer",
		"url":           at,
		"price":         Price(o.Price),
		"priceCurrency": "MVR",
		"availability":  availability,
		"itemCondition": "https://schema.org/NewCondition",
	}
	if until := o.ValidUntil(); until != "" {
		offers["priceValidUntil"] = until
	}
	doc := map[string]any{
		"@context":    schemaContext,
		"@type":       "Product",
		"name":        lang.pick(p.Title(), p.TitleDV()),
		"description": lang.pick(p.Description(), p.DescriptionDV()),
		"sku":         p.SKU(),
		"url":         at,
		"offers":      offers,
	}
	if len(images) > 0 {
		doc["image"] = images
	}
	if brand := strings.TrimSpace(p.Brand()); brand != "" && p.ShopType() == catalog.Accessories {
		doc["brand"] = map[string]any{"@type": "Brand", "name": brand}
	}
	return doc
}

// InStock reports whether some variant of p can be ordered: one that keeps
// no count (always available) or has a count above zero.
func InStock(p *catalog.Product) bool {
	for _, v := range Variants(p) {
		if n, tracked := p.Available(v.Color, v.Size); !tracked || n > 0 {
			return true
		}
	}
	return false
}

// crumb is a step of a page's breadcrumbs: its name in English and in
// Dhivehi (the owner's where written, else the English), and its English
// address.
type crumb struct{ name, nameDV, path string }

// The fixed steps, named as the app's breadcrumbs name them.
var (
	homeCrumb       = crumb{"Home", dhivehiScreens["Home"], "/"}
	clothingCrumb   = crumb{"Clothing", dhivehiClothingShop, "/shop"}
	appliancesCrumb = crumb{"Appliances", dhivehiScreens["Appliances"], "/accessories"}
	categoriesCrumb = crumb{"Categories", dhivehiScreens["Categories"], "/categories"}
)

func categoryCrumb(c *catalog.Category) crumb {
	return crumb{c.Name(), orEnglish(c.NameDV(), c.Name()), CategoryPath(c)}
}

func productCrumbs(p *catalog.Product, category *catalog.Category) []crumb {
	crumbs := []crumb{homeCrumb, clothingCrumb}
	if p.ShopType() == catalog.Accessories {
		crumbs[1] = appliancesCrumb
	}
	if category != nil && !category.TopLevel() {
		crumbs = append(crumbs, categoryCrumb(category))
	}
	return append(crumbs, crumb{p.Title(), orEnglish(p.TitleDV(), p.Title()), ProductPath(p)})
}

func breadcrumbs(base string, crumbs []crumb, lang language) map[string]any {
	items := make([]map[string]any, len(crumbs))
	for i, c := range crumbs {
		items[i] = map[string]any{
			"@type":    "ListItem",
			"position": i + 1,
			"name":     lang.pick(c.name, c.nameDV),
			"item":     Absolute(base, lang.path(c.path)),
		}
	}
	return map[string]any{
		"@context":        schemaContext,
		"@type":           "BreadcrumbList",
		"itemListElement": items,
	}
}
