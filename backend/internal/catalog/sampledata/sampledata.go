// Package sampledata is the catalog a new shop starts with (DHONI_SAMPLE_DATA,
// on by default): 14 categories and 15 products of both shops, priced 250 to
// 2200 MVR, with small SVG pictures made for the project and embedded in the
// binary. Seed stores it once in the life of a database.
package sampledata

import (
	"context"
	"fmt"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
)

// ImagePath is where the sample pictures are served.
const ImagePath = "/media/samples/"

func image(name string) string { return ImagePath + name + ".svg" }

type sampleCategory struct {
	id, name, parent, image string
	shop                    catalog.ShopType
	position                int
}

// The first four subcategories by position are what the home page shows.
// Appliance categories come after the clothing ones.
var categories = []sampleCategory{
	{"cat-clothing", "Clothing", "", "", catalog.Clothing, 1},
	{"cat-abayas", "Abayas", "cat-clothing", "classic-open-front-abaya", catalog.Clothing, 2},
	{"cat-dresses", "Dresses", "cat-clothing", "chiffon-tiered-maxi-dress", catalog.Clothing, 3},
	{"cat-hijabs-shawls", "Hijabs & Shawls", "cat-clothing", "everyday-jersey-hijab", catalog.Clothing, 4},
	{"cat-kaftans", "Kaftans", "cat-clothing", "island-breeze-cotton-kaftan", catalog.Clothing, 5},
	{"cat-modest-sets", "Modest Sets", "cat-clothing", "two-piece-crepe-lounge-set", catalog.Clothing, 6},
	{"cat-tunics-tops", "Tunics & Tops", "cat-clothing", "everyday-long-tunic", catalog.Clothing, 7},
	{"cat-skirts-pants", "Skirts & Pants", "cat-clothing", "pleated-maxi-skirt", catalog.Clothing, 8},
	{"cat-prayer-wear", "Prayer Wear", "cat-clothing", "one-piece-prayer-dress", catalog.Clothing, 9},
	{"acc-cat-accessories", "Accessories", "", "", catalog.Accessories, 10},
	{"acc-cat-kitchen-appliances", "Kitchen Appliances", "acc-cat-accessories", "electric-rice-cooker", catalog.Accessories, 11},
	{"acc-cat-cooling-fans", "Cooling & Fans", "acc-cat-accessories", "rechargeable-stand-fan", catalog.Accessories, 12},
	{"acc-cat-laundry-ironing", "Laundry & Ironing", "acc-cat-accessories", "steam-iron", catalog.Accessories, 13},
	{"acc-cat-personal-care", "Personal Care", "acc-cat-accessories", "ionic-hair-dryer", catalog.Accessories, 14},
}

var (
	black    = catalog.Color{Name: "Black", Hex: "#1C1C1E"}
	white    = catalog.Color{Name: "White", Hex: "#F4F1EA"}
	navy     = catalog.Color{Name: "Navy", Hex: "#1F2A44"}
	burgundy = catalog.Color{Name: "Burgundy", Hex: "#6D1A36"}
	pink     = catalog.Color{Name: "Pink", Hex: "#E8A7B8"}
	green    = catalog.Color{Name: "Green", Hex: "#3E7C6E"}
	beige    = catalog.Color{Name: "Beige", Hex: "#D9C3A5"}
	gray     = catalog.Color{Name: "Gray", Hex: "#8E8E93"}
)

const (
	care     = "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low."
	delivery = "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
)

type sampleProduct struct {
	image    string
	title    string
	sku      string
	category string
	mvr      money.Laari
	featured bool
	desc     string
	colors   []catalog.Color
	sizes    []string
	// stock per colour:size is base, minus one for every later size (so it varies)
	base int
	// appliances
	brand, model, specs, warranty string
}

// products are newest first: the first is the newest.
var products = []sampleProduct{
	{image: "pearl-trim-occasion-abaya", title: "Pearl-Trim Occasion Abaya", sku: "DH-AB-002", category: "cat-abayas", mvr: 2200, featured: true,
		desc:   "A flowing nida abaya for weddings and Eid, with hand-set pearl trim down the front and on the cuffs. Fully lined shoulders, hidden snaps and an inner tie so it sits neatly all evening.",
		colors: []catalog.Color{black, burgundy}, sizes: []string{"S", "M", "L", "XL", "XXL"}, base: 3},
	{image: "chiffon-tiered-maxi-dress", title: "Chiffon Tiered Maxi Dress", sku: "DH-DR-001", category: "cat-dresses", mvr: 780, featured: true,
		desc:   "Soft layered chiffon over a breathable lining, with long sleeves and a gathered waist. Ankle length and light enough for Malé afternoons.",
		colors: []catalog.Color{pink, beige}, sizes: []string{"XS", "S", "M", "L", "XL"}, base: 6},
	{image: "island-breeze-cotton-kaftan", title: "Island Breeze Cotton Kaftan", sku: "DH-KF-001", category: "cat-kaftans", mvr: 720, featured: true,
		desc:   "A loose, airy kaftan in pure cotton voile with gold embroidery at the neckline and hem. Cool in the humidity and easy to wear at home or on a resort day.",
		colors: []catalog.Color{green, white}, sizes: []string{"M", "L", "XL", "XXL"}, base: 5},
	{image: "two-piece-crepe-lounge-set", title: "Two-Piece Crepe Lounge Set", sku: "DH-ST-001", category: "cat-modest-sets", mvr: 890, featured: true,
		desc:   "A long crepe top with side pockets and matching wide-leg trousers with an elastic waist. Crease-resistant, so it travels well on the ferry.",
		colors: []catalog.Color{beige, navy}, sizes: []string{"S", "M", "L", "XL"}, base: 4},
	{image: "one-piece-prayer-dress", title: "One-Piece Prayer Dress", sku: "DH-PR-001", category: "cat-prayer-wear", mvr: 550, featured: true,
		desc:   "A full-length prayer dress with an attached head covering, in soft, opaque jersey. Slips on in seconds and folds small into its matching pouch.",
		colors: []catalog.Color{white, gray, pink}, sizes: []string{"M", "L"}, base: 8},
	{image: "rechargeable-stand-fan", title: "Rechargeable Stand Fan 16\"", sku: "DH-AP-003", category: "acc-cat-cooling-fans", mvr: 1450, featured: true,
		desc:  "A 16-inch stand fan with a built-in battery that keeps it turning through a power cut. Adjustable height, quiet motor and a soft LED night light.",
		brand: "Breeze Line", model: "SF-16R", warranty: "1 year",
		specs: "16-inch blades; up to 8 hours on battery; 3 speeds and oscillation; LED light; USB charging port; 220–240 V", base: 6},
	{image: "classic-open-front-abaya", title: "Classic Open-Front Abaya", sku: "DH-AB-001", category: "cat-abayas", mvr: 950,
		desc:   "Our everyday abaya in matte crepe: an open front, wide sleeves and a gentle A-line that moves with you. Wear it over anything, from work to the mosque.",
		colors: []catalog.Color{black, navy}, sizes: []string{"S", "M", "L", "XL"}, base: 7},
	{image: "linen-shirt-dress", title: "Linen Shirt Dress", sku: "DH-DR-002", category: "cat-dresses", mvr: 650,
		desc:   "A buttoned linen-blend shirt dress with a collar, long sleeves and a self-tie belt. Relaxed, modest and cool on the warmest days.",
		colors: []catalog.Color{white, green}, sizes: []string{"S", "M", "L", "XL"}, base: 5},
	{image: "everyday-jersey-hijab", title: "Everyday Jersey Hijab", sku: "DH-HJ-001", category: "cat-hijabs-shawls", mvr: 250,
		desc:   "Stretchy, breathable jersey that stays put without pins. M is 70 × 180 cm, L is 90 × 200 cm.",
		colors: []catalog.Color{black, beige, pink, gray, navy, white}, sizes: []string{"M", "L"}, base: 12},
	{image: "everyday-long-tunic", title: "Everyday Long Tunic", sku: "DH-TU-001", category: "cat-tunics-tops", mvr: 420,
		desc:   "A knee-length cotton tunic with side slits, a short button placket and gold trim at the cuffs. Pairs with trousers or a maxi skirt.",
		colors: []catalog.Color{navy, white, burgundy}, sizes: []string{"XS", "S", "M", "L", "XL", "XXL"}, base: 6},
	{image: "pleated-maxi-skirt", title: "Pleated Maxi Skirt", sku: "DH-SK-001", category: "cat-skirts-pants", mvr: 480,
		desc:   "A fully lined, ankle-length skirt with soft knife pleats and a comfortable elastic waistband. Opaque and swishy.",
		colors: []catalog.Color{black, beige, gray}, sizes: []string{"S", "M", "L"}, base: 6},
	{image: "power-blender", title: "Power Blender 600 W", sku: "DH-AP-002", category: "acc-cat-kitchen-appliances", mvr: 1150,
		desc:  "A sturdy countertop blender for smoothies, curry pastes and mas huni. A heavy glass jar, stainless-steel blades and a pulse button.",
		brand: "Kooli Home", model: "BL-600", warranty: "1 year",
		specs: "600 W; 1.5 litre glass jar; 3 speeds and pulse; stainless-steel blades; 220–240 V", base: 8},
	{image: "electric-rice-cooker", title: "Electric Rice Cooker 1.8 L", sku: "DH-AP-001", category: "acc-cat-kitchen-appliances", mvr: 690,
		desc:  "Cooks up to ten cups of rice and keeps it warm until dinner. A non-stick inner pot and a steaming tray for fish and vegetables.",
		brand: "Kooli Home", model: "RC-18D", warranty: "1 year",
		specs: "1.8 litre non-stick pot; 700 W; cook and keep-warm modes; steaming tray; 220–240 V", base: 12},
	{image: "steam-iron", title: "Steam Iron 2200 W", sku: "DH-AP-004", category: "acc-cat-laundry-ironing", mvr: 480,
		desc:  "A fast-heating steam iron with a smooth ceramic soleplate that glides over chiffon and cotton alike. Vertical steam for hanging abayas.",
		brand: "Pressa", model: "SI-2200", warranty: "2 years",
		specs: "2200 W; ceramic soleplate; vertical steam; anti-drip; 300 ml tank", base: 15},
	{image: "ionic-hair-dryer", title: "Ionic Hair Dryer 1800 W", sku: "DH-AP-005", category: "acc-cat-personal-care", mvr: 560,
		desc:  "A light, quiet dryer with ionic care against frizz in the sea air. Three heat and two speed settings, a cool shot and a concentrator nozzle.",
		brand: "Silka", model: "HD-1800", warranty: "1 year",
		specs: "1800 W; ionic care; 3 heat and 2 speed settings; cool shot; concentrator nozzle; hanging loop", base: 10},
}

// Catalog builds the sample categories and products. The newest product was
// added at now, each next one an hour earlier. Ids are fixed and readable
// ("prod-classic-open-front-abaya"), never like the server's own.
func Catalog(now time.Time) ([]*catalog.Category, []*catalog.Product, error) {
	byID := map[string]*catalog.Category{}
	cats := make([]*catalog.Category, 0, len(categories))
	for _, s := range categories {
		var parent *catalog.Category
		if s.parent != "" {
			parent = byID[s.parent]
		}
		pos := s.position
		d := catalog.CategoryDetails{Name: s.name, ShopType: s.shop, Position: &pos}
		if s.image != "" {
			d.ImageURL = image(s.image)
		}
		c, err := catalog.NewCategory(s.id, catalog.Slugify(s.name), d, parent, pos)
		if err != nil {
			return nil, nil, fmt.Errorf("sample category %s: %w", s.name, err)
		}
		byID[s.id] = c
		cats = append(cats, c)
	}
	prods := make([]*catalog.Product, 0, len(products))
	for i, s := range products {
		cat := byID[s.category]
		if cat == nil {
			return nil, nil, fmt.Errorf("sample product %s: no category %s", s.title, s.category)
		}
		d := catalog.ProductDetails{
			Title: s.title, SKU: s.sku, Description: s.desc, Price: s.mvr * money.PerMVR,
			Images: []string{image(s.image)}, CategoryID: cat.ID(), ShopType: cat.ShopType(),
			Tags: []string{}, Colors: s.colors, Sizes: s.sizes, Featured: s.featured,
			Brand: s.brand, Model: s.model, Specifications: s.specs, Warranty: s.warranty,
			Stock: map[string]int{},
		}
		if cat.ShopType() == catalog.Accessories {
			d.Stock[catalog.DefaultStockKey] = s.base
		} else {
			d.CareInstructions, d.DeliveryNotes = care, delivery
			for ci, c := range s.colors {
				for si, size := range s.sizes {
					d.Stock[c.Name+":"+size] = max(s.base-ci-si, 0)
				}
			}
		}
		if cat.ShopType() == catalog.Accessories {
			d.DeliveryNotes = delivery
		}
		slug := catalog.Slugify(s.title)
		p, err := catalog.NewProduct(catalog.ProductIDPrefix+slug, slug, d, cat, now.Add(-time.Duration(i)*time.Hour))
		if err != nil {
			return nil, nil, fmt.Errorf("sample product %s: %w", s.title, err)
		}
		prods = append(prods, p)
	}
	return cats, prods, nil
}

// Seed stores the sample catalog unless this database has had it (or had a
// catalog of its own) before. It reports whether it stored it.
func Seed(ctx context.Context, store catalog.SampleStore, now time.Time) (bool, error) {
	cats, prods, err := Catalog(now)
	if err != nil {
		return false, err
	}
	return store.SeedOnce(ctx, cats, prods)
}
