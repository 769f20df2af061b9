// Package seo describes the shop's pages for readers that do not run the app:
// link previews in chat apps and social networks, and search engines. For a
// page's path it gives the title, description, canonical address, preview
// image and structured data (schema.org) the served index.html carries, and
// it lists the pages of the sitemap. It reads the catalog and the public
// settings through the two small ports below; it never shows admin-only data
// (stock counts, versions, the Telegram settings).
package seo

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
	"dhoni/internal/settings"
)

// Catalog is what pages are described from (*catalog.Service).
type Catalog interface {
	ProductBySlug(ctx context.Context, slug string) (*catalog.Product, error)
	CategoryBySlug(ctx context.Context, slug string) (*catalog.Category, error)
	Categories(ctx context.Context) ([]*catalog.Category, error)
	ListProducts(ctx context.Context, f catalog.ProductFilter) (catalog.ProductPage, error)
	// AllProducts is every product, newest first (the sitemap, the feed).
	AllProducts(ctx context.Context) ([]*catalog.Product, error)
	// Now is the shop's clock, which sale prices are read at.
	Now() time.Time
}

// Settings gives the owner's settings (*settings.Service); only public
// fields are read.
type Settings interface {
	Get(ctx context.Context) (settings.Settings, error)
}

// ShopName is the name in every title, as the app writes it ("Blue Abaya · Dhoni").
const ShopName = "Dhoni"

// The descriptions of the pages that are not about one product or category.
// The app sets the same ones when the customer moves between pages
// (frontend/src/lib/page-head.ts; both checked against docs/testdata/page-heads.json).
const (
	HomeDescription        = "Dhoni: modest clothing and home appliances, delivered across the Maldives. Prices in MVR."
	ClothingDescription    = "Modest clothing for women, delivered across the Maldives. Prices in MVR."
	AppliancesDescription  = "Home appliances, delivered across the Maldives. Prices in MVR."
	CategoriesDescription  = "Browse Dhoni's clothing and appliance categories. Delivery across the Maldives, prices in MVR."
	TailoringDescription   = "Tailor-made modest clothing from Dhoni: send your measurements and design, and we make it for you."
	NotFoundTitle          = "Page Not Found"
	categoryDescriptionFmt = "%s: %s from Dhoni, delivered across the Maldives. Prices in MVR."
)

// MaxDescription is how long a description may be: search results and
// previews cut longer ones anyway.
const MaxDescription = 160

// Title is the text of the browser tab for a screen.
func Title(screen string) string {
	if screen = strings.TrimSpace(screen); screen == "" {
		return ShopName
	}
	return screen + " · " + ShopName
}

// Head is what a page tells readers that do not run the app.
type Head struct {
	// Found is false for an address that is no page ("Page Not Found").
	Found bool
	// Redirect is where the page really is, when the address is an old or
	// wrong one for it (a product under the other shop's path).
	Redirect string
	// Title and Description are plain text (escaped when written out).
	Title, Description string
	// Path is the page's canonical address on the site, with its query
	// when the query picks the page (an appliance category).
	Path string
	// Index is false for pages search engines should leave out (cart,
	// checkout, orders, admin, not found).
	Index bool
	// Product is set on a product page (og:type product), with its Offer.
	Product *catalog.Product
	Offer   Offer
	// Category is set on a category's page.
	Category *catalog.Category
	// Image is the preview picture: a site path or an http(s) URL, or "".
	Image string
	// Preload is the picture the first screen shows largest (the home
	// page's hero, a product's first picture), for the browser to fetch
	// before the app asks for it; nil when there is none.
	Preload *Preload
	// Reads are the API answers the app asks for first on this page, as it
	// asks for them (path under /api, query parameters sorted): index.html
	// carries them so the first screen is drawn without waiting.
	Reads []string
	// Data is the page's schema.org documents (JSON-LD), with site paths
	// made absolute against the base they were built for.
	Data []map[string]any
	// dataDV is Data as the page's Dhivehi twin carries it (InDhivehi).
	dataDV []map[string]any
}

// Service builds heads and sitemaps.
type Service struct {
	catalog  Catalog
	settings Settings
}

// NewService makes a Service.
func NewService(c Catalog, s Settings) *Service {
	return &Service{catalog: c, settings: s}
}

// static pages: their screen name and description, and whether search
// engines may list them.
var static = map[string]struct {
	screen, description string
	index               bool
}{
	"/shop":        {"All Products", ClothingDescription, true},
	"/accessories": {"Appliances", AppliancesDescription, true},
	"/categories":  {"Categories", CategoriesDescription, true},
	"/tailoring":   {"Tailoring", TailoringDescription, true},
	"/cart":        {"Cart", HomeDescription, false},
	"/checkout":    {"Checkout", HomeDescription, false},
	"/track-order": {"Track Order", HomeDescription, false},
	"/my-orders":   {"My Orders", HomeDescription, false},
	"/search":      {"Search", HomeDescription, false},
	"/admin":       {"Admin", HomeDescription, false},
}

// Page describes the page at p (a URL path) with query q. base is the shop's
// public address ("https://shop.example.mv"), or "" when it is not known:
// then the structured data holds site paths.
func (s *Service) Page(ctx context.Context, base, p string, q url.Values) (Head, error) {
	p = path.Clean("/" + p)
	first, rest, _ := strings.Cut(strings.TrimPrefix(p, "/"), "/")
	switch {
	case p == "/":
		return s.home(ctx, base)
	case first == "accessories" && rest == "" && q.Get("category") != "":
		return s.category(ctx, base, q.Get("category"), catalog.Accessories)
	case (first == "shop" || first == "accessories") && rest != "" && !strings.Contains(rest, "/"):
		return s.product(ctx, base, first, rest)
	case first == "categories" && rest != "" && !strings.Contains(rest, "/"):
		return s.category(ctx, base, rest, catalog.Clothing)
	case first == "order-confirmation" && rest != "" && !strings.Contains(rest, "/"):
		return Head{Found: true, Title: Title("Order Confirmation"), Description: HomeDescription, Path: p}, nil
	case first == "admin" && rest != "":
		// Every admin view has its own address (an order, a filtered list);
		// the app tells which exist, behind the password.
		return Head{Found: true, Title: Title("Admin"), Description: HomeDescription, Path: "/admin"}, nil
	}
	if page, ok := static[p]; ok {
		h := Head{Found: true, Title: Title(page.screen), Description: page.description, Path: p, Index: page.index}
		if p == "/shop" && len(q) == 0 {
			h.Reads = []string{ReadCategories, ReadClothing}
		}
		if page.index {
			set, err := s.settings.Get(ctx)
			if err != nil {
				return Head{}, err
			}
			if h.Image, err = s.picture(ctx, set.Hero.ImageURL, listed[p]); err != nil {
				return Head{}, err
			}
		}
		return h, nil
	}
	return notFound(), nil
}

// The sizes attributes of the app's largest pictures (home-screen.tsx's hero,
// product-gallery.tsx's first picture): a preload must ask for the very copy
// the page will use.
const (
	HeroSizes    = "(min-width: 1152px) 552px, (min-width: 768px) 48vw, 100vw"
	GallerySizes = "(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
)

// Preload is a picture to fetch early, with the srcset the app gives it.
type Preload struct {
	URL, SrcSet, Sizes string
}

// uploaded matches an uploaded picture's largest copy (decision 017); its
// smaller copies sit beside it (frontend/src/lib/image.ts does the same).
var uploaded = regexp.MustCompile(`^(/media/images/[A-Za-z0-9_-]+/)(320|640|1280)\.(jpg|jpeg|png|webp)$`)

func preload(url, sizes string) *Preload {
	url = strings.TrimSpace(url)
	if url == "" || strings.HasPrefix(url, "data:") {
		return nil
	}
	m := uploaded.FindStringSubmatch(url)
	if m == nil {
		return &Preload{URL: url}
	}
	largest, _ := strconv.Atoi(m[2])
	var set []string
	for _, w := range []int{320, 640, 1280} {
		if w <= largest {
			set = append(set, fmt.Sprintf("%s%d.%s %dw", m[1], w, m[3], w))
		}
	}
	return &Preload{URL: url, SrcSet: strings.Join(set, ", "), Sizes: sizes}
}

func first(images []string) string {
	if len(images) == 0 {
		return ""
	}
	return images[0]
}

// The app's first reads of its pages, exactly as it asks for them
// (frontend/src/features/catalog: the home page's four featured clothes, the
// first page of nine in /shop, newest first).
const (
	ReadCategories = "/categories"
	ReadFeatured   = "/products?is_featured=true&limit=4&shop_type=clothing"
	ReadClothing   = "/products?page=1&per_page=9&shop_type=clothing&sort=newest"
)

func notFound() Head {
	return Head{Title: Title(NotFoundTitle), Description: HomeDescription}
}

func (s *Service) home(ctx context.Context, base string) (Head, error) {
	set, err := s.settings.Get(ctx)
	if err != nil {
		return Head{}, err
	}
	description := Describe(set.Footer.ShortDescription)
	if description == "" {
		description = HomeDescription
	}
	image, err := s.picture(ctx, set.Hero.ImageURL, featured)
	if err != nil {
		return Head{}, err
	}
	return Head{
		Found: true, Title: Title("Home"), Description: description, Path: "/", Index: true,
		Image: image, Preload: preload(set.Hero.ImageURL, HeroSizes),
		Reads:  []string{ReadCategories, ReadFeatured},
		Data:   []map[string]any{organization(base, set), website(base, english)},
		dataDV: []map[string]any{organization(base, set), website(base, dhivehi)},
	}, nil
}

var featured = catalog.ProductFilter{Featured: new(true)}

// listed are the products whose pictures stand for a fixed page in previews
// when the owner's hero picture cannot (the sample SVG).
var listed = map[string]catalog.ProductFilter{
	"/shop":        {ShopType: catalog.Clothing},
	"/accessories": {ShopType: catalog.Accessories},
	"/categories":  featured,
	"/tailoring":   {ShopType: catalog.Clothing},
}

// picture is own when previews can show it, else the first picture they can
// show among the first products of f.
func (s *Service) picture(ctx context.Context, own string, f catalog.ProductFilter) (string, error) {
	if img := previewImage(own); img != "" {
		return img, nil
	}
	f.PerPage = 12
	page, err := s.catalog.ListProducts(ctx, f)
	if err != nil {
		return "", err
	}
	for _, p := range page.Products {
		if img := firstPreview(p); img != "" {
			return img, nil
		}
	}
	return "", nil
}

// firstPreview is the first of p's pictures that previews can show, or "".
func firstPreview(p *catalog.Product) string {
	for _, img := range p.Images() {
		if img = previewImage(img); img != "" {
			return img
		}
	}
	return ""
}

func (s *Service) product(ctx context.Context, base, shop, slug string) (Head, error) {
	p, err := s.catalog.ProductBySlug(ctx, slug)
	if errors.Is(err, catalog.ErrProductNotFound) {
		return notFound(), nil
	}
	if err != nil {
		return Head{}, err
	}
	where := ProductPath(p)
	if !strings.HasPrefix(where, "/"+shop+"/") {
		return Head{Redirect: where}, nil
	}
	offer := OfferAt(p, s.catalog.Now())
	var category *catalog.Category
	if p.CategoryID() != "" {
		all, err := s.catalog.Categories(ctx)
		if err != nil {
			return Head{}, err
		}
		for _, c := range all {
			if c.ID() == p.CategoryID() {
				category = c
			}
		}
	}
	crumbs := productCrumbs(p, category)
	return Head{
		Found: true, Title: Title(p.Title()), Description: Describe(p.Description()), Path: where, Index: true,
		Product: p, Offer: offer, Image: firstPreview(p), Preload: preload(first(p.Images()), GallerySizes),
		Reads: []string{"/products/slug/" + url.PathEscape(p.Slug()), ReadCategories},
		Data:  []map[string]any{product(base, p, offer, english), breadcrumbs(base, crumbs, english)},
		dataDV: []map[string]any{
			product(base, p, offer, dhivehi), breadcrumbs(base, crumbs, dhivehi),
			webPage(base, "ItemPage", crumbs[len(crumbs)-1], dhivehi),
		},
	}, nil
}

// category describes a category's listing, reached at the listing path of
// shop (a category of the other shop moves to its own).
func (s *Service) category(ctx context.Context, base, slug string, shop catalog.ShopType) (Head, error) {
	// The app reads category slugs ignoring case and surrounding spaces.
	c, err := s.catalog.CategoryBySlug(ctx, strings.ToLower(strings.TrimSpace(slug)))
	if errors.Is(err, catalog.ErrCategoryNotFound) {
		return notFound(), nil
	}
	if err != nil {
		return Head{}, err
	}
	if c.ShopType() != shop {
		return Head{Redirect: CategoryPath(c)}, nil
	}
	image, err := s.picture(ctx, c.ImageURL(), catalog.ProductFilter{ShopType: shop, CategorySlugs: []string{c.Slug()}})
	if err != nil {
		return Head{}, err
	}
	what, listing := "modest clothing", categoriesCrumb
	if shop == catalog.Accessories {
		what, listing = "home appliances", appliancesCrumb
	}
	crumbs := []crumb{homeCrumb, listing, categoryCrumb(c)}
	return Head{
		Found: true, Title: Title(c.Name()), Description: Describe(CategoryDescription(c.Name(), what)),
		Path: CategoryPath(c), Index: true, Image: image, Category: c,
		Data: []map[string]any{breadcrumbs(base, crumbs, english)},
		dataDV: []map[string]any{
			breadcrumbs(base, crumbs, dhivehi), webPage(base, "CollectionPage", crumbs[len(crumbs)-1], dhivehi),
		},
	}, nil
}

// CategoryDescription is a category page's description.
func CategoryDescription(name, what string) string {
	return fmt.Sprintf(categoryDescriptionFmt, name, what)
}

// ProductPath is where a product's page is: clothing under /shop, appliances
// under /accessories.
func ProductPath(p *catalog.Product) string {
	if p.ShopType() == catalog.Accessories {
		return "/accessories/" + url.PathEscape(p.Slug())
	}
	return "/shop/" + url.PathEscape(p.Slug())
}

// CategoryPath is where a category's listing is: /categories/{slug} for
// clothing, /accessories?category={slug} for appliances.
func CategoryPath(c *catalog.Category) string {
	if c.ShopType() == catalog.Accessories {
		return "/accessories?category=" + url.QueryEscape(c.Slug())
	}
	return "/categories/" + url.PathEscape(c.Slug())
}

// previewImage is img when link previews can show it: a raster image of this
// site or an http(s) one. Previews show no SVG (the sample pictures).
func previewImage(img string) string {
	img = strings.TrimSpace(img)
	lower := strings.ToLower(img)
	if u, err := url.Parse(lower); err == nil {
		lower = u.Path
	}
	if img == "" || strings.HasSuffix(lower, ".svg") || !catalog.ValidImageURL(img) {
		return ""
	}
	return img
}

// Describe makes text fit for a meta description: one line, no control
// characters, at most MaxDescription characters (code points), cut after a
// word with "…" when longer.
func Describe(text string) string {
	words := strings.FieldsFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\ufeff'
	})
	runes := []rune(strings.Join(words, " "))
	if len(runes) <= MaxDescription {
		return string(runes)
	}
	cut := runes[:MaxDescription-1]
	for at := len(cut) - 1; at > MaxDescription/2; at-- {
		if cut[at] == ' ' {
			cut = cut[:at]
			break
		}
	}
	return strings.TrimRight(string(cut), " ,.;:-") + "…"
}

// Price is a product's price as previews and structured data write it: "450.00".
func Price(l money.Laari) string {
	return fmt.Sprintf("%d.%02d", l/money.PerMVR, l%money.PerMVR)
}
