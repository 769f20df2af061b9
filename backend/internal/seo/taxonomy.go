package seo

import (
	"strings"
	"unicode"

	"dhoni/internal/catalog"
)

// Taxon is a category of Google's product taxonomy, which Meta's catalogue
// reads too (google_product_category): its id and its full name. Ids and
// names are from Google's taxonomy-with-ids.en-US.txt, version 2021-09-21
// (docs/decisions/215).
type Taxon struct {
	ID   int
	Name string
}

// The taxa the shop's products fall in.
var (
	taxClothing    = Taxon{1604, "Apparel & Accessories > Clothing"}
	taxDresses     = Taxon{2271, "Apparel & Accessories > Clothing > Dresses"}
	taxOuterwear   = Taxon{203, "Apparel & Accessories > Clothing > Outerwear"}
	taxOutfitSets  = Taxon{7313, "Apparel & Accessories > Clothing > Outfit Sets"}
	taxPants       = Taxon{204, "Apparel & Accessories > Clothing > Pants"}
	taxTops        = Taxon{212, "Apparel & Accessories > Clothing > Shirts & Tops"}
	taxSkirts      = Taxon{1581, "Apparel & Accessories > Clothing > Skirts"}
	taxSleepwear   = Taxon{208, "Apparel & Accessories > Clothing > Sleepwear & Loungewear"}
	taxSwimwear    = Taxon{211, "Apparel & Accessories > Clothing > Swimwear"}
	taxTraditional = Taxon{5388, "Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing"}
	taxReligious   = Taxon{5483, "Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing > Religious Ceremonial Clothing"}
	taxScarves     = Taxon{177, "Apparel & Accessories > Clothing Accessories > Scarves & Shawls"}

	taxHousehold  = Taxon{604, "Home & Garden > Household Appliances"}
	taxClimate    = Taxon{1626, "Home & Garden > Household Appliances > Climate Control Appliances"}
	taxFans       = Taxon{608, "Home & Garden > Household Appliances > Climate Control Appliances > Fans"}
	taxLaundry    = Taxon{2706, "Home & Garden > Household Appliances > Laundry Appliances"}
	taxIrons      = Taxon{5139, "Home & Garden > Household Appliances > Laundry Appliances > Irons & Ironing Systems"}
	taxKitchen    = Taxon{730, "Home & Garden > Kitchen & Dining > Kitchen Appliances"}
	taxKettles    = Taxon{751, "Home & Garden > Kitchen & Dining > Kitchen Appliances > Electric Kettles"}
	taxBlenders   = Taxon{505666, "Home & Garden > Kitchen & Dining > Kitchen Appliances > Food Mixers & Blenders"}
	taxPersonal   = Taxon{2915, "Health & Beauty > Personal Care"}
	taxHairDryers = Taxon{490, "Health & Beauty > Personal Care > Hair Care > Hair Styling Tools > Hair Dryers"}
	taxHairTools  = Taxon{6019, "Health & Beauty > Personal Care > Hair Care > Hair Styling Tools"}
)

// taxonRule gives a taxon to a name holding one of its words (or its
// plural). Rules are tried in order, the more particular first.
type taxonRule struct {
	words []string
	taxon Taxon
}

var clothingRules = []taxonRule{
	{[]string{"prayer", "salah", "namaz", "telekung", "mukena"}, taxReligious},
	{[]string{"abaya", "jilbab", "burqa", "jalabiya", "jalabiyya", "thobe"}, taxTraditional},
	{[]string{"hijab", "shawl", "scarf", "scarves", "khimar", "shayla", "niqab", "dupatta", "stole"}, taxScarves},
	{[]string{"swim", "swimwear", "burkini", "swimsuit"}, taxSwimwear},
	{[]string{"set", "co-ord", "coord", "two-piece", "two piece"}, taxOutfitSets},
	{[]string{"dress", "kaftan", "caftan", "gown", "maxi dress"}, taxDresses},
	{[]string{"lounge", "loungewear", "sleepwear", "nightwear", "nightgown", "pajama", "pyjama"}, taxSleepwear},
	{[]string{"skirt"}, taxSkirts},
	{[]string{"pant", "trouser", "palazzo", "legging"}, taxPants},
	{[]string{"tunic", "top", "shirt", "blouse", "kurta", "kurti"}, taxTops},
	{[]string{"jacket", "coat", "cardigan", "outerwear", "kimono"}, taxOuterwear},
	{[]string{"clothing", "clothes", "fashion", "apparel", "women", "modest"}, taxClothing},
}

var applianceRules = []taxonRule{
	{[]string{"hair dryer", "hairdryer", "blow dryer"}, taxHairDryers},
	{[]string{"straightener", "curler", "hair"}, taxHairTools},
	{[]string{"blender", "mixer", "juicer"}, taxBlenders},
	{[]string{"kettle"}, taxKettles},
	{[]string{"iron", "ironing", "steamer"}, taxIrons},
	{[]string{"laundry", "washing", "washer"}, taxLaundry},
	{[]string{"fan"}, taxFans},
	{[]string{"kitchen", "cooker", "cook", "cooking", "rice", "microwave", "toaster", "oven", "fryer"}, taxKitchen},
	{[]string{"cooling", "cooler", "air", "climate", "heater", "dehumidifier", "humidifier"}, taxClimate},
	{[]string{"personal", "care", "beauty", "grooming", "shaver", "trimmer"}, taxPersonal},
	{[]string{"appliance", "home", "household"}, taxHousehold},
}

// taxonomy places products in Google's taxonomy from their titles and
// their categories' names.
type taxonomy struct {
	byID map[string]*catalog.Category
}

func newTaxonomy(categories []*catalog.Category) taxonomy {
	t := taxonomy{byID: make(map[string]*catalog.Category, len(categories))}
	for _, c := range categories {
		t.byID[c.ID()] = c
	}
	return t
}

// of is p's taxon: the first rule of its shop that its title names, else
// that its category names, else its parent category's; else the shop's own
// (clothing, household appliances).
func (t taxonomy) of(p *catalog.Product) Taxon {
	rules, fallback := clothingRules, taxClothing
	if p.ShopType() == catalog.Accessories {
		rules, fallback = applianceRules, taxHousehold
	}
	names := []string{p.Title()}
	for id, hops := p.CategoryID(), 0; id != "" && hops < 4; hops++ {
		c := t.byID[id]
		if c == nil {
			break
		}
		names = append(names, c.Name()+" "+strings.ReplaceAll(c.Slug(), "-", " "))
		id = c.ParentID()
	}
	for _, name := range names {
		if taxon, ok := match(rules, name); ok {
			return taxon
		}
	}
	return fallback
}

func match(rules []taxonRule, name string) (Taxon, bool) {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-'
	})
	text := " " + strings.Join(words, " ") + " "
	text += strings.ReplaceAll(text, "-", " ")
	for _, rule := range rules {
		for _, w := range rule.words {
			for _, form := range []string{w, w + "s", w + "es"} {
				if strings.Contains(text, " "+form+" ") {
					return rule.taxon, true
				}
			}
		}
	}
	return Taxon{}, false
}
