package httpapi_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"image/jpeg"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/seo"
)

const shop = "https://shop.example.mv"

type category struct {
	ID, Name, Slug string
}

type product struct {
	ID        string   `json:"id"`
	Title     string   `json:"title"`
	Slug      string   `json:"slug"`
	Images    []string `json:"images"`
	UpdatedAt string   `json:"updated_at"`
}

// Titles and descriptions no page may break out of its tags with.
const (
	trickyTitle       = `Eid </script><script>alert("x")</script> 'Gold' & <b>Lace</b> Abaya`
	trickyDescription = "Hand-made lace.\u2028</script><img src=x onerror=alert(1)>\u2029 \"Quoted\" & 'single' </title>-->"
	secretToken       = "123456:SECRET-bot-token"
)

// catalogue is what the owner added before the tests read the pages.
type catalogue struct {
	abayas, kitchen                 category
	abaya, cooker, tricky           product
	abayaPath, cookerPath, trickyAt string
}

func stockTheShop(t *testing.T, a *apptest.App) catalogue {
	t.Helper()
	admin := a.AdminCookie(t)
	var c catalogue
	var women category
	create(t, a, admin, "/api/categories", map[string]any{"name": "Women", "shop_type": "clothing"}, &women)
	create(t, a, admin, "/api/categories", map[string]any{"name": "Abayas", "shop_type": "clothing", "parent_id": women.ID}, &c.abayas)
	var appliances category
	create(t, a, admin, "/api/categories", map[string]any{"name": "Accessories", "shop_type": "accessories"}, &appliances)
	create(t, a, admin, "/api/categories", map[string]any{"name": "Kitchen", "shop_type": "accessories"}, &c.kitchen)
	clothing := func(title, description string, images []string) map[string]any {
		return map[string]any{
			"title": title, "sku": "AB-" + title[:3], "description": description, "price": 1250.5,
			"images": images, "category_id": c.abayas.ID, "shop_type": "clothing", "tags": []string{},
			"stock": map[string]int{"Black:M": 3, "L": 0}, "colors": []map[string]string{{"name": "Black", "hex": "#000000"}},
			"sizes": []string{"M", "L"}, "is_featured": true,
		}
	}
	create(t, a, admin, "/api/products", clothing("Classic Abaya", "A flowing everyday abaya in soft crepe.", []string{pngDataURL(t, 1500, 1000)}), &c.abaya)
	create(t, a, admin, "/api/products", clothing(trickyTitle, trickyDescription, []string{}), &c.tricky)
	create(t, a, admin, "/api/products", map[string]any{
		"title": "Rice Cooker", "sku": "RC-1", "description": "A 1.8 litre rice cooker that keeps rice warm.", "price": 899,
		"images": []string{}, "category_id": c.kitchen.ID, "shop_type": "accessories", "tags": []string{},
		"stock": map[string]int{"default": 0}, "colors": []map[string]string{}, "sizes": []string{}, "is_featured": false,
		"brand": "Panasonic", "model": "SR-1",
	}, &c.cooker)
	c.abayaPath, c.cookerPath, c.trickyAt = "/shop/"+c.abaya.Slug, "/accessories/"+c.cooker.Slug, "/shop/"+c.tricky.Slug

	// The owner's Telegram token is admin-only: no page may show it.
	res, raw := send(t, a, http.MethodGet, "/api/settings", admin, nil)
	var settings map[string]any
	if err := json.Unmarshal(raw, &settings); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("read settings: %d %s", res.StatusCode, raw)
	}
	settings["telegram"] = map[string]any{"enabled": true, "botToken": secretToken, "chatIds": "12345"}
	if res, raw := send(t, a, http.MethodPut, "/api/settings", admin, settings); res.StatusCode != http.StatusOK {
		t.Fatalf("save settings: %d %s", res.StatusCode, raw)
	}
	return c
}

// page fetches a page as a crawler does and checks it is the app.
func page(t *testing.T, a *apptest.App, p string, status int) head {
	t.Helper()
	res, raw := send(t, a, http.MethodGet, p, "", nil)
	if res.StatusCode != status {
		t.Fatalf("GET %s: got %d, want %d", p, res.StatusCode, status)
	}
	if strings.Contains(string(raw), "SECRET-bot-token") {
		t.Errorf("GET %s: the page shows the owner's Telegram token", p)
	}
	h := parseHead(t, raw)
	if !h.hasRoot {
		t.Errorf("GET %s: the page is not the app (no #root)", p)
	}
	if len(h.titles) != 1 || len(h.meta["description"]) != 1 {
		t.Errorf("GET %s: titles %q, descriptions %q, want one of each", p, h.titles, h.meta["description"])
	}
	return h
}

// TestPublicPagesCarryTheirHeadTags reads every public page without
// JavaScript, on both databases.
func TestPublicPagesCarryTheirHeadTags(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.PublicURL = shop
		a := startShop(t, cfg)
		c := stockTheShop(t, a)

		t.Run("listings", func(t *testing.T) {
			// The sample hero picture is an SVG, which previews do not show:
			// a listing shows its first product's picture instead, if any.
			abaya := shop + c.abaya.Images[0]
			for _, tc := range []struct{ path, title, description, canonical, image string }{
				{"/shop", "All Products · Dhoni", seo.ClothingDescription, shop + "/shop", abaya},
				{"/shop?sort=price-asc&page=2", "All Products · Dhoni", seo.ClothingDescription, shop + "/shop", abaya},
				{"/accessories", "Appliances · Dhoni", seo.AppliancesDescription, shop + "/accessories", ""},
				{"/categories", "Categories · Dhoni", seo.CategoriesDescription, shop + "/categories", abaya},
				{"/tailoring", "Tailoring · Dhoni", seo.TailoringDescription, shop + "/tailoring", abaya},
				{"/categories/" + c.abayas.Slug, "Abayas · Dhoni", "Abayas: modest clothing from Dhoni, delivered across the Maldives. Prices in MVR.", shop + "/categories/" + c.abayas.Slug, abaya},
				{"/accessories?category=" + strings.ToUpper(c.kitchen.Slug) + "&sort=name", "Kitchen · Dhoni", "Kitchen: home appliances from Dhoni, delivered across the Maldives. Prices in MVR.", shop + "/accessories?category=" + c.kitchen.Slug, ""},
			} {
				h := page(t, a, tc.path, http.StatusOK)
				if h.titles[0] != tc.title || h.one(t, "description") != tc.description {
					t.Errorf("%s: got %q / %q, want %q / %q", tc.path, h.titles[0], h.meta["description"], tc.title, tc.description)
				}
				if !slices.Equal(h.canonical, []string{tc.canonical}) || h.one(t, "og:url") != tc.canonical {
					t.Errorf("%s: canonical %q og:url %q, want %s", tc.path, h.canonical, h.meta["og:url"], tc.canonical)
				}
				if h.one(t, "og:type") != "website" || h.one(t, "og:title") != tc.title || h.one(t, "og:description") != tc.description ||
					h.one(t, "twitter:title") != tc.title || h.one(t, "og:site_name") != "Dhoni" {
					t.Errorf("%s: preview tags %v", tc.path, h.meta)
				}
				if card := map[bool]string{true: "summary", false: "summary_large_image"}[tc.image == ""]; h.one(t, "twitter:card") != card ||
					!slices.Equal(h.meta["og:image"], nonEmpty(tc.image)) {
					t.Errorf("%s: card %q og:image %q, want %s with %q", tc.path, h.meta["twitter:card"], h.meta["og:image"], card, tc.image)
				}
				if len(h.meta["robots"]) != 0 {
					t.Errorf("%s: robots %q, want the page indexed", tc.path, h.meta["robots"])
				}
			}
			crumbs := page(t, a, "/categories/"+c.abayas.Slug, http.StatusOK).ofType("BreadcrumbList")
			if len(crumbs) != 1 {
				t.Fatalf("category page: got %d BreadcrumbList, want 1", len(crumbs))
			}
			items, _ := crumbs[0]["itemListElement"].([]any)
			if len(items) != 3 || path(items[2], "name") != "Abayas" || path(items[2], "item") != shop+"/categories/"+c.abayas.Slug ||
				path(items[0], "item") != shop+"/" || path(items[1], "position") != 2.0 {
				t.Errorf("category breadcrumbs: got %v", items)
			}
		})

		t.Run("home", func(t *testing.T) {
			h := page(t, a, "/", http.StatusOK)
			want := "Modest fashion for women and dependable home appliances, delivered across the Maldives."
			if h.titles[0] != "Home · Dhoni" || h.one(t, "description") != want || h.canonical[0] != shop+"/" ||
				h.one(t, "og:image") != shop+c.abaya.Images[0] {
				t.Errorf("home: title %q description %q canonical %q", h.titles[0], h.meta["description"], h.canonical)
			}
			org, site := h.ofType("Organization"), h.ofType("WebSite")
			if len(org) != 1 || org[0]["name"] != "Dhoni" || org[0]["url"] != shop+"/" || org[0]["@context"] != "https://schema.org" {
				t.Errorf("home Organization: got %v", org)
			}
			if len(site) != 1 || path(site[0], "potentialAction", "target") != shop+"/shop?q={search_term_string}" {
				t.Errorf("home WebSite: got %v", site)
			}
		})

		t.Run("clothing product", func(t *testing.T) {
			h := page(t, a, c.abayaPath, http.StatusOK)
			url := shop + c.abayaPath
			image := shop + c.abaya.Images[0]
			if !strings.HasSuffix(c.abaya.Images[0], "/1280.jpg") {
				t.Fatalf("stored image %q, want the 1280 copy", c.abaya.Images[0])
			}
			if h.titles[0] != "Classic Abaya · Dhoni" || h.one(t, "description") != "A flowing everyday abaya in soft crepe." ||
				h.canonical[0] != url || h.one(t, "og:url") != url || h.one(t, "og:type") != "product" ||
				h.one(t, "og:image") != image || h.one(t, "twitter:image") != image || h.one(t, "twitter:card") != "summary_large_image" ||
				h.one(t, "product:price:amount") != "1250.50" || h.one(t, "product:price:currency") != "MVR" {
				t.Errorf("product tags: title %q canonical %q meta %v", h.titles, h.canonical, h.meta)
			}
			// The first picture is fetched before the app asks for it, as the
			// copy the gallery will pick (same srcset and sizes), and every
			// copy of the srcset exists.
			_, html := send(t, a, http.MethodGet, c.abayaPath, "", nil)
			folder := strings.TrimSuffix(c.abaya.Images[0], "1280.jpg")
			preload := `<link rel="preload" as="image" href="` + c.abaya.Images[0] + `" fetchpriority="high" imagesrcset="` +
				folder + `320.jpg 320w, ` + folder + `640.jpg 640w, ` + folder + `1280.jpg 1280w" imagesizes="` + seo.GallerySizes + `" />`
			if strings.Count(string(html), `rel="preload" as="image"`) != 1 || !strings.Contains(string(html), preload) {
				t.Errorf("product page: want one image preload %s in\n%s", preload, html)
			}
			for _, w := range []string{"320", "640"} {
				if res, _ := send(t, a, http.MethodGet, folder+w+".jpg", "", nil); res.StatusCode != http.StatusOK {
					t.Errorf("the %s copy of the preloaded picture: %d", w, res.StatusCode)
				}
			}

			// The preview picture is a real, resized copy, about as wide as previews show.
			res, raw := send(t, a, http.MethodGet, strings.TrimPrefix(image, shop), "", nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("og:image: got %d", res.StatusCode)
			}
			if img, err := jpeg.DecodeConfig(bytes.NewReader(raw)); err != nil || img.Width != 1280 {
				t.Errorf("og:image: %v, %d wide, want 1280", err, img.Width)
			}

			products := h.ofType("Product")
			if len(products) != 1 {
				t.Fatalf("product JSON-LD: got %v", h.jsonLD)
			}
			p := products[0]
			if p["name"] != "Classic Abaya" || p["sku"] != "AB-Cla" || p["description"] != "A flowing everyday abaya in soft crepe." ||
				p["url"] != url || jsonOf(p["image"]) != jsonOf([]string{image}) ||
				path(p, "offers", "price") != "1250.50" || path(p, "offers", "priceCurrency") != "MVR" ||
				path(p, "offers", "availability") != "https://schema.org/InStock" || p["brand"] != nil {
				t.Errorf("product JSON-LD: got %v", p)
			}
			crumbs := h.ofType("BreadcrumbList")
			if len(crumbs) != 1 {
				t.Fatalf("product breadcrumbs: got %v", h.jsonLD)
			}
			items, _ := crumbs[0]["itemListElement"].([]any)
			var names []string
			for _, it := range items {
				names = append(names, path(it, "name").(string))
			}
			if !slices.Equal(names, []string{"Home", "Clothing", "Abayas", "Classic Abaya"}) || path(items[3], "item") != url {
				t.Errorf("product breadcrumbs: got %v", items)
			}
		})

		t.Run("appliance", func(t *testing.T) {
			h := page(t, a, c.cookerPath, http.StatusOK)
			p := h.ofType("Product")
			if len(p) != 1 || path(p[0], "brand", "name") != "Panasonic" || path(p[0], "brand", "@type") != "Brand" ||
				path(p[0], "offers", "availability") != "https://schema.org/OutOfStock" || path(p[0], "offers", "price") != "899.00" {
				t.Errorf("appliance JSON-LD: got %v", p)
			}
			if h.one(t, "twitter:card") != "summary" || len(h.meta["og:image"]) != 0 {
				t.Errorf("a product without pictures has no preview picture: %v", h.meta)
			}
			// The page data (and the drawn page's state) is the public API's
			// answer; the head tags and structured data must not show stock
			// or versions.
			body := pageDataRe.ReplaceAllString(string(mustGet(t, a, c.cookerPath)), "")
			if body = serverStateRe.ReplaceAllString(body, ""); strings.Contains(body, `"stock"`) || strings.Contains(body, `"version"`) {
				t.Errorf("the appliance page shows admin data: %s", body)
			}
		})

		t.Run("text cannot break out", func(t *testing.T) {
			res, raw := send(t, a, http.MethodGet, c.trickyAt, "", nil)
			if res.StatusCode != http.StatusOK || bytes.Contains(raw, []byte("<script>alert")) || bytes.Contains(raw, []byte("<img src=x")) {
				t.Fatalf("tricky product: got %d %s", res.StatusCode, raw)
			}
			h := parseHead(t, raw)
			plain := page(t, a, c.abayaPath, http.StatusOK)
			if h.scripts != plain.scripts || len(h.jsonLD) != 2 {
				t.Errorf("tricky product: %d script elements (%d JSON-LD), want %d like any product page", h.scripts, len(h.jsonLD), plain.scripts)
			}
			if h.titles[0] != trickyTitle+" · Dhoni" || h.one(t, "og:title") != trickyTitle+" · Dhoni" {
				t.Errorf("tricky title: got %q", h.titles)
			}
			wantDescription := seo.Describe(trickyDescription)
			if h.one(t, "description") != wantDescription || strings.ContainsAny(wantDescription, "\u2028\u2029") {
				t.Errorf("tricky description: got %q, want %q", h.meta["description"], wantDescription)
			}
			p := h.ofType("Product")
			if len(p) != 1 || p[0]["name"] != trickyTitle || p[0]["description"] != trickyDescription {
				t.Errorf("tricky JSON-LD: got %v", p)
			}
		})

		t.Run("unknown addresses", func(t *testing.T) {
			for _, p := range []string{"/shop/no-such-dress", "/accessories/no-such-cooker", "/categories/no-such-category",
				"/accessories?category=no-such-category", "/no-such-page", "/shop/" + c.abaya.Slug + "/more"} {
				h := page(t, a, p, http.StatusNotFound)
				if h.titles[0] != "Page Not Found · Dhoni" || h.one(t, "robots") != "noindex" || len(h.canonical) != 0 || len(h.jsonLD) != 0 {
					t.Errorf("%s: title %q robots %q canonical %q", p, h.titles, h.meta["robots"], h.canonical)
				}
			}
			for _, p := range []string{"/cart", "/checkout", "/track-order", "/admin", "/order-confirmation/RB-ABC-1234",
				"/admin/orders/RB-ABC-1234", "/admin/orders?status=pending&page=2", "/admin/products/prod-1"} {
				if h := page(t, a, p, http.StatusOK); h.one(t, "robots") != "noindex" {
					t.Errorf("%s: robots %q, want noindex", p, h.meta["robots"])
				}
			}
		})

		t.Run("a product under the other shop's path moves", func(t *testing.T) {
			for from, to := range map[string]string{
				"/accessories/" + c.abaya.Slug:  c.abayaPath,
				"/shop/" + c.cooker.Slug:        c.cookerPath,
				"/categories/" + c.kitchen.Slug: "/accessories?category=" + c.kitchen.Slug,
			} {
				res, _ := send(t, a, http.MethodGet, from, "", nil)
				if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != to {
					t.Errorf("%s: got %d to %q, want 301 to %s", from, res.StatusCode, res.Header.Get("Location"), to)
				}
			}
		})

		t.Run("sitemap", func(t *testing.T) {
			res, raw := send(t, a, http.MethodGet, "/sitemap.xml", "", nil)
			if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/xml") ||
				res.Header.Get("Cache-Control") != "public, max-age=3600" || res.Header.Get("ETag") == "" {
				t.Fatalf("sitemap: got %d %v", res.StatusCode, res.Header)
			}
			var set struct {
				URLs []struct {
					Loc     string `xml:"loc"`
					LastMod string `xml:"lastmod"`
				} `xml:"url"`
			}
			if err := xml.Unmarshal(raw, &set); err != nil {
				t.Fatalf("sitemap: %v in %s", err, raw)
			}
			lastmod := map[string]string{}
			for _, u := range set.URLs {
				lastmod[u.Loc] = u.LastMod
				// Every address in it answers, as the app with its head.
				if !strings.HasPrefix(u.Loc, shop+"/") {
					t.Errorf("sitemap: %s is not on %s", u.Loc, shop)
					continue
				}
				if _, err := url.Parse(u.Loc); err != nil {
					t.Errorf("sitemap: %s: %v", u.Loc, err)
				}
				page(t, a, strings.TrimPrefix(u.Loc, shop), http.StatusOK)
			}
			for _, want := range []string{"/", "/shop", "/accessories", "/categories", "/tailoring", "/categories/" + c.abayas.Slug,
				"/accessories?category=" + c.kitchen.Slug, c.abayaPath, c.cookerPath, c.trickyAt} {
				if _, ok := lastmod[shop+want]; !ok {
					t.Errorf("sitemap: %s missing from %v", want, lastmod)
				}
			}
			updated, err := time.Parse(time.RFC3339Nano, c.cooker.UpdatedAt)
			if err != nil {
				t.Fatal(err)
			}
			if got := lastmod[shop+c.cookerPath]; got != updated.UTC().Format(time.RFC3339) {
				t.Errorf("sitemap: the cooker's lastmod is %q, want its last change %s", got, updated.UTC().Format(time.RFC3339))
			}
			if lastmod[shop+"/accessories?category="+c.kitchen.Slug] != lastmod[shop+c.cookerPath] {
				t.Errorf("sitemap: the Kitchen listing's lastmod is not its newest product's")
			}
			again := &http.Request{Method: http.MethodGet, Header: http.Header{"If-None-Match": {res.Header.Get("ETag")}}}
			again.URL, _ = url.Parse(a.URL + "/sitemap.xml")
			if res, err := a.Client.Do(again); err != nil || res.StatusCode != http.StatusNotModified {
				t.Errorf("sitemap revalidation: got %v %v, want 304", res, err)
			} else {
				_ = res.Body.Close()
			}
		})

		t.Run("robots.txt", func(t *testing.T) {
			body := string(mustGet(t, a, "/robots.txt"))
			for _, want := range []string{"User-agent: *", "Disallow: /admin", "Disallow: /cart", "Disallow: /checkout",
				"Disallow: /order-confirmation/", "Disallow: /track-order", "Sitemap: " + shop + "/sitemap.xml"} {
				if !strings.Contains(body, want+"\n") {
					t.Errorf("robots.txt %q lacks %q", body, want)
				}
			}
		})
	})
}

// TestTheShopsAddressComesFromConfiguration: DHONI_PUBLIC_URL wins; without
// it, development uses the request's host and production builds no links.
func TestTheShopsAddressComesFromConfiguration(t *testing.T) {
	t.Parallel()
	t.Run("development uses the request's host", func(t *testing.T) {
		t.Parallel()
		a := startShop(t, dbtest.Config(t, "sqlite"))
		h := page(t, a, "/shop", http.StatusOK)
		if !slices.Equal(h.canonical, []string{a.URL + "/shop"}) {
			t.Errorf("canonical: got %q, want %s/shop", h.canonical, a.URL)
		}
		req, _ := http.NewRequest(http.MethodGet, a.URL+"/shop", nil)
		req.Host = `evil.example"><script>x</script>`
		res, err := a.Client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var buf bytes.Buffer
		_, _ = buf.ReadFrom(res.Body)
		if strings.Contains(buf.String(), "evil.example") {
			t.Errorf("a forged Host header reached the page: %s", buf.String())
		}
	})
	t.Run("production without DHONI_PUBLIC_URL builds no links", func(t *testing.T) {
		t.Parallel()
		cfg := dbtest.Config(t, "sqlite")
		cfg.Env = "production"
		a := startShop(t, cfg)
		h := page(t, a, "/shop", http.StatusOK)
		if h.titles[0] != "All Products · Dhoni" || len(h.meta["og:url"]) != 0 || h.canonical[0] != "/shop" {
			t.Errorf("production without an address: canonical %q og:url %q", h.canonical, h.meta["og:url"])
		}
		if res, _ := send(t, a, http.MethodGet, "/sitemap.xml", "", nil); res.StatusCode != http.StatusNotFound {
			t.Errorf("sitemap without an address: got %d, want 404", res.StatusCode)
		}
		if body := string(mustGet(t, a, "/robots.txt")); strings.Contains(body, "Sitemap") || !strings.Contains(body, "Disallow: /admin") {
			t.Errorf("robots.txt without an address: %q", body)
		}
		if a.Logs.FilterMessageSnippet("DHONI_PUBLIC_URL is not set").Len() != 1 {
			t.Errorf("the missing address was not reported once at start")
		}
	})
}

func mustGet(t *testing.T, a *apptest.App, p string) []byte {
	t.Helper()
	res, raw := send(t, a, http.MethodGet, p, "", nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: got %d", p, res.StatusCode)
	}
	return raw
}

func nonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return []string{s}
}

func jsonOf(v any) string {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(raw)
}
