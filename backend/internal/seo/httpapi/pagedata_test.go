package httpapi_test

import (
	"encoding/json"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/seo"
	"dhoni/internal/seo/httpapi"
	"dhoni/internal/storefront/spa"
	"dhoni/internal/storefront/ssr"
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

var (
	rootRe   = regexp.MustCompile(`(?s)<div id="root">(.*?)</div><script id="` + spa.ServerStateElementID + `" type="application/json">(.*?)</script>`)
	splashRe = regexp.MustCompile(`data-testid="splash-screen"`)
	// popupRe is the first-visit popup (spec section 1): its overlay, hidden
	// while the splash screen covers it, and its dialog with the spec's text.
	popupRe = regexp.MustCompile(`<div( aria-hidden="true" inert="")? class="fixed inset-0 z-50[^"]*"><div role="dialog" aria-modal="true"[^>]*>.*We currently serve the Maldives only\. All prices are shown in Maldivian Rufiyaa \(MVR\)\.</p><button[^>]*>I Understand</button>`)
	// serverStateRe is the state element of a drawn page.
	serverStateRe = regexp.MustCompile(`<script id="` + spa.ServerStateElementID + `" type="application/json">.*?</script>`)
)

// drawnPage asks for page until the server draws it (the first ask only
// starts the render engine) and returns the markup and the state.
func drawnPage(t *testing.T, a *apptest.App, page, cookie string) (markup, state string) {
	t.Helper()
	var html []byte
	var m [][]byte
	if !apptest.Eventually(func() bool {
		_, html = send(t, a, http.MethodGet, page, cookie, nil)
		m = rootRe.FindSubmatch(html)
		return m != nil
	}) {
		t.Fatalf("%s never came drawn:\n%s", page, html)
	}
	return string(m[1]), string(m[2])
}

// TestPagesComeDrawn: the pages that carry their data come with their first
// screen drawn by the app's own code on the server (decision 145): the
// product's name and price, the listing's cards, the splash screen only for
// a session that has not seen it, the first-visit popup only for a browser
// that has not acknowledged it (decision 174); after an owner's edit the
// next page shows it; pages without data come undrawn.
func TestPagesComeDrawn(t *testing.T) {
	t.Parallel()
	if !ssr.Built() {
		if os.Getenv("CI") == "true" {
			t.Fatal("the render script is not built into the server (build the front end first)")
		}
		t.Skip("SKIPPING: the front end is not built, so the server has no render script (go tool task build)")
	}
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := startShop(t, cfg)
		c := stockTheShop(t, a)

		markup, state := drawnPage(t, a, c.abayaPath, "")
		for _, want := range []string{"<h1", "Classic Abaya", "A flowing everyday abaya in soft crepe.", "MVR", `<header`, `<footer`} {
			if !strings.Contains(markup, want) {
				t.Errorf("%s drawn without %q:\n%s", c.abayaPath, want, markup)
			}
		}
		if !splashRe.MatchString(markup) {
			t.Errorf("first page of a session drawn without the splash screen")
		}
		// Drawn under the splash: there, but not yet a dialog.
		if m := popupRe.FindStringSubmatch(markup); m == nil || m[1] == "" {
			t.Errorf("first visit drawn without the first-visit popup under the splash:\n%s", markup)
		}
		var s struct {
			Splash     bool `json:"splash"`
			FirstVisit bool `json:"firstVisit"`
			API        struct {
				Queries map[string]struct {
					Status string          `json:"status"`
					Data   json.RawMessage `json:"data"`
				} `json:"queries"`
			} `json:"api"`
		}
		if err := json.Unmarshal([]byte(state), &s); err != nil {
			t.Fatalf("state: %v\n%s", err, state)
		}
		fulfilled := 0
		for key, q := range s.API.Queries {
			if q.Status == "fulfilled" {
				fulfilled++
				if strings.HasPrefix(key, "getProductBySlug") && !strings.Contains(string(q.Data), c.abaya.ID) {
					t.Errorf("state for %s holds %s", key, q.Data)
				}
			}
		}
		if !s.Splash || !s.FirstVisit || fulfilled < 2 {
			t.Errorf("state: splash %v, first visit %v, %d fulfilled reads, want true, true and the page's two reads", s.Splash, s.FirstVisit, fulfilled)
		}

		// A session that saw the splash gets the page without it, and the
		// popup as the dialog it is.
		seen, _ := drawnPage(t, a, c.abayaPath, spa.SplashSeenCookie+"=1")
		if splashRe.MatchString(seen) {
			t.Errorf("splash drawn for a session that saw it")
		}
		if m := popupRe.FindStringSubmatch(seen); m == nil || m[1] != "" {
			t.Errorf("a first visit without the splash drawn without the popup's dialog:\n%s", seen)
		}
		// A browser that acknowledged the popup never gets it drawn.
		for _, cookie := range []string{spa.FirstVisitSeenCookie + "=1", spa.SplashSeenCookie + "=1; " + spa.FirstVisitSeenCookie + "=1"} {
			if welcomed, state := drawnPage(t, a, c.abayaPath, cookie); popupRe.MatchString(welcomed) || strings.Contains(welcomed, "We currently serve the Maldives only") || !strings.Contains(state, `"firstVisit":false`) {
				t.Errorf("cookie %q: the popup drawn for a browser that acknowledged it", cookie)
			}
		}

		listing, _ := drawnPage(t, a, "/shop", "")
		if !strings.Contains(listing, "All Products") || !strings.Contains(listing, "Classic Abaya") {
			t.Errorf("/shop drawn without its title and cards:\n%s", listing)
		}

		// An owner's edit shows in the next page drawn.
		editProduct(t, a, c.abaya.ID, func(p map[string]any) { p["title"] = "Classic Crepe Abaya" })
		if after, _ := drawnPage(t, a, c.abayaPath, ""); !strings.Contains(after, "Classic Crepe Abaya") {
			_, html := send(t, a, http.MethodGet, c.abayaPath, "", nil)
			t.Errorf("edited product drawn as before; page data: %s", pageDataRe.Find(html))
		}

		// Pages without carried data are left to the app.
		for _, page := range []string{"/cart", "/shop?sort=price-asc", "/admin"} {
			if _, html := send(t, a, http.MethodGet, page, "", nil); rootRe.Match(html) || !strings.Contains(string(html), `<div id="root"></div>`) {
				t.Errorf("%s came drawn", page)
			}
		}
	})
}
