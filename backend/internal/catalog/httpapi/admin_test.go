package httpapi_test

import (
	"encoding/json"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

const pngDataURL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="

func newCategory(t *testing.T, a *apptest.App, cookie string, body map[string]any) httpapi.CategoryJSON {
	t.Helper()
	res, raw := call(t, a, http.MethodPost, "/api/categories", cookie, body)
	var c httpapi.CategoryJSON
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
		e := refused(t, res, raw, http.StatusUnprocessableEntity)
		if want := `No parent "Accessories" category found. Please contact your administrator to set up the parent category first.`; e.Fields["parent_id"] != want {
			t.Errorf("got %v, want parent_id %q", e.Fields, want)
		}
		root := newCategory(t, a, admin, map[string]any{"name": "Accessories", "shop_type": "accessories"})
		kitchen := newCategory(t, a, admin, map[string]any{"name": "Kitchen", "shop_type": "accessories"})
		if !strings.HasPrefix(root.ID, "acc-cat-") || kitchen.ParentID == nil || *kitchen.ParentID != root.ID || kitchen.Position != 2 {
			t.Errorf("got root %+v kitchen %+v", root, kitchen)
		}
		res, raw = call(t, a, http.MethodPost, "/api/categories", admin, map[string]any{"name": "  "})
		e = refused(t, res, raw, http.StatusUnprocessableEntity)
		if e.Fields["name"] != "Please enter a category name" {
			t.Errorf("got %v", e.Fields)
		}

		// A product: the data URL is stored, the client's id and slug ignored.
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, abayaBody(abayas.ID))
		var p httpapi.ProductJSON
		expect(t, res, raw, http.StatusCreated, &p)
		if !strings.HasPrefix(p.ID, "prod-") || p.ID == "prod-1" || p.Slug != "classic-abaya" || p.Price != 950.5 ||
			!slices.Equal(p.Images, []string{"/media/img/2.png", "https://cdn.example.com/abaya.jpg"}) ||
			!maps.Equal(p.Stock, map[string]int{"Black:M": 3, "L": 1}) || !p.IsFeatured || p.CreatedAt.IsZero() {
			t.Errorf("got %+v", p)
		}
		if len(images.saved) != 2 {
			t.Errorf("the image store got %d images, want 2", len(images.saved))
		}
		res, raw = call(t, a, http.MethodGet, "/api/products/slug/classic-abaya", "", nil)
		var read httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &read)
		if read.ID != p.ID || read.Price != 950.5 {
			t.Errorf("read back %+v", read)
		}

		// The same title again: the next free slug. The same SKU: refused.
		second := abayaBody(abayas.ID)
		second["sku"] = "AB-002"
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, second)
		var p2 httpapi.ProductJSON
		expect(t, res, raw, http.StatusCreated, &p2)
		if p2.Slug != "classic-abaya-2" {
			t.Errorf("got slug %q, want classic-abaya-2", p2.Slug)
		}
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, abayaBody(abayas.ID))
		e = refused(t, res, raw, http.StatusUnprocessableEntity)
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
		var edited httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &edited)
		if edited.ID != p.ID || edited.Slug != p.Slug || !edited.CreatedAt.Equal(p.CreatedAt) || edited.Title != "Classic Abaya in Crepe" ||
			edited.Price != 999 || edited.UpdatedAt.Equal(p.UpdatedAt) {
			t.Errorf("edit: got %+v, was %+v", edited, p)
		}
		res, raw = call(t, a, http.MethodPut, "/api/products/prod-none", admin, edit)
		e = refused(t, res, raw, http.StatusNotFound)
		if e.Error != "Product not found" {
			t.Errorf("got %q", e.Error)
		}

		// An appliance in an appliance category.
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, map[string]any{
			"title": "Rice Cooker", "sku": "RC-1", "description": "Cooks 1.8 litres of rice.", "price": 690,
			"category_id": kitchen.ID, "shop_type": "accessories", "stock": map[string]int{"default": 4},
			"colors": []any{}, "sizes": []any{}, "brand": "HomeMax", "warranty": "1 year",
		})
		var cooker httpapi.ProductJSON
		expect(t, res, raw, http.StatusCreated, &cooker)
		if cooker.ShopType != "accessories" || cooker.Brand != "HomeMax" || cooker.Stock["default"] != 4 {
			t.Errorf("got %+v", cooker)
		}

		// Categories in use cannot go.
		res, raw = call(t, a, http.MethodDelete, "/api/categories/"+abayas.ID, admin, nil)
		e = refused(t, res, raw, http.StatusConflict)
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
		var renamed httpapi.CategoryJSON
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
			var cats []httpapi.CategoryJSON
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
		e := refused(t, res, raw, http.StatusUnprocessableEntity)
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
		e = refused(t, res, raw, http.StatusUnprocessableEntity)
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
			e := refused(t, res, raw, c.status)
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
	e := refused(t, res, raw, http.StatusUnprocessableEntity)
	if e.Fields["description"] == "" {
		t.Errorf("got %v, want the description judged (not the body refused)", e.Fields)
	}
	// ...but not without bound.
	res, raw = call(t, a, http.MethodPost, "/api/products", admin, strings.Repeat(" ", 33<<20))
	expect(t, res, raw, http.StatusRequestEntityTooLarge, nil)
}

func categoriesByID(t *testing.T, res *http.Response, raw []byte) map[string]httpapi.CategoryJSON {
	t.Helper()
	var cats []httpapi.CategoryJSON
	expect(t, res, raw, http.StatusOK, &cats)
	out := map[string]httpapi.CategoryJSON{}
	for _, c := range cats {
		out[c.ID] = c
	}
	return out
}

// TestCategoryRulesTheAdminScreensRelyOn: what the clothing and appliance
// category screens send, on the sample catalog.
func TestCategoryRulesTheAdminScreensRelyOn(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := startSamplesAsAdmin(t, cfg)

		// An appliance category under the top-level Accessories category:
		// named explicitly or not, it goes there, last among the appliance
		// categories (the samples sit at 10-14).
		named := newCategory(t, a, admin, map[string]any{"name": "Water Heaters", "shop_type": "accessories", "parent_id": "acc-cat-accessories"})
		unnamed := newCategory(t, a, admin, map[string]any{"name": "Outdoor", "shop_type": "accessories"})
		if named.ParentID == nil || *named.ParentID != "acc-cat-accessories" || named.ShopType != "accessories" || named.Position != 15 {
			t.Errorf("appliance category with the parent named: got %+v, want under acc-cat-accessories at 15", named)
		}
		if unnamed.ParentID == nil || *unnamed.ParentID != "acc-cat-accessories" || unnamed.Position != 16 {
			t.Errorf("appliance category without a parent: got %+v, want under acc-cat-accessories at 16", unnamed)
		}
		// A clothing subcategory goes last too (the clothing samples end at 9).
		sub := newCategory(t, a, admin, map[string]any{"name": "Jilbabs", "parent_id": "cat-clothing"})
		if sub.ShopType != "clothing" || sub.Position != 10 || sub.ParentID == nil || *sub.ParentID != "cat-clothing" {
			t.Errorf("clothing subcategory: got %+v, want under cat-clothing at 10", sub)
		}

		for _, tc := range []struct {
			name, method, path string
			body               map[string]any
			field, want        string
		}{
			{"the wire's word for the shop is accessories", http.MethodPost, "/api/categories",
				map[string]any{"name": "Fans", "shop_type": "appliances"}, "shop_type", "Must be one of clothing, accessories"},
			{"an empty name", http.MethodPost, "/api/categories",
				map[string]any{"name": "", "parent_id": "cat-clothing"}, "name", "Please enter a category name"},
			{"a name of spaces", http.MethodPost, "/api/categories",
				map[string]any{"name": " \t ", "shop_type": "accessories"}, "name", "Please enter a category name"},
			{"renamed to spaces", http.MethodPut, "/api/categories/" + named.ID,
				map[string]any{"name": "   ", "parent_id": "acc-cat-accessories"}, "name", "Please enter a category name"},
			{"an appliance category under a clothing parent", http.MethodPost, "/api/categories",
				map[string]any{"name": "Fans", "shop_type": "accessories", "parent_id": "cat-clothing"}, "parent_id",
				"The parent category belongs to the other shop"},
		} {
			res, raw := call(t, a, tc.method, tc.path, admin, tc.body)
			e := refused(t, res, raw, http.StatusUnprocessableEntity)
			if e.Fields[tc.field] != tc.want {
				t.Errorf("%s: got %+v, want %s %q", tc.name, e, tc.field, tc.want)
			}
			if tc.field == "name" && e.Error != "Please enter a category name" {
				t.Errorf("%s: got error %q, want the form's alert text", tc.name, e.Error)
			}
		}

		// Reorder: one parent's children, 0-based (clothing) ...
		before := func() map[string]httpapi.CategoryJSON {
			res, raw := call(t, a, http.MethodGet, "/api/categories", "", nil)
			return categoriesByID(t, res, raw)
		}()
		res, raw := call(t, a, http.MethodPut, "/api/categories/order", admin, []map[string]any{
			{"id": "cat-dresses", "position": 0}, {"id": "cat-abayas", "position": 1}, {"id": "cat-kaftans", "position": 2},
		})
		expect(t, res, raw, http.StatusNoContent, nil)
		// ... and the appliance list, 1-based.
		res, raw = call(t, a, http.MethodPut, "/api/categories/order", admin, []map[string]any{
			{"id": unnamed.ID, "position": 1}, {"id": "acc-cat-kitchen-appliances", "position": 2}, {"id": named.ID, "position": 3},
		})
		expect(t, res, raw, http.StatusNoContent, nil)
		res, raw = call(t, a, http.MethodGet, "/api/categories", "", nil)
		after := categoriesByID(t, res, raw)
		for id, want := range map[string]int{
			"cat-dresses": 0, "cat-abayas": 1, "cat-kaftans": 2,
			unnamed.ID: 1, "acc-cat-kitchen-appliances": 2, named.ID: 3,
		} {
			if after[id].Position != want {
				t.Errorf("%s after the reorders: got position %d, want %d", id, after[id].Position, want)
			}
		}
		for _, id := range []string{"cat-hijabs-shawls", "cat-prayer-wear", "acc-cat-cooling-fans", "acc-cat-accessories"} {
			if after[id].Position != before[id].Position {
				t.Errorf("%s, not in either reorder: moved from %d to %d", id, before[id].Position, after[id].Position)
			}
		}

		// Deleting: a parent with subcategories and a category with products
		// are refused; an empty one goes.
		const inUse = "This category still has products or subcategories. Move or delete them first."
		for _, id := range []string{"acc-cat-accessories", "cat-clothing", "cat-abayas"} {
			res, raw = call(t, a, http.MethodDelete, "/api/categories/"+id, admin, nil)
			e := refused(t, res, raw, http.StatusConflict)
			if e.Error != inUse {
				t.Errorf("delete %s: got %q, want %q", id, e.Error, inUse)
			}
		}
		res, raw = call(t, a, http.MethodDelete, "/api/categories/"+unnamed.ID, admin, nil)
		expect(t, res, raw, http.StatusNoContent, nil)
	})
}

// TestApplianceFormRules: the appliance form's messages (spec section 5).
func TestApplianceFormRules(t *testing.T) {
	t.Parallel()
	a, admin := startSamplesAsAdmin(t, dbtest.Config(t, "sqlite"))
	for _, tc := range []struct {
		name string
		body map[string]any
		want map[string]string
	}{
		{"empty", map[string]any{"shop_type": "accessories"}, map[string]string{
			"title": "Title must be at least 3 characters", "description": "Description must be at least 10 characters",
			"price": "Price must be positive", "sku": "SKU is required", "category_id": "Please select a category"}},
		{"short, negative and a clothing category", map[string]any{
			"shop_type": "accessories", "title": "TV", "description": "Too short", "price": -5, "sku": "  ",
			"category_id": "cat-abayas", "stock": map[string]any{"default": -1}}, map[string]string{
			"title": "Title must be at least 3 characters", "description": "Description must be at least 10 characters",
			"price": "Price must be positive", "sku": "SKU is required", "category_id": "Please select a category",
			"stock.default": "Stock must be a positive number"}},
		{"stock not a whole number", map[string]any{
			"shop_type": "accessories", "title": "Desk Fan", "description": "A quiet 12-inch desk fan.", "price": 450,
			"sku": "FAN-12", "category_id": "acc-cat-cooling-fans", "stock": map[string]any{"default": 2.5}}, map[string]string{
			"stock.default": "Stock must be a positive number"}},
	} {
		res, raw := call(t, a, http.MethodPost, "/api/products", admin, tc.body)
		e := refused(t, res, raw, http.StatusUnprocessableEntity)
		if !maps.Equal(e.Fields, tc.want) {
			t.Errorf("%s: got fields %v, want %v", tc.name, e.Fields, tc.want)
		}
	}
	// Colours and sizes are the clothing form's: an appliance needs neither.
	res, raw := call(t, a, http.MethodPost, "/api/products", admin, map[string]any{
		"shop_type": "accessories", "title": "Desk Fan", "description": "A quiet 12-inch desk fan.", "price": 450.75,
		"sku": "FAN-12", "category_id": "acc-cat-cooling-fans", "stock": map[string]any{"default": 3}, "brand": "Breeze",
	})
	var p httpapi.ProductJSON
	expect(t, res, raw, http.StatusCreated, &p)
	if p.Price != 450.75 || p.Stock["default"] != 3 || len(p.Colors) != 0 || len(p.Sizes) != 0 || p.Version != 1 {
		t.Errorf("got %+v", p)
	}
}

const msgProductChanged = "This product changed since you opened it (an order may have taken stock). " +
	"Close the form and open it again to see the latest."

// asForm turns a product as read into the body the admin's form sends back.
func asForm(t *testing.T, p httpapi.ProductJSON) map[string]any {
	t.Helper()
	raw, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatal(err)
	}
	return body
}

// TestAFormOpenedBeforeAnOrderCannotUndoItsStock: the owner opens a product,
// a customer orders it, the owner saves: the save is refused and the order's
// stock decrement stays.
func TestAFormOpenedBeforeAnOrderCannotUndoItsStock(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := startSamplesAsAdmin(t, cfg)
		const path = "/api/products/prod-pearl-trim-occasion-abaya"
		read := func() httpapi.ProductJSON {
			t.Helper()
			res, raw := call(t, a, http.MethodGet, path, "", nil)
			var p httpapi.ProductJSON
			expect(t, res, raw, http.StatusOK, &p)
			return p
		}

		opened := read()
		if opened.Version != 1 {
			t.Fatalf("a sample product: got version %d, want 1", opened.Version)
		}

		// An edit from the version it was opened at: saved, one version on.
		form := asForm(t, opened)
		form["title"] = "Pearl-Trim Abaya"
		res, raw := call(t, a, http.MethodPut, path, admin, form)
		var saved httpapi.ProductJSON
		expect(t, res, raw, http.StatusOK, &saved)
		if saved.Version != 2 || saved.Title != "Pearl-Trim Abaya" || read().Version != 2 {
			t.Errorf("after an edit: got %+v, want version 2 and the new title", saved)
		}

		// The owner opens the form again; meanwhile a customer orders one.
		opened = read()
		res, raw = call(t, a, http.MethodPost, "/api/orders", "", map[string]any{
			"customer": map[string]any{
				"name": "Aishath Shifa", "phone": "7771234",
				"address": map[string]any{"atoll": "Malé", "island": "Malé", "street": "Majeedhee Magu 12"},
			},
			"items":          []any{map[string]any{"product_id": opened.ID, "size": "M", "color": "Black", "quantity": 1}},
			"payment_method": "COD",
		})
		expect(t, res, raw, http.StatusCreated, nil)
		afterOrder := read()
		if afterOrder.Version != 3 || afterOrder.Stock["Black:M"] != opened.Stock["Black:M"]-1 {
			t.Fatalf("after the order: got version %d, Black:M %d; want 3 and %d",
				afterOrder.Version, afterOrder.Stock["Black:M"], opened.Stock["Black:M"]-1)
		}

		// Saving the form opened before the order is refused, and changes nothing.
		stale := asForm(t, opened)
		stale["title"] = "Renamed From A Stale Form"
		res, raw = call(t, a, http.MethodPut, path, admin, stale)
		e := refused(t, res, raw, http.StatusConflict)
		if e.Error != msgProductChanged {
			t.Errorf("stale save: got %q, want %q", e.Error, msgProductChanged)
		}
		if now := read(); now.Version != 3 || now.Title != "Pearl-Trim Abaya" || !maps.Equal(now.Stock, afterOrder.Stock) {
			t.Errorf("after the refused save: got version %d, title %q, stock %v; want it as the order left it",
				now.Version, now.Title, now.Stock)
		}

		// Reopened, the form saves.
		fresh := asForm(t, read())
		fresh["title"] = "Pearl-Trim Occasion Abaya"
		res, raw = call(t, a, http.MethodPut, path, admin, fresh)
		expect(t, res, raw, http.StatusOK, &saved)
		if saved.Version != 4 || saved.Stock["Black:M"] != afterOrder.Stock["Black:M"] {
			t.Errorf("save from the reopened form: got version %d, stock %v", saved.Version, saved.Stock)
		}

		// A client that sends no version saves as before.
		old := asForm(t, saved)
		delete(old, "version")
		old["is_featured"] = false
		res, raw = call(t, a, http.MethodPut, path, admin, old)
		expect(t, res, raw, http.StatusOK, &saved)
		if saved.Version != 5 || saved.IsFeatured {
			t.Errorf("save without a version: got version %d, featured %v; want 5, false", saved.Version, saved.IsFeatured)
		}

		// A version that is not a whole number is a field problem.
		old["version"] = "5"
		res, raw = call(t, a, http.MethodPut, path, admin, old)
		e = refused(t, res, raw, http.StatusUnprocessableEntity)
		if e.Fields["version"] != "Must be a whole number" {
			t.Errorf("version as text: got %v", e.Fields)
		}

		// A new product starts at 1 whatever the body says.
		create := abayaBody("cat-abayas")
		create["version"] = 7
		create["images"] = []string{}
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, create)
		var created httpapi.ProductJSON
		expect(t, res, raw, http.StatusCreated, &created)
		if created.Version != 1 {
			t.Errorf("a new product: got version %d, want 1", created.Version)
		}
	})
}
