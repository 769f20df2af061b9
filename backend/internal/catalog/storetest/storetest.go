// Package storetest is the contract every implementation of the catalog's
// store ports passes: the same cases, run on each database beside the other
// modules' contracts (internal/app runs it over gormstore on SQLite and
// PostgreSQL).
package storetest

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/transaction"
)

// Stores are the ports under test, on a fresh, empty, migrated database.
type Stores struct {
	Products   catalog.Products
	Categories catalog.Categories
	Samples    catalog.SampleStore
	// Transactor is the database's: the stores join its transactions.
	transaction.Transactor
}

// Cases are the contract's cases by name; the store contracts' test runs
// each on a fresh database of each dialect (dbtest.RunContract).
var Cases = map[string]func(t *testing.T, s Stores){
	"product reads back as saved":         productReadsBack,
	"update keeps slug and creation time": updateKeepsIdentity,
	"a failed update changes nothing":     failedUpdateChangesNothing,
	"sku and slug are unique":             skuAndSlugUnique,
	"a product needs its category":        productNeedsCategory,
	"delete product":                      deleteProduct,
	"filters":                             filters,
	"sort orders":                         sortOrders,
	"pages and total":                     pagesAndTotal,
	"every product in one read":           allInOneRead,
	"the shared listing vectors, over the sample catalogue": listingVectors,
	"slugs taken":                                   slugsTaken,
	"categories in order":                           categoriesInOrder,
	"category update":                               categoryUpdate,
	"category delete is refused while in use":       categoryDeleteRefused,
	"reorder is one transaction":                    reorderIsOneTransaction,
	"sample data once":                              sampleDataOnce,
	"sample data not over an existing catalog":      sampleDataNotOverExisting,
	"take stock":                                    takeStock,
	"take stock is all or nothing":                  takeStockAllOrNothing,
	"take stock joins the caller's transaction":     takeStockJoinsTransaction,
	"take stock under concurrency":                  takeStockConcurrently,
	"every change of a product is a new version":    versionCountsChanges,
	"an edit from an older version changes nothing": staleVersionChangesNothing,
}

var t0 = time.Date(2025, 1, 15, 8, 30, 0, 123456000, time.UTC)

// world is a small catalog: two shops, parents and children, five products
// created a minute apart.
type world struct {
	clothing, abayas, dresses, accessories, kitchen *catalog.Category
	blackAbaya, navyAbaya, dress, riceCooker, tunic *catalog.Product
}

func mustCategory(t *testing.T, s Stores, id, name string, parent *catalog.Category, shop catalog.ShopType, pos int) *catalog.Category {
	t.Helper()
	d := catalog.CategoryDetails{Name: name, ShopType: shop}
	c, err := catalog.NewCategory(id, catalog.Slugify(name), d, parent, pos)
	if err != nil {
		t.Fatalf("category %s: %v", name, err)
	}
	if err := s.Categories.Create(context.Background(), c); err != nil {
		t.Fatalf("create category %s: %v", name, err)
	}
	return c
}

func clothingDetails(title, sku string, price money.Laari, cat *catalog.Category, sizes []string, colors ...string) catalog.ProductDetails {
	d := catalog.ProductDetails{
		Title: title, SKU: sku, Description: "A modest garment called " + title + ".", Price: price,
		Images: []string{"/media/samples/" + catalog.Slugify(title) + ".svg"}, CategoryID: cat.ID(),
		ShopType: catalog.Clothing, Sizes: sizes, Stock: map[string]int{},
		Tags: []string{}, CareInstructions: "Hand wash cold.", DeliveryNotes: "Ships in 2 days.",
	}
	for _, c := range colors {
		d.Colors = append(d.Colors, catalog.Color{Name: c, Hex: "#112233"})
		for _, s := range sizes {
			d.Stock[c+":"+s] = 4
		}
	}
	return d
}

func mustProduct(t *testing.T, s Stores, id string, d catalog.ProductDetails, cat *catalog.Category, at time.Time) *catalog.Product {
	t.Helper()
	p, err := catalog.NewProduct(id, catalog.Slugify(d.Title), d, cat, at)
	if err != nil {
		t.Fatalf("product %s: %v", d.Title, err)
	}
	if err := s.Products.Create(context.Background(), p); err != nil {
		t.Fatalf("create product %s: %v", d.Title, err)
	}
	return p
}

func newWorld(t *testing.T, s Stores) world {
	t.Helper()
	var w world
	w.clothing = mustCategory(t, s, "cat-clothing", "Clothing", nil, catalog.Clothing, 1)
	w.abayas = mustCategory(t, s, "cat-abayas", "Abayas", w.clothing, catalog.Clothing, 2)
	w.dresses = mustCategory(t, s, "cat-dresses", "Dresses", w.clothing, catalog.Clothing, 3)
	w.accessories = mustCategory(t, s, "acc-cat-root", "Accessories", nil, catalog.Accessories, 1)
	w.kitchen = mustCategory(t, s, "acc-cat-kitchen", "Kitchen Appliances", w.accessories, catalog.Accessories, 2)

	black := clothingDetails("Black Abaya", "AB-1", 95000, w.abayas, []string{"S", "M"}, "Black")
	black.Featured = true
	w.blackAbaya = mustProduct(t, s, "prod-1", black, w.abayas, t0)
	w.navyAbaya = mustProduct(t, s, "prod-2", clothingDetails("Navy Abaya", "AB-2", 50000, w.abayas, []string{"L"}, "Navy", "White"), w.abayas, t0.Add(time.Minute))
	dress := clothingDetails("Summer Dress", "DR-1", 78000, w.dresses, []string{"M", "XL"}, "Pink")
	dress.Description = "Breezy 100% LINEN maxi dress."
	dress.Featured = true
	w.dress = mustProduct(t, s, "prod-3", dress, w.dresses, t0.Add(2*time.Minute))
	cooker := catalog.ProductDetails{
		Title: "Rice Cooker", SKU: "RC-1", Description: "Cooks 1.8 litres of rice.", Price: 69000,
		CategoryID: w.kitchen.ID(), ShopType: catalog.Accessories, Stock: map[string]int{"default": 5},
		Brand: "HomeMax", Model: "RC-18", Specifications: "700 W", Warranty: "1 year",
	}
	w.riceCooker = mustProduct(t, s, "prod-4", cooker, w.kitchen, t0.Add(3*time.Minute))
	w.tunic = mustProduct(t, s, "prod-5", clothingDetails("apricot Tunic", "TU-1", 25000, w.clothing, []string{"XS"}, "Beige"), w.clothing, t0.Add(4*time.Minute))
	return w
}

// same fails unless got and want are the same product, field for field.
func same(t *testing.T, got, want *catalog.Product) {
	t.Helper()
	if got.ID() != want.ID() || got.Slug() != want.Slug() || got.Version() != want.Version() ||
		!got.CreatedAt().Equal(want.CreatedAt()) || !got.UpdatedAt().Equal(want.UpdatedAt()) {
		t.Errorf("got %s %s v%d %v %v, want %s %s v%d %v %v", got.ID(), got.Slug(), got.Version(), got.CreatedAt(), got.UpdatedAt(),
			want.ID(), want.Slug(), want.Version(), want.CreatedAt(), want.UpdatedAt())
	}
	if g, w := got.Details(), want.Details(); !reflect.DeepEqual(g, w) {
		t.Errorf("got details\n%#v\nwant\n%#v", g, w)
	}
}

// ids are the ids of products or categories, in their order.
func ids[T interface{ ID() string }](xs []T) []string {
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		out = append(out, x.ID())
	}
	return out
}

func productReadsBack(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	for _, want := range []*catalog.Product{w.blackAbaya, w.riceCooker} {
		got, err := s.Products.ByID(ctx, want.ID())
		if err != nil {
			t.Fatalf("ByID: %v", err)
		}
		same(t, got, want)
		got, err = s.Products.BySlug(ctx, want.Slug())
		if err != nil {
			t.Fatalf("BySlug: %v", err)
		}
		same(t, got, want)
	}
	if _, err := s.Products.ByID(ctx, "prod-none"); !errors.Is(err, catalog.ErrProductNotFound) {
		t.Errorf("ByID of a missing product: got %v, want ErrProductNotFound", err)
	}
	if _, err := s.Products.BySlug(ctx, "none"); !errors.Is(err, catalog.ErrProductNotFound) {
		t.Errorf("BySlug of a missing product: got %v, want ErrProductNotFound", err)
	}
	got, err := s.Products.ByIDs(ctx, []string{"prod-3", "prod-none", "prod-1"})
	if err != nil {
		t.Fatalf("ByIDs: %v", err)
	}
	gotIDs := ids(got)
	slices.Sort(gotIDs)
	if want := []string{"prod-1", "prod-3"}; !slices.Equal(gotIDs, want) {
		t.Errorf("ByIDs: got %v, want %v", gotIDs, want)
	}
}

func updateKeepsIdentity(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	later := t0.Add(time.Hour)
	d := w.blackAbaya.Details()
	d.Title = "Jet Black Abaya"
	d.Price = 99900
	d.Sizes = []string{"XL"}
	d.Colors = []catalog.Color{{Name: "Burgundy", Hex: "#800020"}}
	d.Stock = map[string]int{"Burgundy:XL": 2}
	d.CategoryID = w.dresses.ID()
	updated, err := s.Products.Update(ctx, w.blackAbaya.ID(), func(p *catalog.Product) error {
		return p.Edit(d, w.dresses, later)
	})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	got, err := s.Products.ByID(ctx, w.blackAbaya.ID())
	if err != nil {
		t.Fatalf("ByID: %v", err)
	}
	same(t, got, updated)
	if got.Slug() != "black-abaya" || !got.CreatedAt().Equal(t0) || !got.UpdatedAt().Equal(later) || got.Title() != "Jet Black Abaya" {
		t.Errorf("got slug %q created %v updated %v title %q; want slug and creation kept, the rest changed",
			got.Slug(), got.CreatedAt(), got.UpdatedAt(), got.Title())
	}
	// The filters see the new sizes, colours and category, not the old ones.
	for _, c := range []struct {
		f    catalog.ProductFilter
		want []string
	}{
		{catalog.ProductFilter{Sizes: []string{"S"}}, []string{}},
		{catalog.ProductFilter{Sizes: []string{"XL"}}, []string{"prod-3", "prod-1"}},
		{catalog.ProductFilter{Colors: []string{"black"}}, []string{}},
		{catalog.ProductFilter{Colors: []string{"burgundy"}}, []string{"prod-1"}},
		{catalog.ProductFilter{CategorySlugs: []string{"dresses"}}, []string{"prod-3", "prod-1"}},
		{catalog.ProductFilter{Query: "jet"}, []string{"prod-1"}},
	} {
		expectList(t, s, c.f, c.want)
	}
	if _, err := s.Products.Update(ctx, "prod-none", func(*catalog.Product) error { return nil }); !errors.Is(err, catalog.ErrProductNotFound) {
		t.Errorf("Update of a missing product: got %v, want ErrProductNotFound", err)
	}
}

func failedUpdateChangesNothing(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	refused := errors.New("refused")
	_, err := s.Products.Update(ctx, w.navyAbaya.ID(), func(p *catalog.Product) error {
		d := p.Details()
		d.Title = "Changed"
		if err := p.Edit(d, w.abayas, t0.Add(time.Hour)); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("got %v, want the closure's error", err)
	}
	got, err := s.Products.ByID(ctx, w.navyAbaya.ID())
	if err != nil {
		t.Fatal(err)
	}
	same(t, got, w.navyAbaya)
}

func skuAndSlugUnique(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	d := clothingDetails("Another Abaya", "AB-1", 1000, w.abayas, []string{"M"}, "Black")
	p, err := catalog.NewProduct("prod-x", "another-abaya", d, w.abayas, t0)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Products.Create(ctx, p); !errors.Is(err, catalog.ErrSKUTaken) {
		t.Errorf("Create with a used SKU: got %v, want ErrSKUTaken", err)
	}
	d.SKU = "AB-NEW"
	p, err = catalog.NewProduct("prod-x", "black-abaya", d, w.abayas, t0)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Products.Create(ctx, p); !errors.Is(err, catalog.ErrSlugTaken) {
		t.Errorf("Create with a used slug: got %v, want ErrSlugTaken", err)
	}
	_, err = s.Products.Update(ctx, w.navyAbaya.ID(), func(p *catalog.Product) error {
		d := p.Details()
		d.SKU = "AB-1"
		return p.Edit(d, w.abayas, t0)
	})
	if !errors.Is(err, catalog.ErrSKUTaken) {
		t.Errorf("Update to another product's SKU: got %v, want ErrSKUTaken", err)
	}
	// Keeping its own SKU is fine.
	_, err = s.Products.Update(ctx, w.navyAbaya.ID(), func(p *catalog.Product) error {
		return p.Edit(p.Details(), w.abayas, t0)
	})
	if err != nil {
		t.Errorf("Update keeping the SKU: %v", err)
	}
	c, err := catalog.NewCategory("cat-x", "abayas", catalog.CategoryDetails{Name: "Abayas", ShopType: catalog.Clothing}, w.clothing, 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Categories.Create(ctx, c); !errors.Is(err, catalog.ErrSlugTaken) {
		t.Errorf("Create category with a used slug: got %v, want ErrSlugTaken", err)
	}
}

func productNeedsCategory(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	gone, err := catalog.UnmarshalCategoryFromDatabase("cat-gone", catalog.Localized{EN: "Gone"}, "gone", "", "", catalog.Clothing, 1)
	if err != nil {
		t.Fatal(err)
	}
	d := clothingDetails("Lost Abaya", "AB-9", 1000, gone, []string{"M"}, "Black")
	p, err := catalog.NewProduct("prod-x", "lost-abaya", d, gone, t0)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Products.Create(ctx, p); !errors.Is(err, catalog.ErrCategoryMissing) {
		t.Errorf("Create in a missing category: got %v, want ErrCategoryMissing", err)
	}
	expectList(t, s, catalog.ProductFilter{Query: "lost"}, []string{})
	_ = w
}

func deleteProduct(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	if err := s.Products.Delete(ctx, w.dress.ID()); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if _, err := s.Products.ByID(ctx, w.dress.ID()); !errors.Is(err, catalog.ErrProductNotFound) {
		t.Errorf("after Delete: got %v, want ErrProductNotFound", err)
	}
	if err := s.Products.Delete(ctx, w.dress.ID()); !errors.Is(err, catalog.ErrProductNotFound) {
		t.Errorf("Delete again: got %v, want ErrProductNotFound", err)
	}
	expectList(t, s, catalog.ProductFilter{Sizes: []string{"XL"}}, []string{})
}

func expectList(t *testing.T, s Stores, f catalog.ProductFilter, want []string) {
	t.Helper()
	page, err := s.Products.List(context.Background(), f)
	if err != nil {
		t.Fatalf("List(%+v): %v", f, err)
	}
	if got := ids(page.Products); !slices.Equal(got, want) {
		t.Errorf("List(%+v): got %v, want %v", f, got, want)
	}
	if f.PerPage == 0 && page.Total != len(want) {
		t.Errorf("List(%+v): got total %d, want %d", f, page.Total, len(want))
	}
}

func price(mvr money.Laari) *money.Laari { v := mvr * money.PerMVR; return &v }

func filters(t *testing.T, s Stores) {
	newWorld(t, s)
	yes, no := true, false
	cases := []struct {
		name string
		f    catalog.ProductFilter
		want []string
	}{
		{"everything, newest first", catalog.ProductFilter{}, []string{"prod-5", "prod-4", "prod-3", "prod-2", "prod-1"}},
		{"clothing", catalog.ProductFilter{ShopType: catalog.Clothing}, []string{"prod-5", "prod-3", "prod-2", "prod-1"}},
		{"appliances", catalog.ProductFilter{ShopType: catalog.Accessories}, []string{"prod-4"}},
		{"a parent includes its children", catalog.ProductFilter{CategorySlugs: []string{"clothing"}}, []string{"prod-5", "prod-3", "prod-2", "prod-1"}},
		{"one category", catalog.ProductFilter{CategorySlugs: []string{"abayas"}}, []string{"prod-2", "prod-1"}},
		{"two categories", catalog.ProductFilter{CategorySlugs: []string{"Abayas", " dresses "}}, []string{"prod-3", "prod-2", "prod-1"}},
		{"appliance category", catalog.ProductFilter{CategorySlugs: []string{"kitchen-appliances"}}, []string{"prod-4"}},
		{"unknown category", catalog.ProductFilter{CategorySlugs: []string{"nope"}}, []string{}},
		{"a size", catalog.ProductFilter{Sizes: []string{"M"}}, []string{"prod-3", "prod-1"}},
		{"any of sizes", catalog.ProductFilter{Sizes: []string{"l", "XS"}}, []string{"prod-5", "prod-2"}},
		{"a colour, any case", catalog.ProductFilter{Colors: []string{"WHITE"}}, []string{"prod-2"}},
		{"any of colours", catalog.ProductFilter{Colors: []string{"black", "Pink"}}, []string{"prod-3", "prod-1"}},
		{"min price", catalog.ProductFilter{MinPrice: price(500)}, []string{"prod-4", "prod-3", "prod-2", "prod-1"}},
		{"max price", catalog.ProductFilter{MaxPrice: price(690)}, []string{"prod-5", "prod-4", "prod-2"}},
		{"exact price", catalog.ProductFilter{MinPrice: price(500), MaxPrice: price(500)}, []string{"prod-2"}},
		{"empty price range", catalog.ProductFilter{MinPrice: price(900), MaxPrice: price(100)}, []string{}},
		{"text in the title, any case", catalog.ProductFilter{Query: "ABAYA"}, []string{"prod-2", "prod-1"}},
		{"text in the sku", catalog.ProductFilter{Query: "ab-2"}, []string{"prod-2"}},
		{"text in the description", catalog.ProductFilter{Query: "linen"}, []string{"prod-3"}},
		{"percent is literal", catalog.ProductFilter{Query: "100%"}, []string{"prod-3"}},
		{"underscore is literal", catalog.ProductFilter{Query: "a_a"}, []string{}},
		{"featured", catalog.ProductFilter{Featured: &yes}, []string{"prod-3", "prod-1"}},
		{"not featured", catalog.ProductFilter{Featured: &no}, []string{"prod-5", "prod-4", "prod-2"}},
		{"combined", catalog.ProductFilter{ShopType: catalog.Clothing, Sizes: []string{"M"}, MaxPrice: price(800)}, []string{"prod-3"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			expectList(t, s, c.f, c.want)
		})
	}
}

func sortOrders(t *testing.T, s Stores) {
	newWorld(t, s)
	cases := []struct {
		sort catalog.Sort
		want []string
	}{
		{catalog.SortNewest, []string{"prod-5", "prod-4", "prod-3", "prod-2", "prod-1"}},
		{catalog.SortPriceAsc, []string{"prod-5", "prod-2", "prod-4", "prod-3", "prod-1"}},
		{catalog.SortPriceDesc, []string{"prod-1", "prod-3", "prod-4", "prod-2", "prod-5"}},
		// by title ignoring case: apricot, Black, Navy, Rice, Summer
		{catalog.SortName, []string{"prod-5", "prod-1", "prod-2", "prod-4", "prod-3"}},
	}
	for _, c := range cases {
		t.Run(string(c.sort), func(t *testing.T) {
			t.Parallel()
			expectList(t, s, catalog.ProductFilter{Sort: c.sort}, c.want)
		})
	}
}

func pagesAndTotal(t *testing.T, s Stores) {
	newWorld(t, s)
	ctx := context.Background()
	want := [][]string{{"prod-5", "prod-4"}, {"prod-3", "prod-2"}, {"prod-1"}, {}}
	for i, w := range want {
		page, err := s.Products.List(ctx, catalog.ProductFilter{Page: i + 1, PerPage: 2})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(page.Products); !slices.Equal(got, w) || page.Total != 5 {
			t.Errorf("page %d: got %v total %d, want %v total 5", i+1, got, page.Total, w)
		}
	}
	page, err := s.Products.List(ctx, catalog.ProductFilter{ShopType: catalog.Clothing, PerPage: 3, Page: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(page.Products); !slices.Equal(got, []string{"prod-1"}) || page.Total != 4 {
		t.Errorf("filtered page 2: got %v total %d, want [prod-1] total 4", got, page.Total)
	}
}

// allInOneRead: All gives every product, in the pages' order.
func allInOneRead(t *testing.T, s Stores) {
	newWorld(t, s)
	all, err := s.Products.All(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ids(all), []string{"prod-5", "prod-4", "prod-3", "prod-2", "prod-1"}; !slices.Equal(got, want) {
		t.Errorf("All: got %v, want %v", got, want)
	}
}

func slugsTaken(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	for _, title := range []string{"Black Abaya 2", "Black Abaya Long", "Black Abayas"} {
		d := clothingDetails(title, "SKU-"+catalog.Slugify(title), 1000, w.abayas, []string{"M"}, "Black")
		mustProduct(t, s, "prod-"+catalog.Slugify(title), d, w.abayas, t0)
	}
	got, err := s.Products.SlugsTaken(ctx, "black-abaya")
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	// "black-abayas" is not base-N; the others may be (NextFreeSlug decides).
	if want := []string{"black-abaya", "black-abaya-2", "black-abaya-long"}; !slices.Equal(got, want) {
		t.Errorf("SlugsTaken: got %v, want %v", got, want)
	}
	got, err = s.Products.SlugsTaken(ctx, "nothing")
	if err != nil || len(got) != 0 {
		t.Errorf("SlugsTaken of a free slug: got %v, %v; want none", got, err)
	}
	got, err = s.Categories.SlugsTaken(ctx, "abayas")
	if err != nil || !slices.Equal(got, []string{"abayas"}) {
		t.Errorf("category SlugsTaken: got %v, %v; want [abayas]", got, err)
	}
}

func categoriesInOrder(t *testing.T, s Stores) {
	ctx := context.Background()
	newWorld(t, s)
	mustCategory(t, s, "cat-b", "Burqas", nil, catalog.Clothing, 2) // same position as Abayas: by name
	all, err := s.Categories.All(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"acc-cat-root", "cat-clothing", "cat-abayas", "cat-b", "acc-cat-kitchen", "cat-dresses"}
	if got := ids(all); !slices.Equal(got, want) {
		t.Errorf("All: got %v, want %v (position, then name)", got, want)
	}
	got, err := s.Categories.BySlug(ctx, "kitchen-appliances")
	if err != nil {
		t.Fatal(err)
	}
	if got.ID() != "acc-cat-kitchen" || got.ParentID() != "acc-cat-root" || got.ShopType() != catalog.Accessories || got.Name() != "Kitchen Appliances" || got.Position() != 2 {
		t.Errorf("BySlug: got %+v", got)
	}
	if _, err := s.Categories.BySlug(ctx, "none"); !errors.Is(err, catalog.ErrCategoryNotFound) {
		t.Errorf("BySlug of a missing category: got %v, want ErrCategoryNotFound", err)
	}
	if _, err := s.Categories.ByID(ctx, "none"); !errors.Is(err, catalog.ErrCategoryNotFound) {
		t.Errorf("ByID of a missing category: got %v, want ErrCategoryNotFound", err)
	}
}

func categoryUpdate(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	pos := 7
	updated, err := s.Categories.Update(ctx, w.dresses.ID(), func(c *catalog.Category) error {
		return c.Edit(catalog.CategoryDetails{Name: "Maxi Dresses", ImageURL: "/media/x.png", ParentID: w.clothing.ID(), Position: &pos}, w.clothing, false)
	})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	got, err := s.Categories.ByID(ctx, w.dresses.ID())
	if err != nil {
		t.Fatal(err)
	}
	if got.Name() != "Maxi Dresses" || got.Slug() != "dresses" || got.ImageURL() != "/media/x.png" || got.Position() != 7 || !reflect.DeepEqual(got, updated) {
		t.Errorf("got %+v, want renamed, slug kept, image and position set", got)
	}
	// Top level again: the parent goes.
	_, err = s.Categories.Update(ctx, w.dresses.ID(), func(c *catalog.Category) error {
		return c.Edit(catalog.CategoryDetails{Name: "Maxi Dresses"}, nil, false)
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ = s.Categories.ByID(ctx, w.dresses.ID()); got.ParentID() != "" || got.ImageURL() != "" {
		t.Errorf("got parent %q image %q, want none", got.ParentID(), got.ImageURL())
	}
	if _, err := s.Categories.Update(ctx, "none", func(*catalog.Category) error { return nil }); !errors.Is(err, catalog.ErrCategoryNotFound) {
		t.Errorf("Update of a missing category: got %v, want ErrCategoryNotFound", err)
	}
}

func categoryDeleteRefused(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	for _, c := range []*catalog.Category{w.abayas, w.clothing, w.accessories} {
		if err := s.Categories.Delete(ctx, c.ID()); !errors.Is(err, catalog.ErrCategoryInUse) {
			t.Errorf("Delete %s: got %v, want ErrCategoryInUse", c.Name(), err)
		}
	}
	if err := s.Products.Delete(ctx, w.riceCooker.ID()); err != nil {
		t.Fatal(err)
	}
	if err := s.Categories.Delete(ctx, w.kitchen.ID()); err != nil {
		t.Fatalf("Delete an unused category: %v", err)
	}
	if err := s.Categories.Delete(ctx, w.accessories.ID()); err != nil {
		t.Fatalf("Delete a parent without children: %v", err)
	}
	if err := s.Categories.Delete(ctx, w.kitchen.ID()); !errors.Is(err, catalog.ErrCategoryNotFound) {
		t.Errorf("Delete again: got %v, want ErrCategoryNotFound", err)
	}
}

func reorderIsOneTransaction(t *testing.T, s Stores) {
	ctx := context.Background()
	w := newWorld(t, s)
	err := s.Categories.Reorder(ctx, []catalog.Placement{
		{ID: w.abayas.ID(), Position: 5}, {ID: "cat-none", Position: 0}, {ID: w.dresses.ID(), Position: 0},
	})
	var unknown *catalog.UnknownCategoriesError
	if !errors.As(err, &unknown) || !slices.Equal(unknown.IDs, []string{"cat-none"}) {
		t.Fatalf("Reorder with an unknown id: got %v, want UnknownCategoriesError [cat-none]", err)
	}
	all, err := s.Categories.All(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ids(all), []string{"acc-cat-root", "cat-clothing", "cat-abayas", "acc-cat-kitchen", "cat-dresses"}; !slices.Equal(got, want) {
		t.Errorf("after a refused reorder: got %v, want %v (unchanged)", got, want)
	}
	err = s.Categories.Reorder(ctx, []catalog.Placement{{ID: w.abayas.ID(), Position: 5}, {ID: w.dresses.ID(), Position: 0}})
	if err != nil {
		t.Fatalf("Reorder: %v", err)
	}
	all, err = s.Categories.All(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ids(all), []string{"cat-dresses", "acc-cat-root", "cat-clothing", "acc-cat-kitchen", "cat-abayas"}; !slices.Equal(got, want) {
		t.Errorf("after reorder: got %v, want %v", got, want)
	}
}

func sampleSet(t *testing.T) ([]*catalog.Category, []*catalog.Product) {
	t.Helper()
	top, err := catalog.NewCategory("cat-s1", "sample-clothing", catalog.CategoryDetails{Name: "Clothing", ShopType: catalog.Clothing}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	child, err := catalog.NewCategory("cat-s2", "sample-abayas", catalog.CategoryDetails{Name: "Abayas", ShopType: catalog.Clothing}, top, 2)
	if err != nil {
		t.Fatal(err)
	}
	p, err := catalog.NewProduct("prod-s1", "sample-abaya", clothingDetails("Sample Abaya", "S-1", 25000, child, []string{"M"}, "Black"), child, t0)
	if err != nil {
		t.Fatal(err)
	}
	// children first on purpose: the store must insert parents first
	return []*catalog.Category{child, top}, []*catalog.Product{p}
}

func sampleDataOnce(t *testing.T, s Stores) {
	ctx := context.Background()
	cats, products := sampleSet(t)
	seeded, err := s.Samples.SeedOnce(ctx, cats, products)
	if err != nil || !seeded {
		t.Fatalf("first SeedOnce: got %v, %v; want true", seeded, err)
	}
	expectList(t, s, catalog.ProductFilter{CategorySlugs: []string{"sample-clothing"}, Sizes: []string{"M"}}, []string{"prod-s1"})
	seeded, err = s.Samples.SeedOnce(ctx, cats, products)
	if err != nil || seeded {
		t.Fatalf("second SeedOnce: got %v, %v; want false", seeded, err)
	}
	// The owner empties the shop; the samples do not come back.
	if err := s.Products.Delete(ctx, "prod-s1"); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"cat-s2", "cat-s1"} {
		if err := s.Categories.Delete(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	seeded, err = s.Samples.SeedOnce(ctx, cats, products)
	if err != nil || seeded {
		t.Fatalf("SeedOnce after emptying: got %v, %v; want false", seeded, err)
	}
	expectList(t, s, catalog.ProductFilter{}, []string{})
}

func sampleDataNotOverExisting(t *testing.T, s Stores) {
	ctx := context.Background()
	mustCategory(t, s, "cat-own", "Own", nil, catalog.Clothing, 1)
	cats, products := sampleSet(t)
	seeded, err := s.Samples.SeedOnce(ctx, cats, products)
	if err != nil || seeded {
		t.Fatalf("SeedOnce over a catalog: got %v, %v; want false", seeded, err)
	}
	all, err := s.Categories.All(ctx)
	if err != nil || !slices.Equal(ids(all), []string{"cat-own"}) {
		t.Errorf("got categories %v, %v; want only the owner's", ids(all), err)
	}
}
