package httpapi_test

import (
	"encoding/json"
	"maps"
	"net/http"
	"testing"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

const msgProductChanged = "This product changed since you opened it (an order may have taken stock). " +
	"Close the form and open it again to see the latest."

// asForm turns a product as read into the body the admin's form sends back.
func asForm(t *testing.T, p product) map[string]any {
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
		read := func() product {
			t.Helper()
			res, raw := call(t, a, http.MethodGet, path, "", nil)
			var p product
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
		var saved product
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
		var e errorBody
		expect(t, res, raw, http.StatusConflict, &e)
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
		expect(t, res, raw, http.StatusUnprocessableEntity, &e)
		if e.Fields["version"] != "Must be a whole number" {
			t.Errorf("version as text: got %v", e.Fields)
		}

		// A new product starts at 1 whatever the body says.
		create := abayaBody("cat-abayas")
		create["version"] = 7
		create["images"] = []string{}
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, create)
		var created product
		expect(t, res, raw, http.StatusCreated, &created)
		if created.Version != 1 {
			t.Errorf("a new product: got version %d, want 1", created.Version)
		}
	})
}
