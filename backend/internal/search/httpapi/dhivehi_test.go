package httpapi_test

import (
	"net/http"
	"slices"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// TestSearchInDhivehi: a product is found by its Dhivehi title and its
// category's Dhivehi name, typed with or without the sukun and the other
// vowel signs, and with a zero-width joiner inside a word.
func TestSearchInDhivehi(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, cfg)
		send := func(path string, body map[string]any) string {
			t.Helper()
			res, raw := a.Send(t, http.MethodPost, path, apptest.AsAdmin(admin), body)
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("POST %s: got %d %s", path, res.StatusCode, raw)
			}
			return apptest.Decode[struct{ ID string }](t, raw).ID
		}
		send("/api/categories", map[string]any{"name": "Accessories", "shop_type": "accessories"})
		kitchen := send("/api/categories", map[string]any{"name": "Kitchen", "name_dv": "ބަދިގޭ ތަކެތި", "shop_type": "accessories"})
		send("/api/products", map[string]any{
			"title": "Slice Toaster", "title_dv": "ޓޯސްޓަރު", "sku": "DH-AP-099", "description": "Two wide slots for roshi and bread.",
			"price": 390, "category_id": kitchen, "shop_type": "accessories", "stock": map[string]int{"default": 4},
			"colors": []any{}, "sizes": []any{},
		})
		send("/api/products", map[string]any{
			"title": "Rice Cooker", "sku": "DH-AP-100", "description": "Cooks rice and keeps it warm.",
			"price": 590, "category_id": kitchen, "shop_type": "accessories", "stock": map[string]int{"default": 4},
			"colors": []any{}, "sizes": []any{},
		})
		for _, tc := range []struct {
			name, q string
			want    []string
		}{
			{"as written, with sukun", "ޓޯސްޓަރު", []string{"Slice Toaster"}},
			{"without the sukun", "ޓޯސޓަރު", []string{"Slice Toaster"}},
			{"without any vowel sign", "ޓސޓރ", []string{"Slice Toaster"}},
			{"with a zero-width joiner inside", "ޓޯސް\u200dޓަރު", []string{"Slice Toaster"}},
			{"the category's Dhivehi name", "ބަދިގެ", []string{"Rice Cooker", "Slice Toaster"}},
			{"Dhivehi and English words together", "ބަދިގޭ toaster", []string{"Slice Toaster"}},
			{"a Dhivehi word not there", "ފޮތް", nil},
		} {
			_, got := search(t, a, tc.q)
			if found := titles(got.Results); !slices.Equal(found, tc.want) && !(len(found) == 0 && tc.want == nil) {
				t.Errorf("%s (%q): got %q, want %q", tc.name, tc.q, found, tc.want)
			}
		}
		_, got := search(t, a, "ޓޯސްޓަރު")
		if len(got.Results) != 1 || got.Results[0].TitleDV != "ޓޯސްޓަރު" || got.Results[0].CategoryDV != "ބަދިގޭ ތަކެތި" {
			t.Errorf("a result: got %+v, want its Dhivehi title and category", got.Results)
		}
	})
}
