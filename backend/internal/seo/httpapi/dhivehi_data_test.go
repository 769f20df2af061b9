package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// A Dhivehi title with an isolate around markup that must stay text.
const (
	hostileTitleDV   = "ޢީދު \u2066</script><script>alert(1)</script>\u2069 އަބާޔާ"
	abayaDescription = "ލުއި ކްރެޕުން ހެދި، ކޮންމެ ދުވަހަކު ލާން ރަނގަޅު އަބާޔާއެއް."
	abayasNameDV     = "އަބާޔާ"
)

// nameDhivehiCategory gives the category called name its Dhivehi name, as
// the owner's form sends it.
func nameDhivehiCategory(t *testing.T, a *apptest.App, name, nameDV string) {
	t.Helper()
	var all []map[string]any
	_, raw := send(t, a, http.MethodGet, "/api/categories", "", nil)
	if err := json.Unmarshal(raw, &all); err != nil {
		t.Fatal(err)
	}
	for _, c := range all {
		if c["name"] != name {
			continue
		}
		body := map[string]any{"name": name, "name_dv": nameDV, "shop_type": c["shop_type"], "parent_id": c["parent_id"]}
		if res, raw := send(t, a, http.MethodPut, "/api/categories/"+c["id"].(string), a.AdminCookie(t), body); res.StatusCode != http.StatusOK {
			t.Fatalf("name %s in Dhivehi: %d %s", name, res.StatusCode, raw)
		}
		return
	}
	t.Fatalf("no category %s", name)
}

// TestDhivehiPagesDescribeThemselvesInDhivehi: the structured data of a
// /dv page names the owner's Dhivehi words where written (the English where
// not), its addresses are the Dhivehi pages', the page says it is in
// Dhivehi, and the owner's text cannot leave its script element; the
// English pages' data is as it was.
func TestDhivehiPagesDescribeThemselvesInDhivehi(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.PublicURL = shop
		a := startShop(t, cfg)
		c := stockTheShop(t, a)
		editProduct(t, a, c.abaya.ID, func(p map[string]any) {
			p["title_dv"], p["description_dv"] = hostileTitleDV, abayaDescription
		})
		nameDhivehiCategory(t, a, "Abayas", abayasNameDV)
		dvAbaya := shop + "/dv" + c.abayaPath

		t.Run("product", func(t *testing.T) {
			res, raw := send(t, a, http.MethodGet, "/dv"+c.abayaPath, "", nil)
			if res.StatusCode != http.StatusOK || bytes.Contains(raw, []byte("<script>alert")) {
				t.Fatalf("GET /dv%s: %d, the title's markup must stay text: %s", c.abayaPath, res.StatusCode, raw)
			}
			h := parseHead(t, raw)
			if len(h.jsonLD) != 3 {
				t.Errorf("got %d JSON-LD documents, want the product, its breadcrumbs and the page", len(h.jsonLD))
			}
			p := h.ofType("Product")
			if len(p) != 1 || p[0]["name"] != hostileTitleDV || p[0]["description"] != abayaDescription ||
				p[0]["url"] != dvAbaya || path(p[0], "offers", "url") != dvAbaya || path(p[0], "offers", "price") != "1250.50" {
				t.Errorf("Dhivehi product JSON-LD: got %v", p)
			}
			crumbs := h.ofType("BreadcrumbList")
			if len(crumbs) != 1 {
				t.Fatalf("breadcrumbs: got %v", h.jsonLD)
			}
			items, _ := crumbs[0]["itemListElement"].([]any)
			var names, links []string
			for _, it := range items {
				names, links = append(names, path(it, "name").(string)), append(links, path(it, "item").(string))
			}
			if !slices.Equal(names, []string{"ފުރަތަމަ ސަފްހާ", "ހެދުން", abayasNameDV, hostileTitleDV}) ||
				!slices.Equal(links, []string{shop + "/dv", shop + "/dv/shop", shop + "/dv/categories/" + c.abayas.Slug, dvAbaya}) {
				t.Errorf("Dhivehi breadcrumbs: got %q at %q", names, links)
			}
			itemPage := h.ofType("ItemPage")
			if len(itemPage) != 1 || itemPage[0]["inLanguage"] != "dv" || itemPage[0]["url"] != dvAbaya || itemPage[0]["name"] != hostileTitleDV {
				t.Errorf("Dhivehi page: got %v", itemPage)
			}

			// The English page is as it was: English words, English
			// addresses, no language named.
			english := page(t, a, c.abayaPath, http.StatusOK)
			ep := english.ofType("Product")
			if len(ep) != 1 || ep[0]["name"] != "Classic Abaya" || ep[0]["url"] != shop+c.abayaPath || len(english.jsonLD) != 2 {
				t.Errorf("English product JSON-LD: got %v", english.jsonLD)
			}
			if doc := jsonOf(english.jsonLD); strings.Contains(doc, "inLanguage") || strings.Contains(doc, "/dv") || strings.Contains(doc, abayasNameDV) {
				t.Errorf("the English page's data is in Dhivehi: %s", doc)
			}
		})

		t.Run("a product without Dhivehi words", func(t *testing.T) {
			p := page(t, a, "/dv"+c.cookerPath, http.StatusOK).ofType("Product")
			if len(p) != 1 || p[0]["name"] != "Rice Cooker" || p[0]["url"] != shop+"/dv"+c.cookerPath {
				t.Errorf("got %v, want the English name at the Dhivehi address", p)
			}
		})

		t.Run("category", func(t *testing.T) {
			h := page(t, a, "/dv/categories/"+c.abayas.Slug, http.StatusOK)
			crumbs := h.ofType("BreadcrumbList")
			if len(crumbs) != 1 {
				t.Fatalf("breadcrumbs: got %v", h.jsonLD)
			}
			items, _ := crumbs[0]["itemListElement"].([]any)
			at := shop + "/dv/categories/" + c.abayas.Slug
			if len(items) != 3 || path(items[1], "name") != "ބާވަތްތައް" || path(items[1], "item") != shop+"/dv/categories" ||
				path(items[2], "name") != abayasNameDV || path(items[2], "item") != at {
				t.Errorf("Dhivehi category breadcrumbs: got %v", items)
			}
			listing := h.ofType("CollectionPage")
			if len(listing) != 1 || listing[0]["inLanguage"] != "dv" || listing[0]["url"] != at {
				t.Errorf("Dhivehi category page: got %v", listing)
			}
		})

		t.Run("home", func(t *testing.T) {
			site := page(t, a, "/dv", http.StatusOK).ofType("WebSite")
			if len(site) != 1 || site[0]["inLanguage"] != "dv" || site[0]["url"] != shop+"/dv" ||
				!strings.HasPrefix(path(site[0], "potentialAction", "target").(string), shop+"/dv/shop?q=") {
				t.Errorf("Dhivehi home WebSite: got %v", site)
			}
		})
	})
}
