package seo

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"dhoni/internal/catalog"
	"dhoni/internal/catalog/sampledata"
)

// TestSampleProductsFindTheirGoogleCategory places the shop's own catalogue
// in Google's taxonomy: each product by its title, or its category.
func TestSampleProductsFindTheirGoogleCategory(t *testing.T) {
	t.Parallel()
	categories, products, err := sampledata.Catalog(time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{
		"Pearl-Trim Occasion Abaya": 5388, "Classic Open-Front Abaya": 5388, "Chiffon Tiered Maxi Dress": 2271,
		"Linen Shirt Dress": 2271, "Island Breeze Cotton Kaftan": 2271, "Two-Piece Crepe Lounge Set": 7313,
		"One-Piece Prayer Dress": 5483, "Everyday Jersey Hijab": 177, "Everyday Long Tunic": 212,
		"Pleated Maxi Skirt": 1581, "Electric Rice Cooker 1.8 L": 730, "Power Blender 600 W": 505666,
		"Rechargeable Stand Fan 16\"": 608, "Steam Iron 2200 W": 5139, "Ionic Hair Dryer 1800 W": 490,
	}
	taxa := newTaxonomy(categories)
	for _, p := range products {
		w, ok := want[p.Title()]
		if !ok {
			t.Errorf("%q: no expected category (a sample product added?)", p.Title())
			continue
		}
		if got := taxa.of(p); got.ID != w {
			t.Errorf("%q: got %d %q, want %d", p.Title(), got.ID, got.Name, w)
		}
	}
	if len(products) != len(want) {
		t.Errorf("got %d sample products, want %d", len(products), len(want))
	}
}

func TestTaxonomyFallsBackToTheCategoryThenTheShop(t *testing.T) {
	t.Parallel()
	parent, _ := catalog.UnmarshalCategoryFromDatabase("acc-cat-1", catalog.Localized{EN: "Home Appliances"}, "home-appliances", "", "", catalog.Accessories, 1)
	fans, _ := catalog.UnmarshalCategoryFromDatabase("acc-cat-2", catalog.Localized{EN: "Cooling & Fans"}, "cooling-fans", "", "acc-cat-1", catalog.Accessories, 2)
	gifts, _ := catalog.UnmarshalCategoryFromDatabase("cat-3", catalog.Localized{EN: "Eid Gifts"}, "eid-gifts", "", "", catalog.Clothing, 3)
	taxa := newTaxonomy([]*catalog.Category{parent, fans, gifts})
	for _, tc := range []struct {
		title, category string
		shop            catalog.ShopType
		want            int
	}{
		{"Tower X200", "acc-cat-2", catalog.Accessories, 608},   // the category names it
		{"Model Z", "acc-cat-1", catalog.Accessories, 604},      // the parent category does
		{"Noor", "cat-3", catalog.Clothing, 1604},               // nothing does: the shop's own
		{"Air Fryer 4L", "acc-cat-2", catalog.Accessories, 730}, // the title first
	} {
		p, err := catalog.UnmarshalProductFromDatabase("prod-1", "p", catalog.ProductDetails{Title: tc.title, CategoryID: tc.category, ShopType: tc.shop}, time.Now(), time.Now(), 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := taxa.of(p); got.ID != tc.want {
			t.Errorf("%q in %s: got %d, want %d", tc.title, tc.category, got.ID, tc.want)
		}
	}
}

func TestFeedTextIsOneCleanLine(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"Gold\x00 \x1b[31mAbaya\x7f", "Gold [31mAbaya"},
		{"Line\r\none\ttab\u2028sep\u2029para\u0085next", "Line one tab sep para next"},
		{"\u202eexe.gnp\u202c \u2067isolate\u2069 \u200fmark \u061cx\ufeff\u200b", "exe.gnp isolate mark x"},
		{"bad \xff utf-8", "bad \uFFFD utf-8"},
		{"ދިވެހި <b>\"Malé\"</b>, & co", "ދިވެހި <b>\"Malé\"</b>, & co"},
	} {
		if got := FeedText(tc.in, 200); got != tc.want {
			t.Errorf("FeedText(%q): got %q, want %q", tc.in, got, tc.want)
		}
	}
	long := FeedText(strings.Repeat("abaya ", 100), MaxFeedTitle)
	if n := utf8.RuneCountInString(long); n > MaxFeedTitle || !strings.HasSuffix(long, "abaya…") {
		t.Errorf("a long title: got %d characters %q, want at most %d cut after a word", n, long, MaxFeedTitle)
	}
}

func TestVariantIDsAreUniqueAndShort(t *testing.T) {
	t.Parallel()
	variants := []Variant{
		{"Navy Blue", "M"}, {"navy-blue", "M"}, {"ނޫ", "M"}, {strings.Repeat("Very Long Colour ", 4), "XXL"},
	}
	ids := variantIDs("prod-mwz3ay68-pjhdirbmm4", variants)
	seen := map[string]bool{}
	for i, id := range ids {
		if seen[id] || len(id) > maxFeedID || !strings.HasPrefix(id, "prod-mwz3ay68-pjhdirbmm4-") {
			t.Errorf("variant %v: id %q (seen before: %v)", variants[i], id, seen[id])
		}
		seen[id] = true
	}
	if ids[0] != "prod-mwz3ay68-pjhdirbmm4-navy-blue-m" {
		t.Errorf("first id: got %q", ids[0])
	}
	if one := variantIDs("prod-1", []Variant{{}}); len(one) != 1 || one[0] != "prod-1" {
		t.Errorf("a single variant: got %q, want the product's id", one)
	}
}

func TestASaleReachesTheVariantsItCovers(t *testing.T) {
	starts := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	ends := starts.AddDate(0, 0, 10)
	p, err := catalog.UnmarshalProductFromDatabase("prod-1", "p", catalog.ProductDetails{
		Title: "Abaya", ShopType: catalog.Clothing, Price: 200000,
		Sale: &catalog.Sale{Price: 150000, Starts: starts, Ends: ends, Variant: "Black:M"},
	}, time.Now(), time.Now(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := saleOf(p, Variant{Color: "Black", Size: "M"}); got.Price != 150000 || !got.From.Equal(starts) || !got.Until.Equal(ends) {
		t.Errorf("Black M: got %+v, want MVR 1500 from %v until %v", got, starts, ends)
	}
	if got := saleOf(p, Variant{Color: "Navy", Size: "M"}); got.Price != 0 {
		t.Errorf("Navy M is not on sale: got %+v", got)
	}
}
