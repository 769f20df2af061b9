package seo

import (
	"context"
	"fmt"
	"strings"

	"dhoni/internal/catalog"
)

// The Dhivehi heads (decision 231): a Dhivehi page's title and description
// are its English twin's in Dhivehi, as the app writes them on that page
// (frontend/src/i18n/messages/dv; TestDhivehiTextsAreTheAppOnes checks that
// they are the same words).
const (
	// DhivehiShopName is the shop's name in Thaana, in every Dhivehi title.
	DhivehiShopName = "ދޯނި"

	dhivehiCategoryDescriptionFmt = "%s: ދޯނިން %s، ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ. އަގުތައް ރުފިޔާއިން (MVR)."
	dhivehiClothing               = "ނިވާ ހެދުން"
	dhivehiAppliances             = "ގޭބިސީ ސާމާނު"

	// dhivehiClothingShop is the clothing shop's name in the breadcrumbs.
	dhivehiClothingShop = "ހެދުން"
)

// dhivehiScreens are the Dhivehi names of the screens whose English name is
// the key.
var dhivehiScreens = map[string]string{
	"Home":               "ފުރަތަމަ ސަފްހާ",
	"All Products":       "ހުރިހާ ތަކެތި",
	"Appliances":         "ގޭބިސީ ސާމާނު",
	"Categories":         "ބާވަތްތައް",
	"Tailoring":          "ފަހާ ހެދުން",
	"Cart":               "ކާޓު",
	"Checkout":           "ޗެކްއައުޓް",
	"Track Order":        "އޯޑަރު ބަލާ",
	"My Orders":          "އަހަރެންގެ އޯޑަރުތައް",
	"Search":             "ހޯދާ",
	"Order Confirmation": "އޯޑަރު ކަށަވަރުކުރުން",
	"Admin":              "އެޑްމިން",
	NotFoundTitle:        "ސަފްހާއެއް ނުފެނުނު",
}

// dhivehiDescriptions are the fixed pages' descriptions in Dhivehi.
var dhivehiDescriptions = map[string]string{
	HomeDescription:       "ދޯނި: ނިވާ ހެދުމާއި ގޭބިސީ ސާމާނު، ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ. އަގުތައް ރުފިޔާއިން (MVR).",
	ClothingDescription:   "އަންހެނުންނަށް ނިވާ ހެދުން، ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ. އަގުތައް ރުފިޔާއިން (MVR).",
	AppliancesDescription: "ގޭބިސީ ސާމާނު، ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ. އަގުތައް ރުފިޔާއިން (MVR).",
	CategoriesDescription: "ދޯނީގެ ހެދުމާއި ގޭބިސީ ސާމާނުގެ ބާވަތްތައް ބައްލަވާލައްވާ. ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ، އަގުތައް ރުފިޔާއިން (MVR).",
	TailoringDescription:  "ދޯނިން މިނަށް ފަހާ ނިވާ ހެދުން: ތިޔަ މިންތަކާއި ޑިޒައިން ފޮނުއްވުމުން އަޅުގަނޑުމެން ފަހައިދޭނަން.",
}

// DhivehiTitle is the text of a Dhivehi page's browser tab for a screen
// named in Dhivehi.
func DhivehiTitle(screen string) string {
	if screen = strings.TrimSpace(screen); screen == "" {
		return DhivehiShopName
	}
	return screen + " · " + DhivehiShopName
}

// DhivehiCategoryDescription is a category page's description in Dhivehi.
func DhivehiCategoryDescription(name string, shop catalog.ShopType) string {
	what := dhivehiClothing
	if shop == catalog.Accessories {
		what = dhivehiAppliances
	}
	return fmt.Sprintf(dhivehiCategoryDescriptionFmt, name, what)
}

// InDhivehi is h, the head of an English page, as its Dhivehi twin's: the
// owner's Dhivehi title, description and category name where written (else
// the English ones), the screens' names and the fixed descriptions in
// Dhivehi, and the structured data in Dhivehi with the twin's addresses.
// Its Path stays the English one.
func (s *Service) InDhivehi(ctx context.Context, h Head) (Head, error) {
	if h.dataDV != nil {
		h.Data = h.dataDV
	}
	switch {
	case h.Product != nil:
		p := h.Product
		h.Title = DhivehiTitle(orEnglish(p.TitleDV(), p.Title()))
		h.Description = Describe(orEnglish(p.DescriptionDV(), p.Description()))
		return h, nil
	case h.Category != nil:
		c := h.Category
		name := orEnglish(c.NameDV(), c.Name())
		h.Title = DhivehiTitle(name)
		h.Description = Describe(DhivehiCategoryDescription(name, c.ShopType()))
		return h, nil
	}
	screen := strings.TrimSuffix(h.Title, " · "+ShopName)
	if dv, ok := dhivehiScreens[screen]; ok {
		h.Title = DhivehiTitle(dv)
	}
	if h.Path == "/" {
		// The home page is described by the owner's footer text, in Dhivehi
		// when written.
		set, err := s.settings.Get(ctx)
		if err != nil {
			return Head{}, err
		}
		if own := Describe(set.Dhivehi.FooterShortDescription); own != "" {
			h.Description = own
			return h, nil
		}
	}
	if dv, ok := dhivehiDescriptions[h.Description]; ok {
		h.Description = dv
	}
	return h, nil
}

// orEnglish is the owner's Dhivehi text, or the English one when it is blank.
func orEnglish(dv, en string) string {
	if strings.TrimSpace(dv) == "" {
		return en
	}
	return dv
}

// language is the language of a page's structured data, written as
// schema.org's inLanguage writes it (a BCP 47 tag).
type language string

const (
	english language = "en"
	dhivehi language = "dv"
)

// dhivehiPrefix is where the Dhivehi pages live (decision 224).
const dhivehiPrefix = "/dv"

// path is the address of the page at p (an English site path) in l: "/" is
// "/dv" in Dhivehi, "/shop/x" "/dv/shop/x".
func (l language) path(p string) string {
	switch {
	case l != dhivehi || !strings.HasPrefix(p, "/"):
		return p
	case p == "/" || strings.HasPrefix(p, "/?"):
		return dhivehiPrefix + p[1:]
	}
	return dhivehiPrefix + p
}

// pick is the owner's text in l: the Dhivehi one where written.
func (l language) pick(en, dv string) string {
	if l == dhivehi {
		return orEnglish(dv, en)
	}
	return en
}

// mark names the language of a document on a Dhivehi page. The English
// pages' documents name none, as before Dhivehi pages existed: English is
// the shop's default (x-default), and their data stays as it was.
func (l language) mark(doc map[string]any) {
	if l == dhivehi {
		doc["inLanguage"] = string(l)
	}
}

// webPage is the page at c itself, of a schema.org kind (ItemPage,
// CollectionPage): it carries the page's language, which schema.org gives
// to pages (CreativeWork), not to the product or the list they show.
func webPage(base, kind string, c crumb, lang language) map[string]any {
	doc := map[string]any{
		"@context": schemaContext,
		"@type":    kind,
		"name":     lang.pick(c.name, c.nameDV),
		"url":      Absolute(base, lang.path(c.path)),
	}
	lang.mark(doc)
	return doc
}
