package httpapi_test

import (
	"net/http"
	"testing"

	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// TestDhivehiWords saves the owner's Dhivehi title, description and
// category name and reads them back, on both databases; a Dhivehi name with
// a control that reverses text is refused, isolates and joiners are kept as
// typed.
func TestDhivehiWords(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, _ := startShop(t, cfg)
		admin := a.AdminCookie(t)

		res, raw := call(t, a, http.MethodPost, "/api/categories", admin, map[string]any{"name": "Abayas", "name_dv": "\u202eއަބާޔާ"})
		if e := refused(t, res, raw, http.StatusUnprocessableEntity); e.Fields["name_dv"] != "Must not contain characters that reverse the text" {
			t.Errorf("name_dv with an RLO: got %v", e.Fields)
		}
		abayas := newCategory(t, a, admin, map[string]any{"name": "Abayas", "name_dv": " އަބާޔާ "})
		if abayas.NameDV != "އަބާޔާ" {
			t.Errorf("name_dv: got %q, want it trimmed", abayas.NameDV)
		}
		plain := newCategory(t, a, admin, map[string]any{"name": "Dresses"})
		if plain.NameDV != "" {
			t.Errorf("a category without a Dhivehi name: got %q", plain.NameDV)
		}

		body := abayaBody(abayas.ID)
		body["images"] = []string{"https://cdn.example.com/abaya.jpg"}
		body["title_dv"] = "\u202eއަބާޔާ"
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, body)
		if e := refused(t, res, raw, http.StatusUnprocessableEntity); e.Fields["title_dv"] != "Must not contain characters that reverse the text" {
			t.Errorf("title_dv with an RLO: got %v", e.Fields)
		}
		body["title_dv"], body["description_dv"] = "ދި", "ކުރު"
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, body)
		e := refused(t, res, raw, http.StatusUnprocessableEntity)
		if e.Fields["title_dv"] != "Title must be at least 3 characters" || e.Fields["description_dv"] != "Description must be at least 10 characters" {
			t.Errorf("short Dhivehi texts: got %v", e.Fields)
		}

		// Mixed scripts, an isolate and a zero-width joiner are stored as typed.
		title := "ކްލެސިކް \u2066Abaya\u2069 އަބާ\u200dޔާ"
		description := "ކްރޭޕް ފޮތިން ހަދާފައިވާ، ކޮންމެ ދުވަހަކު ލެވޭ އަބާޔާއެއް."
		body["title_dv"], body["description_dv"] = title, description
		var created httpapi.ProductJSON
		res, raw = call(t, a, http.MethodPost, "/api/products", admin, body)
		expect(t, res, raw, http.StatusCreated, &created)

		var read httpapi.ProductJSON
		res, raw = call(t, a, http.MethodGet, "/api/products/"+created.ID, "", nil)
		expect(t, res, raw, http.StatusOK, &read)
		if read.TitleDV != title || read.DescriptionDV != description || read.Title != "Classic Abaya" {
			t.Errorf("read back: got %q / %q / %q", read.Title, read.TitleDV, read.DescriptionDV)
		}

		// Emptied, the Dhivehi title is gone from the answer.
		body["title_dv"], body["description_dv"], body["version"] = "", "", read.Version
		res, raw = call(t, a, http.MethodPut, "/api/products/"+created.ID, admin, body)
		expect(t, res, raw, http.StatusOK, nil)
		res, raw = call(t, a, http.MethodGet, "/api/products/"+created.ID, "", nil)
		read = httpapi.ProductJSON{}
		expect(t, res, raw, http.StatusOK, &read)
		if read.TitleDV != "" || read.DescriptionDV != "" {
			t.Errorf("emptied: got %q / %q", read.TitleDV, read.DescriptionDV)
		}

		var cats []httpapi.CategoryJSON
		res, raw = call(t, a, http.MethodGet, "/api/categories", "", nil)
		expect(t, res, raw, http.StatusOK, &cats)
		if len(cats) != 2 || cats[0].NameDV != "އަބާޔާ" {
			t.Errorf("categories: got %+v", cats)
		}
	})
}
