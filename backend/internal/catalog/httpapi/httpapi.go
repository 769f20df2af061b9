// Package httpapi is the catalog's HTTP adapter: /api/products and
// /api/categories, with the specification's snake_case wire names. Its
// request and response structs are its own; the catalog package knows nothing
// of JSON.
package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/money"
)

// Body limits of the admin's saves: images may arrive inline as data URLs
// (a 10 MB picture is 13.4 MB of base64), a product with a few of them.
const (
	ProductBodyLimit  int64 = 32 << 20
	CategoryBodyLimit int64 = 16 << 20
)

// API serves the catalog's routes.
type API struct {
	service *catalog.Service
}

// New returns the catalog's HTTP adapter.
func New(service *catalog.Service) *API { return &API{service: service} }

// RegisterRoutes implements httpserver.RouteRegistrar.
func (a *API) RegisterRoutes(r *httpserver.Routes) {
	r.Public.GET("/products", a.listProducts)
	r.Public.GET("/products/slug/:slug", a.productBySlug)
	r.Public.GET("/products/:id", a.product)
	r.Public.GET("/categories", a.categories)
	r.Public.GET("/categories/slug/:slug", a.categoryBySlug)

	r.AdminRoute(http.MethodPost, "/products", a.createProduct)
	r.AdminRoute(http.MethodPut, "/products/:id", a.updateProduct)
	r.AdminRoute(http.MethodDelete, "/products/:id", a.deleteProduct)
	r.AdminRoute(http.MethodPost, "/categories", a.createCategory)
	// gin prefers the static segment: PUT /categories/order never reaches :id.
	r.AdminRoute(http.MethodPut, "/categories/order", a.reorderCategories)
	r.AdminRoute(http.MethodPut, "/categories/:id", a.updateCategory)
	r.AdminRoute(http.MethodDelete, "/categories/:id", a.deleteCategory)

	base := r.Public.BasePath()
	r.LimitBody(base+"/products", ProductBodyLimit)
	r.LimitBody(base+"/products/:id", ProductBodyLimit)
	r.LimitBody(base+"/categories", CategoryBodyLimit)
	r.LimitBody(base+"/categories/:id", CategoryBodyLimit)
}

// Messages for a listing's query parameters.
const (
	msgPrice0   = "Must be a number of 0 or more"
	msgPage     = "Must be a whole number of 1 or more"
	msgSort     = "Must be one of newest, price-asc, price-desc, name"
	msgShopType = "Must be one of clothing, accessories"
	msgBool     = "Must be true or false"
	// maxPage keeps the offset far from overflowing; later pages are empty.
	maxPage  = 1_000_000
	maxQuery = 200
	// maxListValues bounds a list filter (sizes, colors, category): a shop
	// has a few dozen of each; tens of thousands only cost the database.
	maxListValues = 50
	msgListValues = "At most 50 values"
)

// ParseFilter reads the query parameters of GET /products: a wrong one is an
// invalid-fields fault naming it. The listing vectors of docs/testdata go
// through it too.
func ParseFilter(q url.Values) (catalog.ProductFilter, error) {
	bad := map[string]string{}
	var f catalog.ProductFilter
	if v := strings.TrimSpace(q.Get("shop_type")); v != "" {
		st, err := catalog.ParseShopType(v)
		if err != nil {
			bad["shop_type"] = msgShopType
		}
		f.ShopType = st
	}
	for _, l := range []struct {
		name string
		dst  *[]string
	}{{"category", &f.CategorySlugs}, {"sizes", &f.Sizes}, {"colors", &f.Colors}} {
		if values := splitList(q[l.name]); len(values) > maxListValues {
			bad[l.name] = msgListValues
		} else {
			*l.dst = values
		}
	}
	for _, p := range []struct {
		name string
		dst  **money.Laari
	}{{"min_price", &f.MinPrice}, {"max_price", &f.MaxPrice}} {
		v := strings.TrimSpace(q.Get(p.name))
		if v == "" {
			continue
		}
		l, err := money.Parse(v)
		if err != nil || l < 0 {
			bad[p.name] = msgPrice0
			continue
		}
		*p.dst = &l
	}
	f.Query = strings.TrimSpace(q.Get("q"))
	if len([]rune(f.Query)) > maxQuery {
		f.Query = string([]rune(f.Query)[:maxQuery])
	}
	switch v := strings.ToLower(strings.TrimSpace(q.Get("is_featured"))); v {
	case "":
	case "true", "1":
		yes := true
		f.Featured = &yes
	case "false", "0":
		no := false
		f.Featured = &no
	default:
		bad["is_featured"] = msgBool
	}
	// sale=1 keeps the products with a sale in force; sale=0 is no condition.
	switch v := strings.ToLower(strings.TrimSpace(q.Get("sale"))); v {
	case "", "false", "0":
	case "true", "1":
		f.OnSale = true
	default:
		bad["sale"] = msgBool
	}
	if v := strings.TrimSpace(q.Get("sort")); v != "" {
		f.Sort = catalog.Sort(v)
		if !catalog.ValidSort(f.Sort) {
			bad["sort"] = msgSort
		}
	}
	f.Page = 1
	if n, ok := positive(q.Get("page"), maxPage); !ok {
		bad["page"] = msgPage
	} else if n > 0 {
		f.Page = n
	}
	// per_page wins over limit; both are clamped to 100.
	for _, name := range []string{"limit", "per_page"} {
		if n, ok := positive(q.Get(name), catalog.MaxPerPage); !ok {
			bad[name] = msgPage
		} else if n > 0 {
			f.PerPage = n
		}
	}
	if len(bad) > 0 {
		return f, fault.InvalidFields(fault.MsgCheckFields, bad)
	}
	return f, nil
}

// positive reads a whole number of 1 or more, capped at ceiling (a huge
// number is the ceiling, not an error). Empty is 0 and fine.
func positive(s string, ceiling int) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, true
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
	}
	trimmed := strings.TrimLeft(s, "0")
	if trimmed == "" {
		return 0, false
	}
	if len(trimmed) > 9 {
		return ceiling, true
	}
	n, err := strconv.Atoi(trimmed)
	if err != nil {
		return 0, false
	}
	return min(n, ceiling), true
}

// splitList reads comma-separated values, also from repeated parameters.
func splitList(values []string) []string {
	var out []string
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			if p := strings.TrimSpace(part); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

func (a *API) listProducts(c *gin.Context) {
	body, total, err := a.Listing(c.Request.Context(), c.Request.URL.Query())
	if err == nil {
		c.Header("X-Total-Count", strconv.Itoa(total))
	}
	httpserver.RespondEncoded(c, body, err)
}

// Listing is GET /products for the query q: the JSON of one page of
// products and the number of all that match. The storefront reads it in
// process (storefront.Catalogue), so a page carries what the route answers.
func (a *API) Listing(ctx context.Context, q url.Values) (body []byte, total int, err error) {
	f, err := ParseFilter(q)
	if err != nil {
		return nil, 0, err
	}
	page, err := a.service.ListProducts(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	body, err = json.Marshal(wireList(page.Products, a.wire()))
	return body, page.Total, err
}

// ProductBySlug is GET /products/slug/{slug}'s JSON (storefront.Catalogue).
func (a *API) ProductBySlug(ctx context.Context, slug string) ([]byte, error) {
	p, err := a.service.ProductBySlug(ctx, slug)
	if err != nil {
		return nil, err
	}
	return json.Marshal(a.wire()(p))
}

// Categories is GET /categories's JSON (storefront.Catalogue).
func (a *API) Categories(ctx context.Context) ([]byte, error) {
	all, err := a.service.Categories(ctx)
	if err != nil {
		return nil, err
	}
	return json.Marshal(wireList(all, toCategoryJSON))
}

// wire is the wire form of products answered now, by the shop's clock.
func (a *API) wire() func(*catalog.Product) productJSON { return productAt(a.service.Now()) }

func (a *API) product(c *gin.Context) { httpserver.ServeOne(c, "id", a.service.Product, a.wire()) }

func (a *API) productBySlug(c *gin.Context) {
	body, err := a.ProductBySlug(c.Request.Context(), c.Param("slug"))
	httpserver.RespondEncoded(c, body, err)
}

// readProduct reads the body of POST and PUT /products.
func readProduct(c *gin.Context) (productRequest, catalog.ProductDetails, error) {
	var req productRequest
	if err := decode(c.Request.Body, &req, productMessage); err != nil {
		return productRequest{}, catalog.ProductDetails{}, err
	}
	bad := map[string]string{}
	d := req.details(bad)
	if len(bad) > 0 {
		return productRequest{}, catalog.ProductDetails{}, fault.InvalidFields(fault.MsgCheckFields, bad)
	}
	return req, d, nil
}

func (a *API) createProduct(c *gin.Context) {
	_, d, err := readProduct(c)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	p, err := a.service.CreateProduct(c.Request.Context(), d)
	httpserver.Respond(c, http.StatusCreated, p, err, a.wire())
}

func (a *API) updateProduct(c *gin.Context) {
	req, d, err := readProduct(c)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	p, err := a.service.UpdateProduct(c.Request.Context(), c.Param("id"), d, req.Version)
	httpserver.Respond(c, http.StatusOK, p, err, a.wire())
}

func (a *API) deleteProduct(c *gin.Context) {
	httpserver.NoContent(c, a.service.DeleteProduct(c.Request.Context(), c.Param("id")))
}

func (a *API) categories(c *gin.Context) {
	body, err := a.Categories(c.Request.Context())
	httpserver.RespondEncoded(c, body, err)
}

func (a *API) categoryBySlug(c *gin.Context) {
	httpserver.ServeOne(c, "slug", a.service.CategoryBySlug, toCategoryJSON)
}

func keepGeneric(_, generic string) string { return generic }

func (a *API) createCategory(c *gin.Context) {
	var req categoryRequest
	if err := decode(c.Request.Body, &req, keepGeneric); err != nil {
		httpserver.Fail(c, err)
		return
	}
	cat, err := a.service.CreateCategory(c.Request.Context(), req.details(false))
	httpserver.Respond(c, http.StatusCreated, cat, err, toCategoryJSON)
}

func (a *API) updateCategory(c *gin.Context) {
	var req categoryRequest
	if err := decode(c.Request.Body, &req, keepGeneric); err != nil {
		httpserver.Fail(c, err)
		return
	}
	cat, err := a.service.UpdateCategory(c.Request.Context(), c.Param("id"), req.details(true))
	httpserver.Respond(c, http.StatusOK, cat, err, toCategoryJSON)
}

func (a *API) deleteCategory(c *gin.Context) {
	httpserver.NoContent(c, a.service.DeleteCategory(c.Request.Context(), c.Param("id")))
}

func (a *API) reorderCategories(c *gin.Context) {
	var req []placementJSON
	if err := decode(c.Request.Body, &req, keepGeneric); err != nil {
		httpserver.Fail(c, err)
		return
	}
	placements := make([]catalog.Placement, 0, len(req))
	for _, p := range req {
		placements = append(placements, catalog.Placement{ID: p.ID, Position: p.Position})
	}
	httpserver.NoContent(c, a.service.ReorderCategories(c.Request.Context(), placements))
}
