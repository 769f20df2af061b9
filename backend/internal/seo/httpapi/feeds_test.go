package httpapi_test

import (
	"bytes"
	"encoding/json"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/seo/httpapi"
)

// A title and a description with everything that could break a CSV field
// or an XML element: markup, quotes, commas, tabs, line breaks, bidi
// controls and line separators.
const (
	hostileTitle       = "Eid \"Gold\", <b>Lace</b> & 'Pearl'\tAbaya \u202egnp.exe\u202c"
	hostileDescription = "Line one, \"quoted\";\r\nline two\t<script>alert(1)</script> ]]> </item></channel>\u2028\u2066end\u2069"
	// What the feeds carry for them: one line, marks gone, markup as text.
	hostileTitleInFeed       = "Eid \"Gold\", <b>Lace</b> & 'Pearl' Abaya gnp.exe"
	hostileDescriptionInFeed = "Line one, \"quoted\"; line two <script>alert(1)</script> ]]> </item></channel> end"
)

// feedShop is what the owner added before the feeds were read.
type feedShop struct {
	abaya, cooker, sketch product
}

func stockTheFeeds(t *testing.T, a *apptest.App) feedShop {
	t.Helper()
	admin := a.AdminCookie(t)
	var abayas, appliances, kitchen category
	create(t, a, admin, "/api/categories", map[string]any{"name": "Abayas", "shop_type": "clothing"}, &abayas)
	create(t, a, admin, "/api/categories", map[string]any{"name": "Accessories", "shop_type": "accessories"}, &appliances)
	create(t, a, admin, "/api/categories", map[string]any{"name": "Kitchen Appliances", "shop_type": "accessories"}, &kitchen)
	var s feedShop
	create(t, a, admin, "/api/products", map[string]any{
		"title": hostileTitle, "sku": "AB-1", "description": hostileDescription, "price": 1250.5,
		// The sample SVG first: the feeds skip it for the uploaded photo.
		"images":      []string{"/media/samples/classic-open-front-abaya.svg", pngDataURL(t, 900, 1200)},
		"category_id": abayas.ID, "shop_type": "clothing", "tags": []string{},
		"stock":  map[string]int{"Black:M": 3, "L": 0},
		"colors": []map[string]string{{"name": "Black", "hex": "#000000"}, {"name": "Navy Blue", "hex": "#1F2A44"}},
		"sizes":  []string{"M", "L"},
	}, &s.abaya)
	create(t, a, admin, "/api/products", map[string]any{
		"title": "Electric Rice Cooker", "sku": "RC-1", "description": "A 1.8 litre rice cooker that keeps rice warm.", "price": 899,
		"images": []string{pngDataURL(t, 800, 800)}, "category_id": kitchen.ID, "shop_type": "accessories", "tags": []string{},
		"stock": map[string]int{"default": 0}, "colors": []map[string]string{}, "sizes": []string{},
		"brand": "Panasonic", "model": "SR-1",
	}, &s.cooker)
	create(t, a, admin, "/api/products", map[string]any{
		"title": "Sketched Kaftan", "sku": "KF-9", "description": "Only drawn so far, no photo yet.", "price": 500,
		"images": []string{"/media/samples/island-breeze-cotton-kaftan.svg"}, "category_id": abayas.ID, "shop_type": "clothing",
		"tags": []string{}, "stock": map[string]int{}, "colors": []map[string]string{{"name": "Green", "hex": "#3E7C6E"}}, "sizes": []string{"S"},
	}, &s.sketch)
	return s
}

// wantItem is what a variant's item must say, by its id.
type wantItem struct {
	group, availability, price, size, color, brand, category string
	title, description                                       string
}

func wantedItems(s feedShop) map[string]wantItem {
	abaya := func(id, color, size, availability string) (string, wantItem) {
		return id, wantItem{s.abaya.ID, availability, "1250.50 MVR", size, color, "Dhoni", "5388", hostileTitleInFeed, hostileDescriptionInFeed}
	}
	out := map[string]wantItem{
		s.cooker.ID: {"", "out of stock", "899.00 MVR", "", "", "Panasonic", "730", "Electric Rice Cooker", "A 1.8 litre rice cooker that keeps rice warm."},
	}
	for _, v := range []struct{ id, color, size, availability string }{
		{s.abaya.ID + "-black-m", "Black", "M", "in stock"},         // 3 of Black:M
		{s.abaya.ID + "-black-l", "Black", "L", "out of stock"},     // none of L
		{s.abaya.ID + "-navy-blue-m", "Navy Blue", "M", "in stock"}, // no count kept: always available
		{s.abaya.ID + "-navy-blue-l", "Navy Blue", "L", "out of stock"},
	} {
		id, w := abaya(v.id, v.color, v.size, v.availability)
		out[id] = w
	}
	return out
}

// TestCatalogueFeedsListEveryVariant reads both feeds as Meta and Google
// would, on both databases: every variant an item with every required
// field, hostile text intact, every link and picture answering.
func TestCatalogueFeedsListEveryVariant(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.PublicURL = shop
		a := startShop(t, cfg)
		s := stockTheFeeds(t, a)
		want := wantedItems(s)

		metaRes, metaBody := send(t, a, http.MethodGet, httpapi.MetaFeedPath, "", nil)
		checkFeedAnswer(t, metaRes, "text/csv")
		meta := parseMetaFeed(t, metaBody)
		googleRes, googleBody := send(t, a, http.MethodGet, httpapi.GoogleFeedPath, "", nil)
		checkFeedAnswer(t, googleRes, "application/rss+xml")
		google := parseGoogleFeed(t, googleBody)

		for name, items := range map[string]map[string]feedItem{"meta.csv": meta, "google.xml": google} {
			if len(items) != len(want) {
				t.Errorf("%s: got %d items %v, want %d (the SVG-only product left out)", name, len(items), slices.Sorted(maps.Keys(items)), len(want))
			}
			for id, w := range want {
				got, ok := items[id]
				if !ok {
					t.Errorf("%s: no item %s", name, id)
					continue
				}
				checkItem(t, name, got, w, s)
			}
		}

		// Every link and picture answers, the pictures as raster images.
		seen := map[string]bool{}
		for _, it := range meta {
			for _, link := range []string{it.link, it.image} {
				if seen[link] {
					continue
				}
				seen[link] = true
				res := a.Get(t, strings.TrimPrefix(link, shop))
				res.Body.Close()
				kind := res.Header.Get("Content-Type")
				if res.StatusCode != http.StatusOK {
					t.Errorf("GET %s: got %d, want 200", link, res.StatusCode)
				}
				if link == it.image && !slices.Contains([]string{"image/jpeg", "image/png", "image/webp"}, kind) {
					t.Errorf("GET %s: content type %q, want a raster image", link, kind)
				}
			}
		}

		checkRevalidation(t, a, s)
		checkFeedsSummary(t, a, s, len(want))
	})
}

func checkItem(t *testing.T, feed string, got feedItem, w wantItem, s feedShop) {
	t.Helper()
	availability := w.availability
	if feed == "google.xml" {
		availability = strings.ReplaceAll(availability, " ", "_")
	}
	wantLink := shop + "/shop/" + s.abaya.Slug
	wantImage := shop + s.abaya.Images[1]
	if w.brand == "Panasonic" {
		wantLink, wantImage = shop+"/accessories/"+s.cooker.Slug, shop+s.cooker.Images[0]
	}
	for _, f := range []struct{ field, got, want string }{
		{"title", got.title, w.title}, {"description", got.description, w.description},
		{"availability", got.availability, availability}, {"condition", got.condition, "new"},
		{"price", got.price, w.price}, {"link", got.link, wantLink}, {"image_link", got.image, wantImage},
		{"brand", got.brand, w.brand}, {"item_group_id", got.group, w.group}, {"size", got.size, w.size},
		{"color", got.color, w.color}, {"google_product_category", got.category, w.category},
		{"sale_price", got.salePrice, ""}, {"sale_price_effective_date", got.saleDates, ""},
	} {
		if f.got != f.want {
			t.Errorf("%s item %s %s: got %q, want %q", feed, got.id, f.field, f.got, f.want)
		}
	}
}

// checkRevalidation: the same feed is a 304 for its ETag, and a change to
// the catalogue is in the next answer under a new one.
func checkRevalidation(t *testing.T, a *apptest.App, s feedShop) {
	t.Helper()
	for _, p := range []string{httpapi.MetaFeedPath, httpapi.GoogleFeedPath} {
		first := a.Get(t, p)
		first.Body.Close()
		etag := first.Header.Get("ETag")
		res := a.Do(t, http.MethodGet, p, http.Header{"If-None-Match": {`"other", ` + etag}}, nil)
		body := apptest.ReadBody(t, res)
		if res.StatusCode != http.StatusNotModified || len(body) != 0 {
			t.Errorf("GET %s with its ETag: got %d and %d bytes, want an empty 304", p, res.StatusCode, len(body))
		}
		if res.Header.Get("ETag") != etag || res.Header.Get("Cache-Control") != "public, max-age=3600" {
			t.Errorf("GET %s 304: ETag %q Cache-Control %q", p, res.Header.Get("ETag"), res.Header.Get("Cache-Control"))
		}
	}
	before := a.Get(t, httpapi.MetaFeedPath)
	before.Body.Close()
	editProduct(t, a, s.cooker.ID, func(p map[string]any) { p["price"] = 950 })
	res := a.Do(t, http.MethodGet, httpapi.MetaFeedPath, http.Header{"If-None-Match": {before.Header.Get("ETag")}}, nil)
	body := apptest.ReadBody(t, res)
	if res.StatusCode != http.StatusOK || res.Header.Get("ETag") == before.Header.Get("ETag") {
		t.Fatalf("after a price change: got %d with ETag %q, want 200 with a new ETag", res.StatusCode, res.Header.Get("ETag"))
	}
	if got := parseMetaFeed(t, body)[s.cooker.ID].price; got != "950.00 MVR" {
		t.Errorf("after a price change: price %q, want 950.00 MVR", got)
	}
}

// checkFeedsSummary: the owner's help reads the addresses and the products
// left out; a stranger is refused.
func checkFeedsSummary(t *testing.T, a *apptest.App, s feedShop, items int) {
	t.Helper()
	if res, _ := send(t, a, http.MethodGet, "/api/feeds", "", nil); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("GET /api/feeds as a stranger: got %d, want 401", res.StatusCode)
	}
	res, raw := send(t, a, http.MethodGet, "/api/feeds", a.AdminCookie(t), nil)
	var got struct {
		MetaURL   string `json:"meta_url"`
		GoogleURL string `json:"google_url"`
		Items     int    `json:"items"`
		LeftOut   []struct {
			ID, Title, Path string
		} `json:"left_out"`
	}
	if err := json.Unmarshal(raw, &got); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/feeds: %d %s", res.StatusCode, raw)
	}
	if got.MetaURL != shop+"/feeds/meta.csv" || got.GoogleURL != shop+"/feeds/google.xml" || got.Items != items {
		t.Errorf("summary: got %+v", got)
	}
	if len(got.LeftOut) != 1 || got.LeftOut[0].ID != s.sketch.ID || got.LeftOut[0].Path != "/shop/"+s.sketch.Slug {
		t.Errorf("left out: got %+v, want the SVG-only %s", got.LeftOut, s.sketch.ID)
	}
}

func checkFeedAnswer(t *testing.T, res *http.Response, kind string) {
	t.Helper()
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), kind) {
		t.Fatalf("%s: got %d %q, want 200 %s", res.Request.URL.Path, res.StatusCode, res.Header.Get("Content-Type"), kind)
	}
	if res.Header.Get("Cache-Control") != "public, max-age=3600" || res.Header.Get("ETag") == "" {
		t.Errorf("%s: Cache-Control %q ETag %q, want an hour and a tag", res.Request.URL.Path, res.Header.Get("Cache-Control"), res.Header.Get("ETag"))
	}
}

// TestFeedsNeedTheShopsAddress: without DHONI_PUBLIC_URL, production has no
// feed (their links must be absolute); development uses the request's host.
func TestFeedsNeedTheShopsAddress(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	cfg.Env = "production"
	a := startShop(t, cfg)
	for _, p := range []string{httpapi.MetaFeedPath, httpapi.GoogleFeedPath} {
		if res, body := send(t, a, http.MethodGet, p, "", nil); res.StatusCode != http.StatusNotFound || !bytes.Contains(body, []byte("DHONI_PUBLIC_URL")) {
			t.Errorf("GET %s without an address: got %d %q, want 404 naming DHONI_PUBLIC_URL", p, res.StatusCode, body)
		}
	}

	dev := startShop(t, dbtest.Config(t, "sqlite"))
	s := stockTheFeeds(t, dev)
	_, body := send(t, dev, http.MethodGet, httpapi.GoogleFeedPath, "", nil)
	if got := parseGoogleFeed(t, body)[s.cooker.ID].link; got != dev.URL+"/accessories/"+s.cooker.Slug {
		t.Errorf("development link: got %q, want the request's host", got)
	}
}
