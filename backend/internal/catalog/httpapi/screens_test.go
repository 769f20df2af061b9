package httpapi_test

import (
	"maps"
	"net/http"
	"testing"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

func categoriesByID(t *testing.T, res *http.Response, raw []byte) map[string]category {
	t.Helper()
	var cats []category
	expect(t, res, raw, http.StatusOK, &cats)
	out := map[string]category{}
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
		var e errorBody

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
			expect(t, res, raw, http.StatusUnprocessableEntity, &e)
			if e.Fields[tc.field] != tc.want {
				t.Errorf("%s: got %+v, want %s %q", tc.name, e, tc.field, tc.want)
			}
			if tc.field == "name" && e.Error != "Please enter a category name" {
				t.Errorf("%s: got error %q, want the form's alert text", tc.name, e.Error)
			}
		}

		// Reorder: one parent's children, 0-based (clothing) ...
		before := func() map[string]category {
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
			expect(t, res, raw, http.StatusConflict, &e)
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
		var e errorBody
		expect(t, res, raw, http.StatusUnprocessableEntity, &e)
		if !maps.Equal(e.Fields, tc.want) {
			t.Errorf("%s: got fields %v, want %v", tc.name, e.Fields, tc.want)
		}
	}
	// Colours and sizes are the clothing form's: an appliance needs neither.
	res, raw := call(t, a, http.MethodPost, "/api/products", admin, map[string]any{
		"shop_type": "accessories", "title": "Desk Fan", "description": "A quiet 12-inch desk fan.", "price": 450.75,
		"sku": "FAN-12", "category_id": "acc-cat-cooling-fans", "stock": map[string]any{"default": 3}, "brand": "Breeze",
	})
	var p product
	expect(t, res, raw, http.StatusCreated, &p)
	if p.Price != 450.75 || p.Stock["default"] != 3 || len(p.Colors) != 0 || len(p.Sizes) != 0 || p.Version != 1 {
		t.Errorf("got %+v", p)
	}
}
