package httpapi_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"testing"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/seo"
	"dhoni/internal/seo/httpapi"
)

var pageDataRe = regexp.MustCompile(`<script id="` + httpapi.PageDataElementID + `" type="application/json">(.*?)</script>`)

// TestPagesCarryTheDataOfTheirFirstReads: the home page, /shop and a product
// page carry the very answers the app asks for first, so its first screen
// needs no API call; after an edit the page carries the new answer.
func TestPagesCarryTheDataOfTheirFirstReads(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := startShop(t, cfg)
		c := stockTheShop(t, a)
		check := func(page string, reads ...string) map[string]json.RawMessage {
			t.Helper()
			_, html := send(t, a, http.MethodGet, page, "", nil)
			m := pageDataRe.FindSubmatch(html)
			if m == nil {
				t.Fatalf("%s: no page data in\n%s", page, html)
			}
			var data map[string]struct {
				Body  json.RawMessage `json:"body"`
				Total string          `json:"total"`
			}
			if err := json.Unmarshal(m[1], &data); err != nil {
				t.Fatalf("%s: page data: %v", page, err)
			}
			if len(data) != len(reads) {
				t.Errorf("%s: page data for %d reads, want %v", page, len(data), reads)
			}
			bodies := map[string]json.RawMessage{}
			for _, r := range reads {
				res, body := send(t, a, http.MethodGet, "/api"+r, "", nil)
				got, ok := data[r]
				if !ok || string(got.Body) != string(body) || got.Total != res.Header.Get("X-Total-Count") {
					t.Errorf("%s: page data for %s is\n%s (total %q)\nbut the API answers\n%s (total %q)",
						page, r, got.Body, got.Total, body, res.Header.Get("X-Total-Count"))
				}
				bodies[r] = got.Body
			}
			return bodies
		}
		check("/", seo.ReadCategories, seo.ReadFeatured)
		shop := check("/shop", seo.ReadCategories, seo.ReadClothing)
		var listed []struct{ Slug string }
		if err := json.Unmarshal(shop[seo.ReadClothing], &listed); err != nil || len(listed) == 0 {
			t.Errorf("/shop page data lists no product: %s", shop[seo.ReadClothing])
		}
		slug := "/products/slug/" + c.abaya.Slug
		check(c.abayaPath, slug, seo.ReadCategories)

		// An owner's edit shows in the next page served.
		editProduct(t, a, c.abaya.ID, func(p map[string]any) { p["description"] = "Now in a heavier crepe for the cooler months." })
		after := check(c.abayaPath, slug, seo.ReadCategories)
		if !regexp.MustCompile(`heavier crepe`).Match(after[slug]) {
			t.Errorf("the product page still carries %s", after[slug])
		}

		// Pages with a query, and other pages, carry none.
		for _, page := range []string{"/shop?sort=price-asc", "/cart", "/track-order"} {
			if _, html := send(t, a, http.MethodGet, page, "", nil); pageDataRe.Match(html) {
				t.Errorf("%s carries page data", page)
			}
		}
	})
}
