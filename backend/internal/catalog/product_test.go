package catalog_test

import (
	"errors"
	"maps"
	"reflect"
	"testing"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/fault"
)

var testNow = time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)

func testCategory(t *testing.T, id string, shop catalog.ShopType) *catalog.Category {
	t.Helper()
	c, err := catalog.UnmarshalCategoryFromDatabase(id, catalog.Localized{EN: "Abayas"}, id, "", "cat-parent", shop, 1)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func validClothing() catalog.ProductDetails {
	return catalog.ProductDetails{
		Title:       "Classic Abaya",
		SKU:         "AB-001",
		Description: "A flowing everyday abaya in soft crepe.",
		Price:       95000,
		Images:      []string{"/media/samples/classic-abaya.svg"},
		CategoryID:  "cat-abayas",
		ShopType:    catalog.Clothing,
		Stock:       map[string]int{"Black:M": 3, "L": 2},
		Colors:      []catalog.Color{{Name: "Black", Hex: "#000000"}},
		Sizes:       []string{"M", "L"},
	}
}

func validAppliance() catalog.ProductDetails {
	return catalog.ProductDetails{
		Title:          "Rice Cooker",
		SKU:            "RC-1",
		Description:    "A 1.8 litre rice cooker that keeps rice warm.",
		Price:          69000,
		CategoryID:     "acc-cat-kitchen",
		ShopType:       catalog.Accessories,
		Stock:          map[string]int{"default": 7},
		Brand:          "HomeMax",
		Specifications: "1.8 L, 700 W",
	}
}

// fieldsOf returns the per-field messages of a validation failure.
func fieldsOf(t *testing.T, err error) map[string]string {
	t.Helper()
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Kind != fault.Invalid {
		t.Fatalf("got error %v, want a validation failure", err)
	}
	return fe.Fields
}

func TestNewProductMessages(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		change func(*catalog.ProductDetails)
		shop   catalog.ShopType
		want   map[string]string
	}{
		{"short title", func(d *catalog.ProductDetails) { d.Title = " ab " }, catalog.Clothing,
			map[string]string{"title": "Title must be at least 3 characters"}},
		{"short description", func(d *catalog.ProductDetails) { d.Description = "too short" }, catalog.Clothing,
			map[string]string{"description": "Description must be at least 10 characters"}},
		{"negative price", func(d *catalog.ProductDetails) { d.Price = -1 }, catalog.Clothing,
			map[string]string{"price": "Price must be positive"}},
		{"no sku", func(d *catalog.ProductDetails) { d.SKU = "  " }, catalog.Clothing,
			map[string]string{"sku": "SKU is required"}},
		{"no category", func(d *catalog.ProductDetails) { d.CategoryID = "" }, catalog.Clothing,
			map[string]string{"category_id": "Please select a category"}},
		{"category of the other shop", func(d *catalog.ProductDetails) {}, catalog.Accessories,
			map[string]string{"category_id": "Please select a category"}},
		{"no size", func(d *catalog.ProductDetails) { d.Sizes = nil; d.Stock = nil }, catalog.Clothing,
			map[string]string{"sizes": "Please select at least one size"}},
		{"unknown size", func(d *catalog.ProductDetails) { d.Sizes = []string{"M", "L", "XXXL"} }, catalog.Clothing,
			map[string]string{"sizes": "Sizes must be among XS, S, M, L, XL, XXL"}},
		{"no colour", func(d *catalog.ProductDetails) { d.Colors = nil; d.Stock = nil }, catalog.Clothing,
			map[string]string{"colors": "At least one color is required"}},
		{"colour without name and bad hex", func(d *catalog.ProductDetails) {
			d.Colors = append(d.Colors, catalog.Color{Name: " ", Hex: "#12345"})
		}, catalog.Clothing, map[string]string{"colors[1].name": "Color name is required", "colors[1].hex": "Invalid hex code"}},
		{"negative stock", func(d *catalog.ProductDetails) { d.Stock = map[string]int{"M": -1} }, catalog.Clothing,
			map[string]string{"stock.M": "Stock must be a positive number"}},
		{"absurd stock", func(d *catalog.ProductDetails) { d.Stock = map[string]int{"M": 1 << 62} }, catalog.Clothing,
			map[string]string{"stock.M": "Stock must be at most 1,000,000"}},
		{"stock of a size the product lacks", func(d *catalog.ProductDetails) { d.Stock = map[string]int{"Navy:M": 1, "XS": 1} }, catalog.Clothing,
			map[string]string{"stock.Navy:M": "Stock is kept per size or colour:size of this product", "stock.XS": "Stock is kept per size or colour:size of this product"}},
		{"script image", func(d *catalog.ProductDetails) { d.Images = []string{"javascript:alert(1)"} }, catalog.Clothing,
			map[string]string{"images[0]": "Images must be uploaded pictures or http(s) links"}},
		{"unstored data URL", func(d *catalog.ProductDetails) { d.Images = []string{"data:image/png;base64,AAAA"} }, catalog.Clothing,
			map[string]string{"images[0]": "Images must be uploaded pictures or http(s) links"}},
		{"several at once", func(d *catalog.ProductDetails) { d.Title = ""; d.SKU = ""; d.Price = -5 }, catalog.Clothing,
			map[string]string{"title": "Title must be at least 3 characters", "sku": "SKU is required", "price": "Price must be positive"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			d := validClothing()
			c.change(&d)
			_, err := catalog.NewProduct("prod-1", "slug", d, testCategory(t, "cat-abayas", c.shop), testNow)
			if got := fieldsOf(t, err); !maps.Equal(got, c.want) {
				t.Errorf("got fields %v, want %v", got, c.want)
			}
		})
	}
}

func TestApplianceRules(t *testing.T) {
	t.Parallel()
	cat := testCategory(t, "acc-cat-kitchen", catalog.Accessories)

	d := validAppliance()
	d.Colors = []catalog.Color{{Name: "Red", Hex: "#FF0000"}}
	d.Sizes = []string{"M"}
	p, err := catalog.NewProduct("prod-1", "rice-cooker", d, cat, testNow)
	if err != nil {
		t.Fatalf("NewProduct: %v", err)
	}
	if len(p.Colors()) != 0 || len(p.Sizes()) != 0 {
		t.Errorf("got colors %v sizes %v, want both empty for an appliance", p.Colors(), p.Sizes())
	}
	if got := p.Stock(); !maps.Equal(got, map[string]int{"default": 7}) {
		t.Errorf("got stock %v, want {default: 7}", got)
	}
	if p.Brand() != "HomeMax" || p.Specifications() != "1.8 L, 700 W" {
		t.Errorf("got brand %q specs %q, want them kept", p.Brand(), p.Specifications())
	}

	d = validAppliance()
	d.Stock = map[string]int{"M": 1}
	_, err = catalog.NewProduct("prod-1", "rice-cooker", d, cat, testNow)
	if got, want := fieldsOf(t, err), map[string]string{"stock.M": `Appliance stock is kept under "default"`}; !maps.Equal(got, want) {
		t.Errorf("got fields %v, want %v", got, want)
	}

	// Clothing drops the appliance-only fields.
	c := validClothing()
	c.Brand, c.Warranty = "Brand", "1 year"
	p, err = catalog.NewProduct("prod-2", "abaya", c, testCategory(t, "cat-abayas", catalog.Clothing), testNow)
	if err != nil {
		t.Fatalf("NewProduct: %v", err)
	}
	if p.Brand() != "" || p.Warranty() != "" {
		t.Errorf("got brand %q warranty %q on clothing, want none", p.Brand(), p.Warranty())
	}
}

func TestNewProductTidies(t *testing.T) {
	t.Parallel()
	d := validClothing()
	d.Title = "  Classic Abaya  "
	d.Sizes = []string{"l", "M", "xs", "M"}
	d.Stock = map[string]int{"black:m": 3, "l": 2}
	d.Images = []string{" /media/a.png ", "", "/media/a.png"}
	p, err := catalog.NewProduct("prod-1", "classic-abaya", d, testCategory(t, "cat-abayas", catalog.Clothing), testNow)
	if err != nil {
		t.Fatalf("NewProduct: %v", err)
	}
	if p.Title() != "Classic Abaya" {
		t.Errorf("got title %q, want it trimmed", p.Title())
	}
	if got, want := p.Sizes(), []string{"XS", "M", "L"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got sizes %v, want %v (option order, no repeats)", got, want)
	}
	if got, want := p.Stock(), map[string]int{"Black:M": 3, "L": 2}; !maps.Equal(got, want) {
		t.Errorf("got stock %v, want %v (spelled as the product's colours and sizes)", got, want)
	}
	if got, want := p.Images(), []string{"/media/a.png"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got images %v, want %v", got, want)
	}
}

func TestEditKeepsIdentity(t *testing.T) {
	t.Parallel()
	cat := testCategory(t, "cat-abayas", catalog.Clothing)
	p, err := catalog.NewProduct("prod-1", "classic-abaya", validClothing(), cat, testNow)
	if err != nil {
		t.Fatal(err)
	}
	d := validClothing()
	d.Title = "Renamed Abaya"
	d.ShopType = catalog.Accessories // ignored: the shop is fixed at creation
	later := testNow.Add(time.Hour)
	if err := p.Edit(d, cat, later); err != nil {
		t.Fatalf("Edit: %v", err)
	}
	if p.ID() != "prod-1" || p.Slug() != "classic-abaya" || !p.CreatedAt().Equal(testNow) || p.ShopType() != catalog.Clothing {
		t.Errorf("got id %q slug %q created %v shop %q, want them kept", p.ID(), p.Slug(), p.CreatedAt(), p.ShopType())
	}
	if p.Title() != "Renamed Abaya" || !p.UpdatedAt().Equal(later) {
		t.Errorf("got title %q updated %v, want the edit applied", p.Title(), p.UpdatedAt())
	}
	bad := validClothing()
	bad.Title = "x"
	if err := p.Edit(bad, cat, later); err == nil {
		t.Fatal("Edit accepted a one-letter title")
	}
	if p.Title() != "Renamed Abaya" {
		t.Errorf("a refused edit changed the title to %q", p.Title())
	}
}

func TestStock(t *testing.T) {
	t.Parallel()
	p, err := catalog.NewProduct("prod-1", "abaya", validClothing(), testCategory(t, "cat-abayas", catalog.Clothing), testNow)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		color, size string
		n           int
		tracked     bool
	}{
		{"Black", "M", 3, true}, // colour:size
		{"Black", "L", 2, true}, // falls back to the size
		{"", "L", 2, true},
		{"Black", "S", 0, false}, // no count kept
	}
	for _, c := range cases {
		n, tracked := p.Available(c.color, c.size)
		if n != c.n || tracked != c.tracked {
			t.Errorf("Available(%q, %q) = %d, %v; want %d, %v", c.color, c.size, n, tracked, c.n, c.tracked)
		}
	}
	if err := p.TakeStock("Black", "M", 2); err != nil {
		t.Fatalf("TakeStock: %v", err)
	}
	var short *catalog.InsufficientStockError
	if err := p.TakeStock("Black", "M", 2); !errors.As(err, &short) || short.Have != 1 || short.Want != 2 {
		t.Fatalf("got %v, want an InsufficientStockError with 1 left", err)
	}
	if fault.KindOf(short) != fault.Conflict {
		t.Errorf("a shortage is %v, want a conflict", fault.KindOf(short))
	}
	if err := p.TakeStock("Black", "S", 50); err != nil {
		t.Errorf("an untracked variant refused: %v", err)
	}
}
