package seo_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/testvectors"
	"dhoni/internal/seo"
	"dhoni/internal/settings"
)

// vectors is docs/testdata/page-heads.json, which the front end checks too.
type vectors struct {
	Routes []string
	Titles []struct{ Screen, Title string }
	Pages  map[string]struct {
		Title, Description string
	}
	Categories []struct{ Name, ShopType, Description string }
	Describe   []struct{ Text, Description string }
}

func loadVectors(t *testing.T) vectors {
	t.Helper()
	var v vectors
	testvectors.Load(t, "page-heads.json", &v)
	return v
}

func TestTextsAreTheSharedOnes(t *testing.T) {
	t.Parallel()
	v := loadVectors(t)
	for _, c := range v.Titles {
		if got := seo.Title(c.Screen); got != c.Title {
			t.Errorf("Title(%q): got %q, want %q", c.Screen, got, c.Title)
		}
	}
	ours := map[string][2]string{
		"/":            {seo.Title("Home"), seo.HomeDescription},
		"/shop":        {seo.Title("All Products"), seo.ClothingDescription},
		"/accessories": {seo.Title("Appliances"), seo.AppliancesDescription},
		"/categories":  {seo.Title("Categories"), seo.CategoriesDescription},
		"/tailoring":   {seo.Title("Tailoring"), seo.TailoringDescription},
	}
	if len(ours) != len(v.Pages) {
		t.Errorf("pages: the shared file has %d, the server %d", len(v.Pages), len(ours))
	}
	for p, want := range v.Pages {
		if got := ours[p]; got != [2]string{want.Title, want.Description} {
			t.Errorf("%s: got %q, want %q / %q", p, got, want.Title, want.Description)
		}
	}
	what := map[string]string{"clothing": "modest clothing", "accessories": "home appliances"}
	for _, c := range v.Categories {
		if got := seo.CategoryDescription(c.Name, what[c.ShopType]); got != c.Description {
			t.Errorf("category %s: got %q, want %q", c.Name, got, c.Description)
		}
	}
}

func TestDescribe(t *testing.T) {
	t.Parallel()
	for _, c := range loadVectors(t).Describe {
		if got := seo.Describe(c.Text); got != c.Description {
			t.Errorf("Describe(%q):\n got %q\nwant %q", c.Text, got, c.Description)
		}
	}
}

func TestPriceHasTwoDecimals(t *testing.T) {
	t.Parallel()
	for l, want := range map[money.Laari]string{0: "0.00", 5: "0.05", 95050: "950.50", 123456789: "1234567.89"} {
		if got := seo.Price(l); got != want {
			t.Errorf("Price(%d): got %q, want %q", l, got, want)
		}
	}
}

// shelf is a catalog of one dress, one kettle and their categories.
type shelf struct{ products []*catalog.Product }

func (s shelf) ProductBySlug(_ context.Context, slug string) (*catalog.Product, error) {
	for _, p := range s.products {
		if p.Slug() == slug {
			return p, nil
		}
	}
	return nil, catalog.ErrProductNotFound
}

func (shelf) CategoryBySlug(_ context.Context, slug string) (*catalog.Category, error) {
	for _, c := range categories() {
		if c.Slug() == slug {
			return c, nil
		}
	}
	return nil, catalog.ErrCategoryNotFound
}

func (shelf) Categories(context.Context) ([]*catalog.Category, error) { return categories(), nil }

// shelfNow is the shelf's clock.
var shelfNow = time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)

func (shelf) Now() time.Time { return shelfNow }

func (s shelf) ListProducts(context.Context, catalog.ProductFilter) (catalog.ProductPage, error) {
	return catalog.ProductPage{Products: s.products, Total: len(s.products)}, nil
}

func (s shelf) AllProducts(context.Context) ([]*catalog.Product, error) { return s.products, nil }

func categories() []*catalog.Category {
	abayas, err := catalog.UnmarshalCategoryFromDatabase("cat-1", catalog.Localized{EN: "Abayas"}, "abayas", "", "", catalog.Clothing, 1)
	if err != nil {
		panic(err)
	}
	return []*catalog.Category{abayas}
}

type ownerSettings struct{}

func (ownerSettings) Get(context.Context) (settings.Settings, error) { return settings.Defaults(), nil }

func TestEveryRouteOfTheAppIsAPage(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	var products []*catalog.Product
	for slug, shop := range map[string]catalog.ShopType{"dress": catalog.Clothing, "kettle": catalog.Accessories} {
		p, err := catalog.UnmarshalProductFromDatabase("prod-"+slug, slug, catalog.ProductDetails{Title: slug, ShopType: shop}, now, now, 1)
		if err != nil {
			t.Fatal(err)
		}
		products = append(products, p)
	}
	service := seo.NewService(shelf{products}, ownerSettings{})
	example := strings.NewReplacer("/shop/:slug", "/shop/dress", "/accessories/:slug", "/accessories/kettle",
		"/categories/:slug", "/categories/abayas", ":orderNumber", "RB-M1ABC2-X7QZ")
	for _, route := range loadVectors(t).Routes {
		p := example.Replace(route)
		h, err := service.Page(context.Background(), "", p, url.Values{})
		if err != nil || !h.Found || h.Redirect != "" || h.Title == seo.Title(seo.NotFoundTitle) {
			t.Errorf("%s (%s): got %+v, %v; want a page", route, p, h, err)
		}
	}
	if h, err := service.Page(context.Background(), "", "/no-such-page", url.Values{}); err != nil || h.Found {
		t.Errorf("/no-such-page: got %+v, %v; want Page Not Found", h, err)
	}
}

// TestAProductOnSaleOffersItsSalePrice: the product page's structured data
// and preview offer the sale price, valid until the sale's last day in
// Maldives time; without a sale in force, the price.
func TestAProductOnSaleOffersItsSalePrice(t *testing.T) {
	t.Parallel()
	ends := time.Date(2026, 12, 1, 19, 0, 0, 0, time.UTC) // midnight in Malé, 2 December
	for _, tc := range []struct {
		name      string
		sale      *catalog.Sale
		price     string
		original  money.Laari
		validTill any
	}{
		{"on sale", &catalog.Sale{Price: 180000, Ends: ends}, "1800.00", 220000, "2026-12-01"},
		{"on sale with no end", &catalog.Sale{Price: 180000}, "1800.00", 220000, nil},
		{"sale not started", &catalog.Sale{Price: 180000, Starts: shelfNow.Add(time.Hour)}, "2200.00", 0, nil},
		{"no sale", nil, "2200.00", 0, nil},
	} {
		d := catalog.ProductDetails{Title: "Dress", ShopType: catalog.Clothing, Price: 220000, Sale: tc.sale}
		p, err := catalog.UnmarshalProductFromDatabase("prod-dress", "dress", d, shelfNow, shelfNow, 1)
		if err != nil {
			t.Fatal(err)
		}
		h, err := seo.NewService(shelf{[]*catalog.Product{p}}, ownerSettings{}).Page(context.Background(), "", "/shop/dress", url.Values{})
		if err != nil || len(h.Data) == 0 {
			t.Fatalf("%s: got %+v, %v", tc.name, h, err)
		}
		offers, _ := h.Data[0]["offers"].(map[string]any)
		if offers["price"] != tc.price || offers["priceValidUntil"] != tc.validTill || h.Offer.Original != tc.original {
			t.Errorf("%s: got offers %v, original %d; want price %s until %v, original %d",
				tc.name, offers, h.Offer.Original, tc.price, tc.validTill, tc.original)
		}
	}
}
