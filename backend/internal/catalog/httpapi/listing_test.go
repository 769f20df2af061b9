package httpapi_test

import (
	"encoding/json"
	"maps"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

func withSamples(cfg config.Config) config.Config {
	cfg.SampleData = true
	return cfg
}

func list(t *testing.T, a *apptest.App, query string) ([]httpapi.ProductJSON, int) {
	t.Helper()
	res, raw := call(t, a, http.MethodGet, "/api/products"+query, "", nil)
	var ps []httpapi.ProductJSON
	expect(t, res, raw, http.StatusOK, &ps)
	total, err := strconv.Atoi(res.Header.Get("X-Total-Count"))
	if err != nil {
		t.Fatalf("X-Total-Count %q: %v", res.Header.Get("X-Total-Count"), err)
	}
	return ps, total
}

// TestListingOnTheSampleCatalog runs each filter of GET /api/products against
// the sample catalog, on both databases.
func TestListingOnTheSampleCatalog(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, _ := startShop(t, withSamples(cfg))
		cases := []struct {
			query string
			want  []string // titles in order; nil: only the count is checked
			count int
			total int
		}{
			{query: "", count: 12, total: 15},
			{query: "?shop_type=clothing", count: 10, total: 10},
			{query: "?shop_type=accessories", count: 5, total: 5},
			{query: "?category=abayas", want: []string{"Pearl-Trim Occasion Abaya", "Classic Open-Front Abaya"}},
			{query: "?category=clothing", count: 10, total: 10},
			{query: "?category=abayas,dresses", want: []string{"Pearl-Trim Occasion Abaya", "Chiffon Tiered Maxi Dress", "Classic Open-Front Abaya", "Linen Shirt Dress"}},
			{query: "?category=accessories&sort=name", want: []string{"Electric Rice Cooker 1.8 L", "Ionic Hair Dryer 1800 W", "Power Blender 600 W", "Rechargeable Stand Fan 16\"", "Steam Iron 2200 W"}},
			{query: "?category=no-such-category", want: []string{}},
			{query: "?sizes=XXL", want: []string{"Pearl-Trim Occasion Abaya", "Island Breeze Cotton Kaftan", "Everyday Long Tunic"}},
			{query: "?sizes=xs,xxl&shop_type=clothing&sort=name", want: []string{"Chiffon Tiered Maxi Dress", "Everyday Long Tunic", "Island Breeze Cotton Kaftan", "Pearl-Trim Occasion Abaya"}},
			{query: "?colors=burgundy", want: []string{"Pearl-Trim Occasion Abaya", "Everyday Long Tunic"}},
			{query: "?colors=GREEN,Pink&sort=name", want: []string{"Chiffon Tiered Maxi Dress", "Everyday Jersey Hijab", "Island Breeze Cotton Kaftan", "Linen Shirt Dress", "One-Piece Prayer Dress"}},
			{query: "?min_price=1000", want: []string{"Pearl-Trim Occasion Abaya", "Rechargeable Stand Fan 16\"", "Power Blender 600 W"}},
			{query: "?max_price=250", want: []string{"Everyday Jersey Hijab"}},
			{query: "?min_price=480&max_price=480&sort=name", want: []string{"Pleated Maxi Skirt", "Steam Iron 2200 W"}},
			{query: "?min_price=249.5&per_page=100", count: 15, total: 15},
			{query: "?q=ABAYA", want: []string{"Pearl-Trim Occasion Abaya", "Classic Open-Front Abaya", "Steam Iron 2200 W"}}, // "hanging abayas"
			{query: "?q=DH-AP-00", count: 5, total: 5},
			{query: "?q=Power%20Cut", want: []string{"Rechargeable Stand Fan 16\""}},
			{query: "?is_featured=true", count: 6, total: 6},
			{query: "?is_featured=true&shop_type=clothing&limit=4", want: []string{"Pearl-Trim Occasion Abaya", "Chiffon Tiered Maxi Dress", "Island Breeze Cotton Kaftan", "Two-Piece Crepe Lounge Set"}, total: 5},
			{query: "?is_featured=false", count: 9, total: 9},
			{query: "?page=2&per_page=10", count: 5, total: 15},
			{query: "?page=3&per_page=10", want: []string{}, total: 15},
			{query: "?per_page=100000", count: 15, total: 15},
			{query: "?limit=3", count: 3, total: 15},
		}
		for _, c := range cases {
			t.Run(c.query, func(t *testing.T) {
				t.Parallel()
				ps, total := list(t, a, c.query)
				if c.want != nil {
					if got := titles(ps); !slices.Equal(got, c.want) {
						t.Errorf("got %q, want %q", got, c.want)
					}
					if c.total == 0 {
						c.total = len(c.want)
					}
				} else if len(ps) != c.count {
					t.Errorf("got %d products, want %d", len(ps), c.count)
				}
				if total != c.total {
					t.Errorf("got X-Total-Count %d, want %d", total, c.total)
				}
			})
		}
	})
}

func TestListingSortOrders(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, _ := startShop(t, withSamples(cfg))
		newest, _ := list(t, a, "?per_page=100")
		if newest[0].Title != "Pearl-Trim Occasion Abaya" || newest[14].Title != "Ionic Hair Dryer 1800 W" {
			t.Errorf("newest: got %q first and %q last", newest[0].Title, newest[14].Title)
		}
		for _, c := range []struct {
			sort string
			less func(a, b httpapi.ProductJSON) bool
		}{
			{"price-asc", func(a, b httpapi.ProductJSON) bool { return a.Price <= b.Price }},
			{"price-desc", func(a, b httpapi.ProductJSON) bool { return a.Price >= b.Price }},
			{"name", func(a, b httpapi.ProductJSON) bool { return a.Title <= b.Title }},
		} {
			ps, _ := list(t, a, "?per_page=100&sort="+c.sort)
			if len(ps) != 15 {
				t.Fatalf("%s: got %d products, want 15", c.sort, len(ps))
			}
			for i := 1; i < len(ps); i++ {
				if !c.less(ps[i-1], ps[i]) {
					t.Errorf("%s: %q (%v) comes before %q (%v)", c.sort, ps[i-1].Title, ps[i-1].Price, ps[i].Title, ps[i].Price)
				}
			}
		}
		asc, _ := list(t, a, "?sort=price-asc&limit=1")
		desc, _ := list(t, a, "?sort=price-desc&limit=1")
		if asc[0].Price != 250 || desc[0].Price != 2200 {
			t.Errorf("got cheapest %v and dearest %v, want 250 and 2200", asc[0].Price, desc[0].Price)
		}
	})
}

func TestListingRefusesNonsense(t *testing.T) {
	t.Parallel()
	a, _ := startShop(t, dbtest.Config(t, "sqlite"))
	cases := []struct {
		query string
		want  map[string]string
	}{
		{"?min_price=abc", map[string]string{"min_price": "Must be a number of 0 or more"}},
		{"?max_price=-5", map[string]string{"max_price": "Must be a number of 0 or more"}},
		{"?min_price=1.234", map[string]string{"min_price": "Must be a number of 0 or more"}},
		{"?page=-1", map[string]string{"page": "Must be a whole number of 1 or more"}},
		{"?page=0", map[string]string{"page": "Must be a whole number of 1 or more"}},
		{"?page=1.5", map[string]string{"page": "Must be a whole number of 1 or more"}},
		{"?per_page=0", map[string]string{"per_page": "Must be a whole number of 1 or more"}},
		{"?limit=abc", map[string]string{"limit": "Must be a whole number of 1 or more"}},
		{"?sort=bogus", map[string]string{"sort": "Must be one of newest, price-asc, price-desc, name"}},
		{"?is_featured=maybe", map[string]string{"is_featured": "Must be true or false"}},
		{"?shop_type=shoes", map[string]string{"shop_type": "Must be one of clothing, accessories"}},
		{"?sort=bogus&page=x", map[string]string{"sort": "Must be one of newest, price-asc, price-desc, name", "page": "Must be a whole number of 1 or more"}},
	}
	for _, c := range cases {
		t.Run(c.query, func(t *testing.T) {
			t.Parallel()
			res, raw := call(t, a, http.MethodGet, "/api/products"+c.query, "", nil)
			body := refused(t, res, raw, http.StatusUnprocessableEntity)
			if !maps.Equal(body.Fields, c.want) {
				t.Errorf("got fields %v, want %v", body.Fields, c.want)
			}
		})
	}
}

func TestReadingOneProductOrCategory(t *testing.T) {
	t.Parallel()
	a, _ := startShop(t, withSamples(dbtest.Config(t, "sqlite")))

	for _, c := range []struct{ path, want string }{
		{"/api/products/slug/no-such-product", "Product not found"},
		{"/api/products/prod-none", "Product not found"},
		{"/api/categories/slug/no-such-category", "Category not found"},
	} {
		res, raw := call(t, a, http.MethodGet, c.path, "", nil)
		body := refused(t, res, raw, http.StatusNotFound)
		if body.Error != c.want {
			t.Errorf("%s: got error %q, want %q", c.path, body.Error, c.want)
		}
	}

	// A clothing product: exactly the wire names, no appliance fields.
	res, raw := call(t, a, http.MethodGet, "/api/products/slug/classic-open-front-abaya", "", nil)
	var keys map[string]json.RawMessage
	expect(t, res, raw, http.StatusOK, &keys)
	want := []string{"care_instructions", "category_id", "colors", "created_at", "delivery_notes", "description", "id", "images",
		"is_featured", "price", "shop_type", "sizes", "sku", "slug", "stock", "tags", "title", "updated_at", "version"}
	if got := slices.Sorted(maps.Keys(keys)); !slices.Equal(got, want) {
		t.Errorf("clothing product keys: got %v, want %v", got, want)
	}
	var p httpapi.ProductJSON
	expect(t, res, raw, http.StatusOK, &p)
	if p.Price != 950 || p.ShopType != "clothing" || p.Images[0] != "/media/samples/classic-open-front-abaya.svg" ||
		!slices.Equal(p.Sizes, []string{"S", "M", "L", "XL"}) || p.Stock["Black:M"] == 0 || p.CategoryID != "cat-abayas" {
		t.Errorf("got %+v", p)
	}

	res, raw = call(t, a, http.MethodGet, "/api/products/"+p.ID, "", nil)
	var byID httpapi.ProductJSON
	expect(t, res, raw, http.StatusOK, &byID)
	if byID.Slug != p.Slug {
		t.Errorf("by id: got slug %q, want %q", byID.Slug, p.Slug)
	}

	// An appliance: brand, model, specifications and warranty, no colours or sizes.
	res, raw = call(t, a, http.MethodGet, "/api/products/slug/steam-iron-2200-w", "", nil)
	p = httpapi.ProductJSON{}
	expect(t, res, raw, http.StatusOK, &p)
	if p.Brand != "Pressa" || p.Model == "" || p.Specifications == "" || p.Warranty != "2 years" ||
		len(p.Colors) != 0 || len(p.Sizes) != 0 || p.Stock["default"] != 15 || len(p.Stock) != 1 {
		t.Errorf("got %+v", p)
	}

	res, raw = call(t, a, http.MethodGet, "/api/categories/slug/hijabs-shawls", "", nil)
	var cat httpapi.CategoryJSON
	expect(t, res, raw, http.StatusOK, &cat)
	if cat.Name != "Hijabs & Shawls" || cat.ParentID == nil || *cat.ParentID != "cat-clothing" || cat.ImageURL == nil {
		t.Errorf("got %+v", cat)
	}
}

func TestCategoriesInPositionOrder(t *testing.T) {
	t.Parallel()
	a, _ := startShop(t, withSamples(dbtest.Config(t, "sqlite")))
	res, raw := call(t, a, http.MethodGet, "/api/categories", "", nil)
	var cats []httpapi.CategoryJSON
	expect(t, res, raw, http.StatusOK, &cats)
	if len(cats) != 14 {
		t.Fatalf("got %d categories, want 14", len(cats))
	}
	if !sort.SliceIsSorted(cats, func(i, j int) bool { return cats[i].Position < cats[j].Position }) {
		t.Error("categories are not in position order")
	}
	var children []string
	for _, c := range cats {
		if c.ParentID != nil {
			children = append(children, c.Name)
		}
	}
	if want := []string{"Abayas", "Dresses", "Hijabs & Shawls", "Kaftans"}; !slices.Equal(children[:4], want) {
		t.Errorf("the home page's first four: got %v, want %v", children[:4], want)
	}
	top := cats[0]
	if top.Name != "Clothing" || top.ParentID != nil || top.ImageURL != nil {
		t.Errorf("got first %+v, want Clothing with null parent_id and image_url", top)
	}
	// null, not absent
	var rawCats []map[string]json.RawMessage
	expect(t, res, raw, http.StatusOK, &rawCats)
	if string(rawCats[0]["parent_id"]) != "null" || string(rawCats[0]["image_url"]) != "null" {
		t.Errorf("got parent_id %s image_url %s, want null", rawCats[0]["parent_id"], rawCats[0]["image_url"])
	}
}

// TestSampleDataIsAddedOnce: a first start fills the catalog, a second start
// on the same database adds nothing (not even after the owner deleted some).
func TestSampleDataIsAddedOnce(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg = withSamples(cfg)
		a, _ := startShop(t, cfg)
		ps, total := list(t, a, "?per_page=100")
		if total != 15 || len(ps) != 15 {
			t.Fatalf("first start: got %d products, want 15", total)
		}
		clothing, _ := list(t, a, "?shop_type=clothing&per_page=100")
		appliances, _ := list(t, a, "?shop_type=accessories&per_page=100")
		if len(clothing) != 10 || len(appliances) != 5 {
			t.Errorf("got %d clothing and %d appliances, want 10 and 5", len(clothing), len(appliances))
		}
		res, raw := call(t, a, http.MethodGet, "/api/categories", "", nil)
		var cats []httpapi.CategoryJSON
		expect(t, res, raw, http.StatusOK, &cats)
		if len(cats) != 14 {
			t.Errorf("got %d categories, want 14", len(cats))
		}
		admin := a.AdminCookie(t)
		res, raw = call(t, a, http.MethodDelete, "/api/products/"+ps[0].ID, admin, nil)
		expect(t, res, raw, http.StatusNoContent, nil)
		a.Stop(t)

		again, _ := startShop(t, cfg)
		if _, total := list(t, again, ""); total != 14 {
			t.Errorf("second start: got %d products, want 14 (no sample data again)", total)
		}
	})
}

func TestNoSampleDataWhenTurnedOff(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	cfg.SampleData = false
	a, _ := startShop(t, cfg)
	if ps, total := list(t, a, ""); total != 0 || len(ps) != 0 {
		t.Errorf("got %d products, want none", total)
	}
	res, raw := call(t, a, http.MethodGet, "/api/categories", "", nil)
	var cats []httpapi.CategoryJSON
	expect(t, res, raw, http.StatusOK, &cats)
	if len(cats) != 0 {
		t.Errorf("got %d categories, want none", len(cats))
	}
}

// TestNineProductsStaySmall: a clothing listing page (9 products, spec
// section 9) stays under 20 KB of JSON before compression, for customers on
// slow island connections.
func TestNineProductsStaySmall(t *testing.T) {
	t.Parallel()
	a, _ := startShop(t, withSamples(dbtest.Config(t, "sqlite")))
	for _, query := range []string{"?shop_type=clothing&per_page=9", "?per_page=9&sort=price-desc"} {
		res, raw := call(t, a, http.MethodGet, "/api/products"+query, "", nil)
		var ps []httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &ps)
		if len(ps) != 9 {
			t.Fatalf("%s: got %d products, want 9", query, len(ps))
		}
		if len(raw) >= 20*1024 {
			t.Errorf("%s: %d bytes of JSON for 9 products, want under 20 KB", query, len(raw))
		}
		t.Logf("%s: %d bytes for 9 products", query, len(raw))
	}
}

// BenchmarkListProducts is a page of 12 of the sample catalog over HTTP, on
// each database: go test -run '^$' -bench ListProducts ./internal/catalog/httpapi/
func BenchmarkListProducts(b *testing.B) {
	for _, d := range dbtest.Dialects {
		b.Run(string(d), func(b *testing.B) {
			a, _ := startShop(b, withSamples(dbtest.Config(b, d)))
			for _, c := range []struct{ name, query string }{
				{"newest", "?per_page=12"},
				{"filtered", "?shop_type=clothing&category=clothing&sizes=M,L&sort=price-asc&per_page=12"},
			} {
				b.Run(c.name, func(b *testing.B) {
					for b.Loop() {
						res, _ := call(b, a, http.MethodGet, "/api/products"+c.query, "", nil)
						if res.StatusCode != http.StatusOK {
							b.Fatalf("got %d", res.StatusCode)
						}
					}
				})
			}
		})
	}
}
