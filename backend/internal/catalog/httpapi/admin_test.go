package httpapi_test

import (
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

const pngDataURL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="

func newCategory(t *testing.T, a *apptest.App, cookie string, body map[string]any) category {
	t.Helper()
	res, raw := call(t, a, http.MethodPost, "/api/categories", cookie, body)
	var c category
	expect(t, res, raw, http.StatusCreated, &c)
	return c
}

func abayaBody(categoryID string) map[string]any {
	return map[string]any{
		"id":          "prod-1", // the spec's client may send one: ignored
		"title":       "Classic Abaya",
		"slug":        "whatever-the-client-thinks",
		"sku":         "AB-001",
		"description": "A flowing everyday abaya in soft crepe.",
		"price":       950.5,
		"priceMvr":    950.5, // the admin form's own name: ignored
		"images":      []string{pngDataURL, "https://cdn.example.com/abaya.jpg"},
		"category_id": categoryID,
		"shop_type":   "clothing",
		"tags":        []string{},
		"stock":       map[string]int{"Black:M": 3, "L": 1},
		"colors":      []map[string]string{{"name": "Black", "hex": "#000000"}},
		"sizes":       []string{"M", "L"},
		"is_featured": true,
	}
}

// TestAdminManagesTheCatalog walks what the owner does, on both databases.
func TestAdminManagesTheCatalog(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, images := startShop(t, cfg)

		// Strangers are refused.
		res, raw := call(t, a, http.MethodPost, "/api/products", "", abayaBody("cat-x"))
		expect(t, res, raw, http.StatusUnauthorized, nil)

		admin := a.AdminCookie(t)

		// Categories: a clothing parent and child; positions count up per shop.
		clothing := newCategory(t, a, admin, map[string]any{"name": "Clothing", "shop_type": "clothing", "position": 99})
		abayas := newCategory(t, a, admin, map[string]any{"name": "  Abayas ", "parent_id": clothing.ID, "image_url": pngDataURL})
		if !strings.HasPrefix(clothing.ID, "cat-") || clothing.Position != 1 || abayas.Position != 2 || abayas.Slug != "abayas" ||
			abayas.Name != "Abayas" || *abayas.ParentID != clothing.ID || abayas.ShopType != "clothing" || *abayas.ImageURL != "/media/img/1.png" {
			t.Errorf("got %+v and %+v", clothing, abayas)
		}

		// An appliance category needs the top-level Accessories category.
		res, raw = call(t, a, http.MethodPost, "/api/categories", admin, map[string]any{"name": "Kitchen", "shop_type": "accessories"})
		var e errorBody
		expect(t, res, raw, http.StatusUnprocessableEntity, &e)
		if want := `No parent "Accessories" category found. Please contact your administrator to set up the parent category first.`; e.Fields["parent_id"] != want {
			t.Errorf("got %v, want parent_id %q", e.Fields, want)
		}
		root := newCategory(t, a, admin, map[string]any{"name": "Accessories", "shop_type": "accessories"})
		kitchen := newCategory(t, a, admin, map[string]any{"name": "Kitchen", "shop_type": "accessories"})
		if !strings.HasPrefix(root.ID, "acc-cat-") || kitchen.ParentID == nil || *kitchen.ParentID != root.ID || kitchen.Position != 2 {
			t.Errorf("got root %+v kitchen %+v", root, kitchen)
		}
		res, raw = call(t, a, http.MethodPost, "/api/categories", admin, map[string]any{"name": "  "})
		expect(t, res, raw, http.StatusUnprocessableEntity, &e)
		if e.Fields["name"] != "Please enter a category name" {
			t.Errorf("got %v", e.Fields)
		}

		// A product: the data URL is stored, the client's id and slug ignored.
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, abayaBody(abayas.ID))
		var p product
		expect(t, res, raw, http.StatusCreated, &p)
		if !strings.HasPrefix(p.ID, "prod-") || p.ID == "prod-1" || p.Slug != "classic-abaya" || p.Price != 950.5 ||
			!slices.Equal(p.Images, []string{"/media/img/2.png", "https://cdn.example.com/abaya.jpg"}) ||
			!maps.Equal(p.Stock, map[string]int{"Black:M": 3, "L": 1}) || !p.IsFeatured || p.CreatedAt == "" {
			t.Errorf("got %+v", p)
		}
		if len(images.saved) != 2 {
			t.Errorf("the image store got %d images, want 2", len(images.saved))
		}
		res, raw = call(t, a, http.MethodGet, "/api/products/slug/classic-abaya", "", nil)
		var read product
		expect(t, res, raw, http.StatusOK, &read)
		if read.ID != p.ID || read.Price != 950.5 {
			t.Errorf("read back %+v", read)
		}

		// The same title again: the next free slug. The same SKU: refused.
		second := abayaBody(abayas.ID)
		second["sku"] = "AB-002"
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, second)
		var p2 product
		expect(t, res, raw, http.StatusCreated, &p2)
		if p2.Slug != "classic-abaya-2" {
			t.Errorf("got slug %q, want classic-abaya-2", p2.Slug)
		}
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, abayaBody(abayas.ID))
		expect(t, res, raw, http.StatusUnprocessableEntity, &e)
		if e.Fields["sku"] != "SKU is already used by another product" {
			t.Errorf("got %v", e.Fields)
		}

		// Edit: id, slug and creation time stay; the body's id is ignored.
		edit := abayaBody(abayas.ID)
		edit["id"] = "prod-someone-else"
		edit["title"] = "Classic Abaya in Crepe"
		edit["price"] = 999
		edit["images"] = []string{"/media/img/2.png"}
		res, raw = call(t, a, http.MethodPut, "/api/products/"+p.ID, admin, edit)
		var edited product
		expect(t, res, raw, http.StatusOK, &edited)
		if edited.ID != p.ID || edited.Slug != p.Slug || edited.CreatedAt != p.CreatedAt || edited.Title != "Classic Abaya in Crepe" ||
			edited.Price != 999 || edited.UpdatedAt == p.UpdatedAt {
			t.Errorf("edit: got %+v, was %+v", edited, p)
		}
		res, raw = call(t, a, http.MethodPut, "/api/products/prod-none", admin, edit)
		expect(t, res, raw, http.StatusNotFound, &e)
		if e.Error != "Product not found" {
			t.Errorf("got %q", e.Error)
		}

		// An appliance in an appliance category.
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, map[string]any{
			"title": "Rice Cooker", "sku": "RC-1", "description": "Cooks 1.8 litres of rice.", "price": 690,
			"category_id": kitchen.ID, "shop_type": "accessories", "stock": map[string]int{"default": 4},
			"colors": []any{}, "sizes": []any{}, "brand": "HomeMax", "warranty": "1 year",
		})
		var cooker product
		expect(t, res, raw, http.StatusCreated, &cooker)
		if cooker.ShopType != "accessories" || cooker.Brand != "HomeMax" || cooker.Stock["default"] != 4 {
			t.Errorf("got %+v", cooker)
		}

		// Categories in use cannot go.
		res, raw = call(t, a, http.MethodDelete, "/api/categories/"+abayas.ID, admin, nil)
		expect(t, res, raw, http.StatusConflict, &e)
		if e.Error != "This category still has products or subcategories. Move or delete them first." {
			t.Errorf("got %q", e.Error)
		}
		res, raw = call(t, a, http.MethodDelete, "/api/categories/"+clothing.ID, admin, nil)
		expect(t, res, raw, http.StatusConflict, nil)

		// Delete products, then the category.
		for _, id := range []string{p.ID, p2.ID} {
			res, raw = call(t, a, http.MethodDelete, "/api/products/"+id, admin, nil)
			expect(t, res, raw, http.StatusNoContent, nil)
		}
		res, raw = call(t, a, http.MethodDelete, "/api/products/"+p.ID, admin, nil)
		expect(t, res, raw, http.StatusNotFound, nil)
		res, raw = call(t, a, http.MethodDelete, "/api/categories/"+abayas.ID, admin, nil)
		expect(t, res, raw, http.StatusNoContent, nil)
		res, raw = call(t, a, http.MethodDelete, "/api/categories/"+abayas.ID, admin, nil)
		expect(t, res, raw, http.StatusNotFound, nil)

		// Rename keeps the slug; position kept when not sent.
		res, raw = call(t, a, http.MethodPut, "/api/categories/"+kitchen.ID, admin, map[string]any{"name": "Kitchen Appliances", "parent_id": root.ID})
		var renamed category
		expect(t, res, raw, http.StatusOK, &renamed)
		if renamed.Slug != "kitchen" || renamed.Name != "Kitchen Appliances" || renamed.Position != 2 {
			t.Errorf("got %+v", renamed)
		}
	})
}

func TestCategoryOrder(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := startSamplesAsAdmin(t, cfg)
		order := func() []string {
			res, raw := call(t, a, http.MethodGet, "/api/categories", "", nil)
			var cats []category
			expect(t, res, raw, http.StatusOK, &cats)
			var out []string
			for _, c := range cats {
				out = append(out, c.ID)
			}
			return out
		}
		before := order()

		res, raw := call(t, a, http.MethodPut, "/api/categories/order", admin,
			[]map[string]any{{"id": "cat-kaftans", "position": 0}, {"id": "cat-nope", "position": 1}})
		var e errorBody
		expect(t, res, raw, http.StatusUnprocessableEntity, &e)
		if e.Fields["[1].id"] != "Category not found" {
			t.Errorf("got %v, want [1].id refused", e.Fields)
		}
		if got := order(); !slices.Equal(got, before) {
			t.Errorf("a refused reorder changed the order to %v", got)
		}

		res, raw = call(t, a, http.MethodPut, "/api/categories/order", admin,
			[]map[string]any{{"id": "cat-kaftans", "position": 0}, {"id": "cat-abayas", "position": 20}})
		expect(t, res, raw, http.StatusNoContent, nil)
		got := order()
		if got[0] != "cat-kaftans" || got[len(got)-1] != "cat-abayas" {
			t.Errorf("got %v, want kaftans first and abayas last", got)
		}

		res, raw = call(t, a, http.MethodPut, "/api/categories/order", admin, `{"id":"cat-kaftans"}`)
		expect(t, res, raw, http.StatusUnprocessableEntity, nil)
		res, raw = call(t, a, http.MethodPut, "/api/categories/order", admin, `[{"id":"cat-kaftans","position":-1}]`)
		expect(t, res, raw, http.StatusUnprocessableEntity, &e)
		if e.Fields["[0].position"] != "Must be a whole number of 0 or more" {
			t.Errorf("got %v", e.Fields)
		}
	})
}

func TestProductValidationOverHTTP(t *testing.T) {
	t.Parallel()
	a, admin := startSamplesAsAdmin(t, dbtest.Config(t, "sqlite"))
	cases := []struct {
		name   string
		body   string
		status int
		want   map[string]string
	}{
		{"empty", `{}`, 422, map[string]string{"price": "Price must be positive",
			"title": "Title must be at least 3 characters", "description": "Description must be at least 10 characters",
			"sku": "SKU is required", "category_id": "Please select a category",
			"sizes": "Please select at least one size", "colors": "At least one color is required"}},
		{"price not a number", `{"price": "abc"}`, 422, map[string]string{"price": "Price must be positive"}},
		{"negative price", `{"title": "Abaya", "sku": "X-1", "description": "Long enough text.", "price": -1,
			"category_id": "cat-abayas", "sizes": ["M"], "colors": [{"name": "Black", "hex": "#000000"}]}`, 422,
			map[string]string{"price": "Price must be positive"}},
		{"three decimals", `{"title": "Abaya", "sku": "X-1", "description": "Long enough text.", "price": 1.005,
			"category_id": "cat-abayas", "sizes": ["M"], "colors": [{"name": "Black", "hex": "#000000"}]}`, 422,
			map[string]string{"price": "Price must be positive"}},
		{"stock not whole", `{"price": 1, "stock": {"M": 1.5}}`, 422, map[string]string{"stock.M": "Stock must be a positive number"}},
		{"colours not a list", `{"price": 1, "colors": "red"}`, 422, map[string]string{"colors": "Must be a list"}},
		{"hex not text", `{"price": 1, "colors": [{"name": "Red", "hex": 5}]}`, 422, map[string]string{"colors[0].hex": "Must be text"}},
		{"title in other case not text", `{"price": 1, "TITLE": 5}`, 422, map[string]string{"TITLE": "Must be text"}},
		{"a category of the other shop", `{"title": "Abaya", "sku": "X-1", "description": "Long enough text.", "price": 1,
			"category_id": "acc-cat-kitchen-appliances", "sizes": ["M"], "colors": [{"name": "Black", "hex": "#000000"}]}`, 422,
			map[string]string{"category_id": "Please select a category"}},
		{"bad colour and script image", `{"title": "Abaya", "sku": "X-1", "description": "Long enough text.", "price": 1,
			"category_id": "cat-abayas", "sizes": ["M"], "colors": [{"name": "", "hex": "red"}], "images": ["javascript:alert(1)"]}`, 422,
			map[string]string{"colors[0].name": "Color name is required", "colors[0].hex": "Invalid hex code", "images[0]": "Images must be uploaded pictures or http(s) links"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			res, raw := call(t, a, http.MethodPost, "/api/products", admin, c.body)
			var e errorBody
			expect(t, res, raw, c.status, &e)
			if !maps.Equal(e.Fields, c.want) {
				t.Errorf("got fields %v, want %v", e.Fields, c.want)
			}
		})
	}

	res, raw := call(t, a, http.MethodPost, "/api/products", admin, `{"title": `)
	expect(t, res, raw, http.StatusBadRequest, nil)

	// A data URL the image store refuses comes back as its answer.
	body := abayaBody("cat-abayas")
	body["images"] = []string{"data:image/gif;base64,R0lGODlhAQABAAAAACw="}
	res, raw = call(t, a, http.MethodPost, "/api/products", admin, body)
	expect(t, res, raw, http.StatusUnsupportedMediaType, nil)
}

func TestAdminRoutesRefuseStrangersAndTakeLargeBodies(t *testing.T) {
	t.Parallel()
	a, _ := startShop(t, withSamples(dbtest.Config(t, "sqlite")))
	n := 0
	for _, r := range a.Engine.AdminRoutes {
		if !strings.Contains(r.Path, "/products") && !strings.Contains(r.Path, "/categories") {
			continue
		}
		n++
		path := strings.NewReplacer(":id", "cat-abayas").Replace(r.Path)
		res, raw := call(t, a, r.Method, path, "", `{}`)
		expect(t, res, raw, http.StatusUnauthorized, nil)
	}
	if n != 7 {
		t.Errorf("got %d catalog admin routes, want 7", n)
	}

	// A product save may be far larger than the default 1 MiB (inline images)...
	admin := a.AdminCookie(t)
	body := abayaBody("cat-abayas")
	body["description"] = strings.Repeat("x", 2<<20)
	res, raw := call(t, a, http.MethodPost, "/api/products", admin, body)
	var e errorBody
	expect(t, res, raw, http.StatusUnprocessableEntity, &e)
	if e.Fields["description"] == "" {
		t.Errorf("got %v, want the description judged (not the body refused)", e.Fields)
	}
	// ...but not without bound.
	res, raw = call(t, a, http.MethodPost, "/api/products", admin, strings.Repeat(" ", 33<<20))
	expect(t, res, raw, http.StatusRequestEntityTooLarge, nil)
}
