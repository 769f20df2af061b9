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

func (s shelf) ListProducts(context.Context, catalog.ProductFilter) (catalog.ProductPage, error) {
	return catalog.ProductPage{Products: s.products, Total: len(s.products)}, nil
}

func categories() []*catalog.Category {
	abayas, err := catalog.UnmarshalCategoryFromDatabase("cat-1", "Abayas", "abayas", "", "", catalog.Clothing, 1)
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
